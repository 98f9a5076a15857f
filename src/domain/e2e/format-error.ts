/**
 * What the e2e decoders throw for bytes that are not what docs/protocol.md §3.10 writes: a content envelope
 * or a device certificate from a broken or hostile peer. The catalogue's `INPUT.INVALID` code, so a caller that
 * only branches on codes treats it like any other refused input; the class and `detail` say which reader refused
 * and why, for the log and the tests. A person never sees the message: the row shows UNDECRYPTABLE_TEXT.
 */
import { ErrorCode, Web3MQError } from '../error-base'

/** The reader that refused: a content envelope or a device certificate. */
export type E2eFormatKind = 'envelope' | 'device certificate'

export class E2eFormatError extends Web3MQError {
  override name = 'E2eFormatError'
  readonly kind: E2eFormatKind
  readonly reason: string

  constructor(kind: E2eFormatKind, reason: string) {
    super(ErrorCode.InvalidInput, `Malformed ${kind}: ${reason}`, { detail: { kind, reason } })
    this.kind = kind
    this.reason = reason
  }
}

export const isE2eFormatError = (value: unknown): value is E2eFormatError => value instanceof E2eFormatError

/**
 * UTF-8 that refuses invalid sequences instead of replacing them, so hostile bytes cannot alias text, and keeps
 * a leading BOM as a character (JSON then refuses it) instead of silently dropping it.
 */
const strictUtf8 = (bytes: Uint8Array): string =>
  new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)

/** The UTF-8 JSON object inside `bytes`; throws E2eFormatError for bad UTF-8, bad JSON or a non-object. */
export const parseJsonObject = (bytes: Uint8Array, kind: E2eFormatKind): Record<string, unknown> => {
  let value: unknown
  try {
    value = JSON.parse(strictUtf8(bytes))
  } catch {
    throw new E2eFormatError(kind, 'not UTF-8 JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new E2eFormatError(kind, 'not a JSON object')
  return value as Record<string, unknown>
}

/** UTF-8 of a string, or null for bytes that are not strict UTF-8. */
export const strictUtf8OrNull = (bytes: Uint8Array): string | null => {
  try {
    return strictUtf8(bytes)
  } catch {
    return null
  }
}
