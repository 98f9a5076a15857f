/**
 * The content envelope, the application data of every encrypted chat message (docs/protocol.md §3.10
 * "Inside"): UTF-8 JSON `{"v":1,"type":…,"body":…}` with optional `fallback`, `refs` and `content` (a content
 * type's fields, docs/protocol.md §3.11), behind a 4-byte
 * big-endian length of the JSON, zero-padded to a size bucket so the node learns the size only to the bucket.
 */
import { utf8ToBytes } from '../crypto/encoding'
import { errors } from '../errors'
import { E2eFormatError, parseJsonObject } from './format-error'

export const ENVELOPE_VERSION = 1
/** The `type` of a plain text message, the only one whose `body` is shown as is. */
export const TEXT_TYPE = 'text'
/** Bytes of the big-endian length in front of the JSON. */
export const LENGTH_PREFIX_BYTES = 4
/** The buckets up to 4096 bytes double from 64; past 4096 every multiple of 4096 is one. */
export const SMALLEST_BUCKET = 64
export const LARGE_BUCKET_STEP = 4096

export interface Envelope {
  type: string
  body: string
  /** Text for a client that does not know `type`. */
  fallback?: string
  /** Ids of the messages this one refers to (a reply's or a reaction's target). */
  refs?: string[]
  /** The fields of a content type other than text (docs/protocol.md §3.11), a JSON object. */
  content?: Record<string, unknown>
}

/** The padded size of `n` bytes (length prefix and JSON): 64, 128, …, 4096, then the next multiple of 4096. */
export const bucketSize = (n: number): number => {
  if (!Number.isSafeInteger(n) || n < 0) throw errors.invalidInput('bucket size of a non-negative integer')
  if (n > LARGE_BUCKET_STEP) return Math.ceil(n / LARGE_BUCKET_STEP) * LARGE_BUCKET_STEP
  let bucket = SMALLEST_BUCKET
  while (bucket < n) bucket *= 2
  return bucket
}

/** The one text envelope a chat sends. */
export const textEnvelope = (body: string): Envelope => ({ type: TEXT_TYPE, body })

/** The JSON with its keys in the one fixed order; JSON.stringify leaves out an optional key that is undefined. */
const envelopeJson = (env: Envelope): string =>
  JSON.stringify({
    v: ENVELOPE_VERSION,
    type: env.type,
    body: env.body,
    fallback: env.fallback,
    refs: env.refs,
    content: env.content,
  })

/** Length prefix + JSON + zeros up to the bucket. */
export const encodeEnvelope = (env: Envelope): Uint8Array => {
  const json = utf8ToBytes(envelopeJson(env))
  const out = new Uint8Array(bucketSize(LENGTH_PREFIX_BYTES + json.length))
  new DataView(out.buffer).setUint32(0, json.length, false)
  out.set(json, LENGTH_PREFIX_BYTES)
  return out
}

const refuse = (reason: string): never => {
  throw new E2eFormatError('envelope', reason)
}

const requiredString = (value: unknown, field: string): string => {
  if (value === undefined) refuse(`${field} is missing`)
  if (typeof value !== 'string') refuse(`${field} is not a string`)
  return value as string
}

const optionalString = (value: unknown, field: string): string | undefined => {
  if (value !== undefined && typeof value !== 'string') refuse(`${field} is not a string`)
  return value as string | undefined
}

const optionalRefs = (value: unknown): string[] | undefined => {
  if (value === undefined) return undefined
  if (!Array.isArray(value) || !value.every((ref) => typeof ref === 'string'))
    refuse('refs is not a string list')
  return value as string[]
}

const optionalObject = (value: unknown, field: string): Record<string, unknown> | undefined => {
  if (value === undefined) return undefined
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(`${field} is not an object`)
  return value as Record<string, unknown>
}

/**
 * Reads padded envelope bytes. Throws E2eFormatError (with `reason`) for bytes that are not exactly one bucket
 * for their length, padding that is not all zeros, bad UTF-8 or JSON, `v` other than 1, a missing or empty `type`, a missing
 * `body`, or a field of the wrong kind. Keys it does not know are ignored: a later field may be added
 * without a new `v`, and an older client still shows the message.
 */
export const decodeEnvelope = (bytes: Uint8Array): Envelope => {
  if (bytes.length < LENGTH_PREFIX_BYTES) refuse('shorter than its length prefix')
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, false)
  const end = LENGTH_PREFIX_BYTES + length
  // bucketSize(end) >= end, so a length past the bytes fails this too.
  if (bytes.length !== bucketSize(end)) refuse('length does not match its bucket')
  if (bytes.subarray(end).some((byte) => byte !== 0)) refuse('padding is not zero')
  const json = parseJsonObject(bytes.subarray(LENGTH_PREFIX_BYTES, end), 'envelope')
  if (json.v !== ENVELOPE_VERSION) refuse('v is not 1')
  const type = requiredString(json.type, 'type')
  if (type === '') refuse('type is empty')
  const body = requiredString(json.body, 'body')
  const fallback = optionalString(json.fallback, 'fallback')
  const refs = optionalRefs(json.refs)
  const content = optionalObject(json.content, 'content')
  return {
    type,
    body,
    ...(fallback === undefined ? {} : { fallback }),
    ...(refs === undefined ? {} : { refs }),
    ...(content === undefined ? {} : { content }),
  }
}
