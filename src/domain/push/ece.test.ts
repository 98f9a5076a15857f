import { gcm } from '@noble/ciphers/aes.js'
import { p256 } from '@noble/curves/nist.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { describe, expect, it } from 'vitest'
import { caughtWeb3MQError } from '../../../tests/_util/caught'
import { bytesToUtf8, concatBytes, utf8ToBytes } from '../crypto/encoding'
import { base64UrlToBytes, bytesToBase64Url } from './base64url'
import { decryptPush, encryptPush, MAX_PUSH_PLAINTEXT } from './ece'
import { isWebPushError } from './error'

// RFC 8291 §5 "Push Message Encryption Example", its values copied as data.
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_' +
    'yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
}
const b = base64UrlToBytes

const receiver = {
  receiverPrivateKey: b(RFC.uaPrivate),
  receiverPublicKey: b(RFC.uaPublic),
  auth: b(RFC.auth),
}

// Fixed test keys and salts; the domain draws nothing itself.
const seeded = (fill: number, length: number): Uint8Array => new Uint8Array(length).fill(fill)
const senderKey = seeded(7, 32)
const salt = seeded(9, 16)
const subscription = { p256dh: b(RFC.uaPublic), auth: b(RFC.auth) }

/** The words a refusal says; anything but a WebPushError fails the test. */
const reasonOf = (run: () => unknown): string => {
  const error = caughtWeb3MQError(run)
  expect(isWebPushError(error)).toBe(true)
  return error.message
}

