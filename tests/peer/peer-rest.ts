/**
 * REST as docs/protocol.md §4.1-§4.3 describe it: JSON in, `{code, msg, data}` out (HTTP 200 even on errors),
 * and the two session headers a logged-in client sends.
 */
import { WAIT_MS } from './peer-socket'

export interface Envelope {
  code: number
  msg: string
  data: unknown
}

/** Headers of §4.2 for a logged-in user. */
export interface SessionHeaders {
  'web3mq-request-pubkey': string
  didkey: string
}

type Query = Record<string, string | number>

const asEnvelope = (value: unknown, path: string): Envelope => {
  const v = value as Partial<Envelope> | null
  if (!v || typeof v.code !== 'number') throw new Error(`${path}: not an envelope: ${JSON.stringify(value)}`)
  return { code: v.code, msg: String(v.msg ?? ''), data: v.data }
}

const call = async (url: string, init: RequestInit, path: string): Promise<Envelope> => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(WAIT_MS) })
  return asEnvelope(await response.json(), path)
}

/** POST a JSON body (`Content-Type: application/json;charset=UTF-8`, as JS sends it). */
export const post = (
  base: string,
  path: string,
  body: Record<string, unknown>,
  headers?: SessionHeaders,
): Promise<Envelope> =>
  call(
    `${base}${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
      body: JSON.stringify(body),
    },
    path,
  )

/** GET with the parameters in the query string. */
export const get = (
  base: string,
  path: string,
  query: Query,
  headers?: SessionHeaders,
): Promise<Envelope> => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  return call(
    `${base}${path}?${search}`,
    { method: 'GET', ...(headers ? { headers: { ...headers } } : {}) },
    path,
  )
}

/** Throws with the node's message unless code is 0; returns `data`. */
export const ok = (envelope: Envelope, what: string): unknown => {
  if (envelope.code !== 0) throw new Error(`${what}: code ${envelope.code} "${envelope.msg}"`)
  return envelope.data
}

/** Reads a field of an object-shaped `data`. */
export const field = (data: unknown, name: string): unknown =>
  data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined

/** A paged list in either shape of §4.2: `result` (no api-version) or `data_list`; a bare array too. */
export const listOf = (data: unknown): Record<string, unknown>[] => {
  if (Array.isArray(data)) return data as Record<string, unknown>[]
  const list = field(data, 'result') ?? field(data, 'data_list')
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : []
}
