/**
 * How one REST endpoint is described: method, path, who signs it and over what, the request fields, and
 * the shape of the response `data`. The SDK's HTTP client and the mock node's routes are both built from
 * these descriptions, so a route string or a field name is written exactly once.
 */
import * as z from 'zod/mini'
import { SignatureField } from '../config'
import { sha256Hex } from '../crypto/hash'
import type { Refusals } from './refusals'
import { num, optNum, optStr, str } from './schemas'

export type Method = 'GET' | 'POST'
type SessionSignatureField = (typeof SignatureField)[keyof typeof SignatureField]

/**
 * Who signs a request:
 * - `none`: unsigned (lookups, public profiles, discovery).
 * - `session`: ed25519 with the session (temp) key over the concatenation of `parts` (docs/protocol.md §4.3);
 *   `signer` names the field that holds the signer's user id (`userid`, or `creator_id` for dapps).
 * - `wallet`: the wallet signed the human-readable text in `content` (EIP-191 or Starknet).
 * - `mainKey`: the login, signed with the main key over a hash the node can recompute (docs/protocol.md §5.5).
 */
export type Auth =
  | { kind: 'none' }
  | {
      kind: 'session'
      field: SessionSignatureField
      signer: 'userid' | 'creator_id'
      parts: readonly string[]
      hashed?: HashedVariant
    }
  | { kind: 'wallet'; content: 'signature_content' | 'sign_content' }
  | { kind: 'mainKey' }

/**
 * The hashed variant of a session-signed request (the NFT-gated groups of docs/protocol.md §4.4 "Groups"): when
 * the field `when` holds a non-empty list, the request also carries `version: 2` and `payload_hash`, the hex
 * SHA-256 of `parts` concatenated, and the session key signs that hash instead of the plain parts.
 */
export interface HashedVariant {
  when: string
  parts: readonly string[]
}

/**
 * Legacy list shapes (no `api-version` header) by their items key; `array` is a bare array.
 * With `api-version: 2` every list is `{data_list, total_count}` (docs/protocol.md §4.2).
 */
export type LegacyListShape =
  | {
      items: 'result'
      total: 'total' /** also written as `total_count`, which some SDKs read */
      totalCount?: true
    }
  | { items: 'user_list'; total: 'total_count' }
  | { items: 'data_list'; total: 'total_count' }
  | { items: 'array' }

export type ObjectSchema = z.ZodMiniObject<z.core.$ZodLooseShape, z.core.$strip>

interface EndpointBase<P extends ObjectSchema, R extends Refusals> {
  /** Stable dotted name, e.g. `topic.publish`; also the mock node's handler key. */
  name: string
  method: Method
  path: string
  auth: Auth
  /** Business fields, without the auth fields (`userid`, `timestamp`, signature) that `auth` adds. */
  params: P
  /** Which server answers: the node, or the Telegram bind service (docs/protocol.md §9.5). */
  service?: 'node' | 'bindService'
  /**
   * Set on a POST that only reads (a GET always only reads): see `isRead`.
   */
  read?: true
  /**
   * The refusals this endpoint answers itself (`refusals.ts`); `{}` when it has only the ones every endpoint
   * and its signing rule bring (`refusalsOf`).
   */
  refusals: R
}

export interface DataEndpoint<P extends ObjectSchema, D extends z.ZodMiniType, R extends Refusals = Refusals>
  extends EndpointBase<P, R> {
  data: D
  list?: undefined
}

export interface ListEndpoint<P extends ObjectSchema, I extends z.ZodMiniType, R extends Refusals = Refusals>
  extends EndpointBase<P, R> {
  item: I
  list: LegacyListShape
  data?: undefined
}

export type Endpoint = DataEndpoint<ObjectSchema, z.ZodMiniType> | ListEndpoint<ObjectSchema, z.ZodMiniType>

export type ParamsOf<E> = E extends EndpointBase<infer P, Refusals> ? z.input<P> : never
export type DataOf<E> =
  E extends DataEndpoint<ObjectSchema, infer D>
    ? z.output<D>
    : E extends ListEndpoint<ObjectSchema, infer I>
      ? ListPage<z.output<I>>
      : never
export type ItemOf<E> = E extends ListEndpoint<ObjectSchema, infer I> ? z.output<I> : never

export interface ListPage<T> {
  items: T[]
  total: number
}

export const dataEndpoint = <P extends ObjectSchema, D extends z.ZodMiniType, R extends Refusals>(
  e: DataEndpoint<P, D, R>,
): DataEndpoint<P, D, R> => e