describe('RFC 8291 aes128gcm', () => {
  it('reproduces the RFC 8291 §5 worked example byte for byte', () => {
    const body = encryptPush({
      plaintext: utf8ToBytes(RFC.plaintext),
      subscription,
      salt: b(RFC.salt),
      senderPrivateKey: b(RFC.asPrivate),
      recordSize: 4096,
    })
    expect(bytesToBase64Url(body)).toBe(RFC.body)
    // The header names the sender's public key the example gives.
    expect(bytesToBase64Url(body.subarray(21, 86))).toBe(RFC.asPublic)
  })

  it('gives the same body from a key agreement made elsewhere (native ECDH on a node)', () => {
    // The x coordinate of the shared point, computed here from the user agent's side of the example.
    const sharedSecret = p256.getSharedSecret(b(RFC.uaPrivate), b(RFC.asPublic), true).subarray(1)
    const body = encryptPush({
      plaintext: utf8ToBytes(RFC.plaintext),
      subscription,
      salt: b(RFC.salt),
      agreed: { senderPublicKey: b(RFC.asPublic), sharedSecret },
    })
    expect(bytesToBase64Url(body)).toBe(RFC.body)
    expect(
      reasonOf(() =>
        encryptPush({
          plaintext: utf8ToBytes(RFC.plaintext),
          subscription,
          salt: b(RFC.salt),
          agreed: { senderPublicKey: b(RFC.asPublic), sharedSecret: sharedSecret.subarray(1) },
        }),
      ),
    ).toBe('Web Push message refused: shared secret must be 32 bytes, got 31')
  })

  it('decrypts the RFC 8291 §5 body with the user agent keys', () => {
    expect(bytesToUtf8(decryptPush({ body: b(RFC.body), ...receiver }))).toBe(RFC.plaintext)
  })

  it('round-trips a push payload, record size 4096 by default', () => {
    const plaintext = utf8ToBytes('{"v":1,"title":"Alice","body":"héllo 👋"}')
    const body = encryptPush({ plaintext, subscription, salt, senderPrivateKey: senderKey })
    expect(new DataView(body.buffer, body.byteOffset).getUint32(16)).toBe(4096)
    expect(body[20]).toBe(65)
    expect(body.subarray(21, 86)).toEqual(p256.getPublicKey(senderKey, false))
    expect(body.length).toBe(86 + plaintext.length + 1 + 16)
    expect(decryptPush({ body, ...receiver })).toEqual(plaintext)
  })

  it('fits exactly MAX_PUSH_PLAINTEXT (3993) bytes in a 4,096-byte body and refuses one more', () => {
    expect(MAX_PUSH_PLAINTEXT).toBe(3993)
    const largest = seeded(0x61, MAX_PUSH_PLAINTEXT)
    const body = encryptPush({ plaintext: largest, subscription, salt, senderPrivateKey: senderKey })
    expect(body.length).toBe(4096)
    expect(decryptPush({ body, ...receiver })).toEqual(largest)
    const tooLong = seeded(0x61, MAX_PUSH_PLAINTEXT + 1)
    expect(
      reasonOf(() => encryptPush({ plaintext: tooLong, subscription, salt, senderPrivateKey: senderKey })),
    ).toBe('Web Push message refused: plaintext of 3994 bytes exceeds 3993')
  })

  it('refuses a wrong auth secret', () => {
    const body = b(RFC.body)
    const auth = b(RFC.auth)
    auth[0] = (auth[0] ?? 0) ^ 1
    expect(reasonOf(() => decryptPush({ ...receiver, body, auth }))).toBe(
      'Web Push message refused: record does not decrypt (wrong key or auth secret, or altered bytes)',
    )
  })

  it('refuses a body meant for another user agent', () => {
    const otherPrivate = seeded(3, 32)
    const other = {
      receiverPrivateKey: otherPrivate,
      receiverPublicKey: p256.getPublicKey(otherPrivate, false),
    }
    expect(reasonOf(() => decryptPush({ ...receiver, ...other, body: b(RFC.body) }))).toMatch(
      /does not decrypt/,
    )
  })

  it('refuses any one flipped byte of salt, key id or record', () => {
    const original = b(RFC.body)
    for (const index of [0, 15, 30, 85, 86, original.length - 1]) {
      const body = original.slice()
      body[index] = (body[index] ?? 0) ^ 0x01
      expect(() => decryptPush({ body, ...receiver }), `byte ${index}`).toThrow(
        /Web Push message refused: (record does not decrypt|header sender key is not a P-256 point)/,
      )
    }
  })

  it('names a bad header', () => {
    const body = b(RFC.body)
    const shortId = body.slice()
    shortId[20] = 64
    expect(reasonOf(() => decryptPush({ body: shortId, ...receiver }))).toBe(
      'Web Push message refused: header key id is 64 bytes, expected 65',
    )
    const tinyRs = body.slice()
    new DataView(tinyRs.buffer).setUint32(16, 17)
    expect(reasonOf(() => decryptPush({ body: tinyRs, ...receiver }))).toBe(
      'Web Push message refused: header record size 17 is below 18',
    )
    const twoRecords = body.slice()
    new DataView(twoRecords.buffer).setUint32(16, 40)
    expect(reasonOf(() => decryptPush({ body: twoRecords, ...receiver }))).toBe(
      'Web Push message refused: body holds more than one record of 40 bytes',
    )
    expect(reasonOf(() => decryptPush({ body: body.subarray(0, 20), ...receiver }))).toBe(
      'Web Push message refused: body is shorter than the aes128gcm header',
    )
    expect(reasonOf(() => decryptPush({ body: body.subarray(0, 100), ...receiver }))).toBe(
      'Web Push message refused: body holds no complete record',
    )
  })

  it('refuses a record whose padding has no last-record delimiter', () => {
    // Encrypt by hand with the RFC's keys a record that ends in the 0x01 (not-last) delimiter.
    const label = (t: string) => concatBytes(utf8ToBytes(t), new Uint8Array([0]))
    const shared = p256.getSharedSecret(b(RFC.asPrivate), b(RFC.uaPublic), true).subarray(1)
    const ikm = hkdf(
      sha256,
      shared,
      b(RFC.auth),
      concatBytes(label('WebPush: info'), b(RFC.uaPublic), b(RFC.asPublic)),
      32,
    )
    const cek = hkdf(sha256, ikm, b(RFC.salt), label('Content-Encoding: aes128gcm'), 16)
    const nonce = hkdf(sha256, ikm, b(RFC.salt), label('Content-Encoding: nonce'), 12)
    const record = gcm(cek, nonce).encrypt(concatBytes(utf8ToBytes('hi'), new Uint8Array([1, 0, 0])))
    const body = concatBytes(b(RFC.body).subarray(0, 86), record)
    expect(reasonOf(() => decryptPush({ body, ...receiver }))).toBe(
      'Web Push message refused: record has no last-record delimiter',
    )
  })

  it('refuses keys of the wrong shape', () => {
    const base = { plaintext: utf8ToBytes('x'), subscription, salt, senderPrivateKey: senderKey }
    expect(reasonOf(() => encryptPush({ ...base, salt: seeded(1, 15) }))).toBe(
      'Web Push message refused: salt must be 16 bytes, got 15',
    )
    expect(
      reasonOf(() => encryptPush({ ...base, subscription: { ...subscription, auth: seeded(1, 12) } })),
    ).toBe('Web Push message refused: auth secret must be 16 bytes, got 12')
    const offCurve = b(RFC.uaPublic)
    offCurve[64] = (offCurve[64] ?? 0) ^ 1
    expect(
      reasonOf(() => encryptPush({ ...base, subscription: { ...subscription, p256dh: offCurve } })),
    ).toBe('Web Push message refused: p256dh is not a P-256 point')
    expect(
      reasonOf(() => decryptPush({ ...receiver, receiverPublicKey: b(RFC.asPublic), body: b(RFC.body) })),
    ).toBe('Web Push message refused: receiver public key does not belong to the receiver private key')
  })
})
