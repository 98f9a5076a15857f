/**
 * The URL-safe base64 without padding that Web Push writes everywhere: the subscription's `p256dh` and `auth`,
 * the `applicationServerKey`, and every part of a VAPID JWT. Built on the padded codec of `crypto/encoding.ts`.
 */
import { base64ToBytes, bytesToBase64 } from '../crypto/encoding'

const BASE64URL_RE = /^[A-Za-z0-9_-]*$/

/** URL-safe alphabet (`-`, `_`), no `=` padding. */
export const bytesToBase64Url = (bytes: Uint8Array): string =>
  bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/**
 * Strict decoder: the URL-safe alphabet only, no padding (a browser's `PushSubscription.toJSON()` writes none),
 * and a length a real encoding can have; throws a TypeError otherwise.
 */
export const base64UrlToBytes = (value: string): Uint8Array => {
  if (!BASE64URL_RE.test(value) || value.length % 4 === 1) throw new TypeError('base64url string expected')
  const padded = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4)
  return base64ToBytes(padded)
}
