/**
 * Ed25519 through node:crypto (OpenSSL), for the SDK and tools running in Node: the same RFC 8032 bytes
 * as noble, about ten times faster. Install it once with `useEd25519(nodeEd25519())`. A seed becomes a
 * KeyObject once (building one costs about as much as a signature) and is kept for the few keys a
 * process signs with.
 */
import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto'
import { type Ed25519, nobleEd25519 } from '../../domain/crypto/ed25519'
import type { Ed25519Signer } from '../../ports'

// RFC 8410 DER prefixes: a raw 32-byte seed in PKCS#8, a raw 32-byte public key in SPKI.
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')
const KEY_BYTES = 32
const SIGNATURE_BYTES = 64
/** Sessions sign with one or two keys; a bound keeps a key-per-message caller from growing memory. */
const CACHE_LIMIT = 16

const keyCache = <T>(build: (raw: Uint8Array) => T) => {
  const cache = new Map<string, T>()
  return (raw: Uint8Array): T => {
    const id = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('latin1')
    let key = cache.get(id)
    if (key === undefined) {
      key = build(raw)
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
      cache.set(id, key)
    }
    return key
  }
}

const lengthError = (what: string, length: number) =>
  new Error(`ed25519: ${what} must be ${KEY_BYTES} bytes, got ${length}`)

export const nodeEd25519 = (): Ed25519 => {
  const nativeVerify = (signature: Uint8Array, message: Uint8Array, key: Uint8Array): boolean => {
    if (key.length !== KEY_BYTES || signature.length !== SIGNATURE_BYTES) return false
    try {
      return verify(null, message, publicKey(key), signature)
    } catch {
      return false
    }
  }
  const privateKey = keyCache((seed): KeyObject => {
    if (seed.length !== KEY_BYTES) throw lengthError('seed', seed.length)
    return createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' })
  })
  const publicKey = keyCache(
    (raw): KeyObject =>
      createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' }),
  )
  return {
    publicKey: (seed) => {
      const der = createPublicKey(privateKey(seed)).export({ format: 'der', type: 'spki' })
      return new Uint8Array(der.subarray(SPKI_PREFIX.length))
    },
    sign: (message, seed) => new Uint8Array(sign(null, message, privateKey(seed))),
    // OpenSSL is stricter than noble (ZIP-215) about small-order keys and non-canonical points: a
    // signature it refuses is asked of noble too, so the accepted set stays noble's while the common
    // case, a valid signature, takes the native path only.
    verify: (signature, message, key) =>
      nativeVerify(signature, message, key) || nobleEd25519.verify(signature, message, key),
  }
}

/** The SDK's signer port over node:crypto, whose signing is synchronous: the promise is only the port's shape. */
export const nodeEd25519Signer = (native: Ed25519 = nodeEd25519()): Ed25519Signer => ({
  sign: async (message, seed) => native.sign(message, seed),
})
