/**
 * What the Web Push readers and writers throw: bytes or a header that RFC 8291 / RFC 8292 refuse, a key of the
 * wrong size, or a payload too long for one record. The catalogue's `INPUT.INVALID` code, so a caller that only
 * branches on codes treats it like any other refused input; `kind` and `reason` say which part refused and why.
 */
import { ErrorCode, Web3MQError } from '../error-base'

/** The part that refused: the aes128gcm body (RFC 8291) or the VAPID authorization (RFC 8292). */
export type WebPushErrorKind = 'encryption' | 'vapid'

export class WebPushError extends Web3MQError {
  override name = 'WebPushError'
  readonly kind: WebPushErrorKind
  readonly reason: string

  constructor(kind: WebPushErrorKind, reason: string, cause?: unknown) {
    const prefix = kind === 'vapid' ? 'VAPID authorization refused' : 'Web Push message refused'
    super(ErrorCode.InvalidInput, `${prefix}: ${reason}`, { detail: { kind, reason }, cause })
    this.kind = kind
    this.reason = reason
  }
}

export const isWebPushError = (value: unknown): value is WebPushError => value instanceof WebPushError
