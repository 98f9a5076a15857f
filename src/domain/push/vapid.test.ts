import { p256 } from '@noble/curves/nist.js'
import { describe, expect, it } from 'vitest'
import { caughtWeb3MQError } from '../../../tests/_util/caught'
import { bytesToUtf8, utf8ToBytes } from '../crypto/encoding'
import { base64UrlToBytes, bytesToBase64Url } from './base64url'
import { isWebPushError } from './error'
import { VAPID_MAX_LIFETIME_S, vapidAuthorization, vapidKeysFromPrivate, verifyVapid } from './vapid'

// Fixed test keys; the domain draws nothing itself.
const privateKey = new Uint8Array(32).fill(5)
const otherPrivateKey = new Uint8Array(32).fill(6)
const { publicKey, applicationServerKey } = vapidKeysFromPrivate(privateKey)
const audience = 'http://127.0.0.1:4567'
const subject = 'mailto:push@example.test'
const now = 1_800_000_000
const expiresAt = now + 12 * 60 * 60

const sign = (over: Partial<Parameters<typeof vapidAuthorization>[0]> = {}): string =>
  vapidAuthorization({ audience, subject, expiresAt, privateKey, publicKey, ...over })

const partsOf = (header: string) => {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header)
  if (!match?.[1] || !match[2]) throw new Error(`unexpected header ${header}`)
  const [head = '', claims = '', sig = ''] = match[1].split('.')
  return { head, claims, sig, key: match[2] }
}

/** The words a refusal says; anything but a WebPushError fails the test. */
const reasonOf = (run: () => unknown): string => {
  const error = caughtWeb3MQError(run)
  expect(isWebPushError(error)).toBe(true)
  return error.message
}

describe('RFC 8292 VAPID', () => {
  it('derives the uncompressed public key and the applicationServerKey', () => {
    expect(publicKey).toEqual(p256.getPublicKey(privateKey, false))
    expect(publicKey.length).toBe(65)
    expect(base64UrlToBytes(applicationServerKey)).toEqual(publicKey)
    expect(applicationServerKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
  })

  it('writes an ES256 JWT whose header and claims are exactly the expected JSON', () => {
    const { head, claims, sig, key } = partsOf(sign())
    expect(bytesToUtf8(base64UrlToBytes(head))).toBe('{"typ":"JWT","alg":"ES256"}')
    expect(bytesToUtf8(base64UrlToBytes(claims))).toBe(
      `{"aud":"http://127.0.0.1:4567","exp":${expiresAt},"sub":"mailto:push@example.test"}`,
    )
    expect(key).toBe(applicationServerKey)
    expect(sig).toMatch(/^[A-Za-z0-9_-]{86}$/) // 64 bytes, no padding
    expect(p256.verify(base64UrlToBytes(sig), utf8ToBytes(`${head}.${claims}`), publicKey)).toBe(true)
  })

  it('round-trips: the push service check returns the key, subject and expiry', () => {
    const verified = verifyVapid(sign(), { audience, now })
    expect(verified).toEqual({ publicKey, subject, expiresAt })
    expect(
      verifyVapid(sign({ subject: 'https://app.example.test/contact' }), { audience, now }).subject,
    ).toBe('https://app.example.test/contact')
  })

  it('refuses a token signed by another key than k', () => {
    const forged = partsOf(
      sign({ privateKey: otherPrivateKey, publicKey: vapidKeysFromPrivate(otherPrivateKey).publicKey }),
    )
    const header = `vapid t=${forged.head}.${forged.claims}.${forged.sig}, k=${applicationServerKey}`
    expect(reasonOf(() => verifyVapid(header, { audience, now }))).toBe(
      'VAPID authorization refused: JWT signature does not verify with k',
    )
  })

  it('refuses claims changed after signing', () => {
    const { head, sig, key } = partsOf(sign())
    const claims = bytesToBase64Url(
      utf8ToBytes(`{"aud":"${audience}","exp":${expiresAt + 60},"sub":"${subject}"}`),
    )
    expect(reasonOf(() => verifyVapid(`vapid t=${head}.${claims}.${sig}, k=${key}`, { audience, now }))).toBe(
      'VAPID authorization refused: JWT signature does not verify with k',
    )
  })

  it('refuses another audience', () => {
    expect(reasonOf(() => verifyVapid(sign(), { audience: 'http://127.0.0.1:4568', now }))).toBe(
      'VAPID authorization refused: audience "http://127.0.0.1:4567" is not "http://127.0.0.1:4568"',
    )
  })

  it('refuses an expired token and one more than 24 hours ahead', () => {
    expect(reasonOf(() => verifyVapid(sign({ expiresAt: now }), { audience, now }))).toBe(
      `VAPID authorization refused: JWT expired at ${now} (now ${now})`,
    )
    const tooFar = now + VAPID_MAX_LIFETIME_S + 1
    expect(reasonOf(() => verifyVapid(sign({ expiresAt: tooFar }), { audience, now }))).toBe(
      `VAPID authorization refused: JWT exp ${tooFar} is more than 24 hours ahead`,
    )
    expect(verifyVapid(sign({ expiresAt: now + VAPID_MAX_LIFETIME_S }), { audience, now }).expiresAt).toBe(
      now + VAPID_MAX_LIFETIME_S,
    )
  })

  it('reads the parameters in any order and the scheme in any case', () => {
    const { head, claims, sig, key } = partsOf(sign())
    expect(verifyVapid(`VAPID k=${key},t=${head}.${claims}.${sig}`, { audience, now }).subject).toBe(subject)
  })

  it('refuses malformed headers', () => {
    const { head, claims, sig } = partsOf(sign())
    const cases: Array<[string, string]> = [
      [`WebPush ${head}.${claims}.${sig}`, 'header is not of the vapid scheme'],
      [`vapid t=${head}.${claims}.${sig}`, 'header lacks t= or k='],
      [`vapid t=${head}.${claims}, k=${applicationServerKey}`, 'JWT does not have three parts'],
      [`vapid t=${head}.${claims}.${sig}, k=${applicationServerKey}; x`, 'header parameters are malformed'],
    ]
    for (const [header, reason] of cases)
      expect(reasonOf(() => verifyVapid(header, { audience, now }))).toBe(
        `VAPID authorization refused: ${reason}`,
      )
  })

  it('refuses to sign with a wrong audience, subject or key pair', () => {
    expect(reasonOf(() => sign({ audience: 'http://127.0.0.1:4567/push/abc' }))).toBe(
      'VAPID authorization refused: audience "http://127.0.0.1:4567/push/abc" is not an origin',
    )
    expect(reasonOf(() => sign({ subject: 'push@example.test' }))).toBe(
      'VAPID authorization refused: subject "push@example.test" is not a mailto: or https: URI',
    )
    expect(reasonOf(() => sign({ publicKey: vapidKeysFromPrivate(otherPrivateKey).publicKey }))).toBe(
      'VAPID authorization refused: public key does not belong to the private key',
    )
  })
})
