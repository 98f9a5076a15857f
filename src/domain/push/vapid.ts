/**
 * RFC 8292 VAPID: the `Authorization: vapid t=<JWT>, k=<key>` header an application server sends with each
 * push, and its check as a push service makes it. ES256 over P-256 with the raw 64-byte r||s signature that
 * JWS (RFC 7515) writes. Pure: the caller passes the expiry and, to verify, the current time in seconds.
 */
import { p256 } from '@noble/curves/nist.js'
import { bytesToUtf8, utf8ToBytes } from '../crypto/encoding'
import { base64UrlToBytes, bytesToBase64Url } from './base64url'
import { WebPushError } from './error'

/** RFC 8292 §2: a push service refuses an `exp` more than 24 hours ahead. */
export const VAPID_MAX_LIFETIME_S = 24 * 60 * 60
const JWT_HEADER = '{"typ":"JWT","alg":"ES256"}'

export interface VapidClaims {
  /** The origin of the push endpoint, e.g. `http://127.0.0.1:4567` (no path). */
  audience: string
  /** How the push service can reach the sender: `mailto:…` or an `https:` URL (RFC 8292 §2.1). */
  subject: string
  /** Seconds since the epoch. */
  expiresAt: number
}

export interface VapidSignInput extends VapidClaims {
  privateKey: Uint8Array
  publicKey: Uint8Array
}

export interface VerifiedVapid {
  publicKey: Uint8Array
  subject: string
  expiresAt: number
}

const refuse = (reason: string, cause?: unknown): never => {
  throw new WebPushError('vapid', reason, cause)
}

const isOrigin = (value: string): boolean => {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
  } catch {
    return false
  }
}

const isSubject = (value: string): boolean => /^mailto:\S+$/.test(value) || /^https:\/\/\S+$/.test(value)

/** The public key (65-byte uncompressed point) and the `applicationServerKey` a browser subscribes with. */
export const vapidKeysFromPrivate = (
  privateKey: Uint8Array,
): { publicKey: Uint8Array; applicationServerKey: string } => {
  if (privateKey.length !== 32) refuse(`private key must be 32 bytes, got ${privateKey.length}`)
  let publicKey: Uint8Array = new Uint8Array(0)
  try {
    publicKey = p256.getPublicKey(privateKey, false)
  } catch (cause) {
    refuse('private key is not a valid P-256 scalar', cause)
  }
  return { publicKey, applicationServerKey: bytesToBase64Url(publicKey) }
}

/** The value of the `Authorization` header: `vapid t=<JWT>, k=<base64url public key>`. */
export const vapidAuthorization = (input: VapidSignInput): string => {
  const { audience, subject, expiresAt, privateKey, publicKey } = input
  if (!isOrigin(audience)) refuse(`audience ${JSON.stringify(audience)} is not an origin`)
  if (!isSubject(subject)) refuse(`subject ${JSON.stringify(subject)} is not a mailto: or https: URI`)
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= 0) refuse(`expiry ${expiresAt} is not whole seconds`)
  const own = vapidKeysFromPrivate(privateKey).publicKey
  if (publicKey.length !== own.length || !own.every((byte, i) => byte === publicKey[i]))
    refuse('public key does not belong to the private key')
  const claims = JSON.stringify({ aud: audience, exp: expiresAt, sub: subject })
  const signingInput = `${bytesToBase64Url(utf8ToBytes(JWT_HEADER))}.${bytesToBase64Url(utf8ToBytes(claims))}`
  const signature = p256.sign(utf8ToBytes(signingInput), privateKey) // sha-256 prehash, compact r||s
  return `vapid t=${signingInput}.${bytesToBase64Url(signature)}, k=${bytesToBase64Url(publicKey)}`
}

/** `vapid t=…, k=…` (scheme in any case, parameters in any order) → its two values. */
const parseHeader = (header: string): { token: string; key: string } => {
  const match = /^vapid\s+(.+)$/i.exec(header.trim())
  if (!match?.[1]) return refuse('header is not of the vapid scheme')
  const params = new Map<string, string>()
  for (const part of match[1].split(',')) {
    const pair = /^\s*([A-Za-z]+)\s*=\s*([A-Za-z0-9._-]+)\s*$/.exec(part)
    if (!pair?.[1] || !pair[2]) return refuse('header parameters are malformed')
    params.set(pair[1].toLowerCase(), pair[2])
  }
  const token = params.get('t')
  const key = params.get('k')
  if (!token || !key) return refuse('header lacks t= or k=')
  return { token, key }
}

const decodePart = (part: string, what: string): unknown => {
  try {
    return JSON.parse(bytesToUtf8(base64UrlToBytes(part)))
  } catch (cause) {
    return refuse(`JWT ${what} is not base64url JSON`, cause)
  }
}

const decodeBytes = (text: string, what: string): Uint8Array => {
  try {
    return base64UrlToBytes(text)
  } catch (cause) {
    return refuse(`${what} is not base64url`, cause)
  }
}

/** A push service's check (RFC 8292 §2, §3): signature by `k`, audience, and an expiry within the next 24 h. */
export const verifyVapid = (header: string, expected: { audience: string; now: number }): VerifiedVapid => {
  const { token, key } = parseHeader(header)
  const parts = token.split('.')
  if (parts.length !== 3) refuse('JWT does not have three parts')
  const [head = '', body = '', sig = ''] = parts
  const jwtHeader = decodePart(head, 'header') as { alg?: unknown } | null
  if (jwtHeader?.alg !== 'ES256') refuse('JWT algorithm is not ES256')
  const publicKey = decodeBytes(key, 'k')
  const signature = decodeBytes(sig, 'JWT signature')
  if (signature.length !== 64) refuse(`JWT signature must be 64 bytes, got ${signature.length}`)
  let valid = false
  try {
    // JWS does not require low-S, so a signature by another ES256 signer is accepted as it is.
    valid =
      publicKey.length === 65 &&
      p256.verify(signature, utf8ToBytes(`${head}.${body}`), publicKey, { lowS: false })
  } catch {
    valid = false
  }
  if (!valid) refuse('JWT signature does not verify with k')
  const claims = decodePart(body, 'claims') as { aud?: unknown; exp?: unknown; sub?: unknown } | null
  if (claims?.aud !== expected.audience)
    refuse(`audience ${JSON.stringify(claims?.aud)} is not ${JSON.stringify(expected.audience)}`)
  const exp = claims?.exp
  if (typeof exp !== 'number' || !Number.isSafeInteger(exp)) return refuse('JWT exp is not whole seconds')
  if (exp <= expected.now) refuse(`JWT expired at ${exp} (now ${expected.now})`)
  if (exp > expected.now + VAPID_MAX_LIFETIME_S) refuse(`JWT exp ${exp} is more than 24 hours ahead`)
  const sub = claims?.sub
  if (typeof sub !== 'string' || !isSubject(sub)) return refuse('JWT sub is not a mailto: or https: URI')
  return { publicKey, subject: sub, expiresAt: exp }
}
