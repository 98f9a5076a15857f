/**
 * Client side of the contract, still pure: turns an endpoint and its params into the exact request a node
 * expects (auth fields added, signature computed over the rule's string), and reads an envelope back into
 * typed data or a typed error. Transport (fetch, headers, timeouts) lives in an adapter.
 */
import type * as z from 'zod/mini'
import { errors, NodeError } from '../errors'
import {
  type DataOf,
  type Endpoint,
  hashedVariantOf,
  type Method,
  type ParamsOf,
  partValue,
  readList,
  sessionSignContent,
} from './endpoint'
import { envelopeSchema } from './envelope'
import { refusalNameOf } from './refusals'

/** Signs the exact string of a session-signed request with the session key; returns base64. */
interface RequestSigner {
  userid: string
  sign: (content: string) => string
}

export interface BuiltRequest {
  method: Method
  path: string
  /** GET parameters, all as strings (the node reads a query string). */
  query?: Record<string, string>
  /** POST JSON body. */
  body?: Record<string, unknown>
  /** The string that was signed, for logs and tests; never sent. */
  signContent?: string
}

interface BuildContext {
  /** Required for session-signed endpoints. */
  signer?: RequestSigner
  /** Milliseconds; the SDK supplies a monotonic clock so two requests never share a signature. */
  timestamp: number
}

interface AsyncBuildContext {
  signer?: { userid: string; sign: (content: string) => Promise<string> }
  timestamp: number
}

const describeIssues = (error: z.core.$ZodError): string =>
  error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')

const toQuery = (fields: Record<string, unknown>): Record<string, string> => {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) query[key] = partValue(value)
  }
  return query
}

interface Draft {
  fields: Record<string, unknown>
  /** The string to sign and the field its signature goes in; absent for unsigned endpoints. */
  signing?: { content: string; field: string; sign: (content: string) => string | Promise<string> }
}

/** Validates params against the contract and adds userid/timestamp, and the string to sign, as the auth rule says. */
const draftRequest = <E extends Endpoint>(
  endpoint: E,
  params: ParamsOf<E>,
  ctx: BuildContext | AsyncBuildContext,
): Draft => {
  const parsed = endpoint.params.safeParse(params)
  if (!parsed.success) {
    throw errors.invalidInput(`Invalid ${endpoint.name} request: ${describeIssues(parsed.error)}`, {
      endpoint: endpoint.name,
    })
  }
  const fields: Record<string, unknown> = { ...(params as Record<string, unknown>) }
  for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key]
  const auth = endpoint.auth
  if (auth.kind !== 'session') return { fields }
  if (!ctx.signer) throw errors.keysRequired()
  if (!ctx.signer.userid) throw errors.useridEmpty()
  fields[auth.signer] = ctx.signer.userid
  fields.timestamp = ctx.timestamp
  const content = sessionSignContent(auth, fields)
  // The hashed variant sends what it signed, so the node can compare it with its own computation.
  if (hashedVariantOf(auth, fields)) Object.assign(fields, { version: 2, payload_hash: content })
  return { fields, signing: { content, field: auth.field, sign: ctx.signer.sign } }
}

const shapeRequest = (endpoint: Endpoint, { fields, signing }: Draft): BuiltRequest => {
  const base = {
    method: endpoint.method,
    path: endpoint.path,
    ...(signing === undefined ? {} : { signContent: signing.content }),
  }
  return endpoint.method === 'GET' ? { ...base, query: toQuery(fields) } : { ...base, body: fields }
}

/** Validates params against the contract and adds userid/timestamp/signature as the auth rule says. */
export const buildRequest = <E extends Endpoint>(
  endpoint: E,
  params: ParamsOf<E>,
  ctx: BuildContext,
): BuiltRequest => {
  const draft = draftRequest(endpoint, params, ctx)
  if (draft.signing) draft.fields[draft.signing.field] = draft.signing.sign(draft.signing.content)
  return shapeRequest(endpoint, draft)
}

/**
 * `buildRequest` with a signer that answers later (the browser's native Ed25519 is asynchronous). Params
 * and keys are checked, and the timestamp taken, before it waits.
 */
export const buildRequestAsync = async <E extends Endpoint>(
  endpoint: E,
  params: ParamsOf<E>,
  ctx: AsyncBuildContext,
): Promise<BuiltRequest> => {
  const draft = draftRequest(endpoint, params, ctx)
  if (draft.signing) draft.fields[draft.signing.field] = await draft.signing.sign(draft.signing.content)
  return shapeRequest(endpoint, draft)
}

/**
 * Reads a parsed JSON body. Code 0 gives the endpoint's data (lists normalised to `{items, total}` from
 * either list shape); a non-zero code throws NodeError with the node's `msg` and the declared refusal it is
 * (`isRefusal`), unless the body carries an `id`, which is returned whole (docs/product.md §7).
 */
export const readResponse = <E extends Endpoint>(endpoint: E, body: unknown): DataOf<E> => {
  const envelope = envelopeSchema.safeParse(body)
  if (!envelope.success)
    throw errors.invalidInput(`Unexpected response from ${endpoint.path}: not an envelope`)
  const { code, msg, data } = envelope.data
  // docs/product.md §7: a non-zero code returns the whole body when it has an id (a JSON-RPC style answer).
  if (code !== 0 && envelope.data.id !== undefined) return body as DataOf<E>
  if (code !== 0) {
    const text = msg ?? `Error code ${code}`
    const refusal = refusalNameOf(endpoint, code, text)
    throw new NodeError(code, text, body, { endpoint: endpoint.name, refusal })
  }
  if (endpoint.list) {
    const page = readList(data)
    const items = page.items.map((item) => {
      const parsed = endpoint.item.safeParse(item)
      if (!parsed.success) {
        throw errors.invalidInput(`Unexpected item from ${endpoint.path}: ${describeIssues(parsed.error)}`)
      }
      return parsed.data
    })
    return { items, total: page.total } as DataOf<E>
  }
  const parsed = endpoint.data.safeParse(data)
  if (!parsed.success) {
    throw errors.invalidInput(`Unexpected data from ${endpoint.path}: ${describeIssues(parsed.error)}`)
  }
  return parsed.data as DataOf<E>
}