export const listEndpoint = <P extends ObjectSchema, I extends z.ZodMiniType, R extends Refusals>(
  e: ListEndpoint<P, I, R>,
): ListEndpoint<P, I, R> => e

/**
 * Whether a request to this endpoint only reads: every GET, and the POSTs marked `read`. One signature may
 * open several read routes but never a write (docs/protocol.md §4.3), so this is the one list of reads.
 */
export const isRead = (endpoint: Pick<Endpoint, 'method' | 'read'>): boolean =>
  endpoint.read === true || endpoint.method === 'GET'

/** Session signature rule: `field` over `parts`, signed by the id in `signer` (default `userid`). */
export const session = (
  field: SessionSignatureField,
  parts: readonly string[],
  signer: 'userid' | 'creator_id' = 'userid',
  hashed?: HashedVariant,
): Auth => ({ kind: 'session', field, signer, parts, ...(hashed ? { hashed } : {}) })

export const signedBy = {
  signature: (...middle: string[]) => session(SignatureField.signature, ['userid', ...middle, 'timestamp']),
  userSignature: (...middle: string[]) =>
    session(SignatureField.userSignature, ['userid', ...middle, 'timestamp']),
}

/** How each value enters a signed string: absent → '', objects as JSON, numbers in decimal. */
export const partValue = (value: unknown): string => {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value)
  return JSON.stringify(value)
}

const joinParts = (parts: readonly string[], fields: Readonly<Record<string, unknown>>): string =>
  parts.map((part) => partValue(fields[part])).join('')

/** The hashed variant that applies to these fields, if any (its `when` field is a non-empty list). */
export const hashedVariantOf = (
  auth: Auth,
  fields: Readonly<Record<string, unknown>>,
): HashedVariant | undefined => {
  if (auth.kind !== 'session' || !auth.hashed) return undefined
  const list = fields[auth.hashed.when]
  return Array.isArray(list) && list.length > 0 ? auth.hashed : undefined
}

/**
 * The exact string a session key signs for this request (docs/protocol.md §4.3/§4.4): the parts
 * concatenated, or for the hashed variant the hex SHA-256 of its parts, recomputed here from the fields.
 * A request that carries a `payload_hash` other than that hash says one thing and signs another: it gets a
 * content no client signs, so a node's signature check refuses it (before it records the signature as used).
 */
export const sessionSignContent = (auth: Auth, fields: Readonly<Record<string, unknown>>): string => {
  if (auth.kind !== 'session') throw new TypeError('not a session-signed endpoint')
  const hashed = hashedVariantOf(auth, fields)
  if (!hashed) return joinParts(auth.parts, fields)
  const hash = sha256Hex(joinParts(hashed.parts, fields))
  const sent = fields.payload_hash
  return sent === undefined || sent === hash ? hash : `payload_hash ${partValue(sent)} is not ${hash}`
}

/** The request schema the node validates: params plus the fields the auth rule adds. */
export const requestSchema = (endpoint: Endpoint): ObjectSchema => {
  const auth = endpoint.auth
  if (auth.kind !== 'session') return endpoint.params
  const hashed = auth.hashed ? { version: optNum, payload_hash: optStr } : {}
  return z.extend(endpoint.params, {
    [auth.signer]: str,
    timestamp: num,
    [auth.field]: str,
    ...hashed,
  }) as ObjectSchema
}

const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** Reads either list shape into `{items, total}`; a client must accept both from a real node. */
export const readList = (data: unknown): ListPage<unknown> => {
  if (Array.isArray(data)) return { items: data, total: data.length }
  const record = (data ?? {}) as Record<string, unknown>
  const items = arrayOf(record.data_list ?? record.result ?? record.user_list)
  const total = Number(record.total_count ?? record.total ?? items.length)
  return { items, total: Number.isFinite(total) ? total : items.length }
}

/** Writes a list in the shape a client asked for (`api-version: 2` or the endpoint's legacy shape). */
export const writeList = (
  shape: LegacyListShape,
  items: unknown[],
  total: number,
  apiVersion?: string,
): unknown => {
  if (apiVersion === '2') return { data_list: items, total_count: total }
  switch (shape.items) {
    case 'array':
      return items
    case 'result':
      return shape.totalCount ? { result: items, total, total_count: total } : { result: items, total }
    case 'user_list':
      return { user_list: items, total_count: total }
    case 'data_list':
      return { data_list: items, total_count: total }
  }
}
