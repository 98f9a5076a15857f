/**
 * The dappConnect bridge cipher (docs/protocol.md §7.1): X25519 over converted ed25519 keys, HKDF-SHA-384 to an
 * AES-256-GCM key, and a fixed IV derived from the key itself. Every SDK (JS, Flutter, iOS, Android)
 * does exactly this, so any deviation here makes the peer's messages unreadable.
 */
import { gcm } from '@noble/ciphers/aes.js'
import { ed25519, x25519 } from '@noble/curves/ed25519.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha384 } from '@noble/hashes/sha2.js'
import { base64ToBytes, bytesToBase64, bytesToUtf8, hexToBytes, utf8ToBytes } from '../crypto/encoding'
import { ErrorCode, errors, Web3MQError } from '../errors'

const KEY_LENGTH = 32
const HEX_KEY_RE = /^(?:0x)?[0-9a-fA-F]{64}$/

const keyBytes = (hex: string, what: string): Uint8Array => {
  if (!HEX_KEY_RE.test(hex)) throw errors.invalidInput(`${what} must be 32 bytes of hex`, { what })
  return hexToBytes(hex)
}

/**
 * X25519 shared secret between our ed25519 seed and the peer's ed25519 public key, both hex.
 * The seed becomes the clamped first half of SHA-512(seed) and the peer key its Montgomery u =
 * (1+y)/(1−y), as libsodium's ed25519→curve25519 conversion does. Both sides get the same 32 bytes.
 * Throws an invalid-input error for malformed keys or a peer key that is not a usable curve point.
 */
export const sharedSecret = (ownSeedHex: string, peerEd25519PubHex: string): Uint8Array => {
  const seed = keyBytes(ownSeedHex, 'ed25519 seed')
  const peer = keyBytes(peerEd25519PubHex, 'ed25519 public key')
  try {
    const ownX = ed25519.utils.toMontgomerySecret(seed)
    const peerX = ed25519.utils.toMontgomery(peer)
    return x25519.getSharedSecret(ownX, peerX)
  } catch (cause) {
    throw errors.invalidInput('ed25519 public key is not a valid curve point', {
      reason: cause instanceof Error ? cause.message : String(cause),
    })
  }
}

/** AES-256 key = HKDF-SHA-384(shared, salt empty, info empty, 32 bytes). Deterministic. */
export const bridgeKey = (shared: Uint8Array): Uint8Array =>
  hkdf(sha384, shared, new Uint8Array(0), new Uint8Array(0), KEY_LENGTH)

/** The key both sides of a bridge session use, from our seed and the peer's public key (hex). */
export const deriveBridgeKey = (ownSeedHex: string, peerEd25519PubHex: string): Uint8Array =>
  bridgeKey(sharedSecret(ownSeedHex, peerEd25519PubHex))

/**
 * The GCM nonce: base64(key) cut to its first 16 characters and decoded, i.e. the first 12 key bytes.
 * The product spec words this as "the first 16 bytes of the derived key"; docs/protocol.md §7.1 say the
 * wire truth is 16 base64 characters, and the golden vector confirms 12 bytes. Done literally through
 * base64 so the rule reads like the SDKs that defined it. Reused for every message of a session.
 */
export const bridgeIv = (key: Uint8Array): Uint8Array => base64ToBytes(bytesToBase64(key).slice(0, 16))

/** base64(AES-256-GCM(plaintext) || 16-byte tag), no AAD. Same key and text always give the same output. */
export const encryptBridge = (key: Uint8Array, plaintext: string | Uint8Array): string => {
  const data = typeof plaintext === 'string' ? utf8ToBytes(plaintext) : plaintext
  return bytesToBase64(gcm(key, bridgeIv(key)).encrypt(data))
}

const decryptError = (reason: string, cause?: unknown): Web3MQError =>
  new Web3MQError(ErrorCode.BridgeDecrypt, 'Bridge message could not be decrypted', {
    cause,
    detail: { reason },
  })

/** Raw plaintext bytes of a bridge `content`. Bad base64, a short input or a failed tag throw BridgeDecrypt. */
export const decryptBridgeBytes = (key: Uint8Array, content: string): Uint8Array => {
  let sealed: Uint8Array
  try {
    sealed = base64ToBytes(content)
  } catch (cause) {
    throw decryptError('content is not base64', cause)
  }
  if (sealed.length < 16) throw decryptError('content shorter than the GCM tag')
  try {
    return gcm(key, bridgeIv(key)).decrypt(sealed)
  } catch (cause) {
    throw decryptError('authentication tag mismatch', cause)
  }
}

/** UTF-8 plaintext of a bridge `content` (normally a JSON document). Throws like decryptBridgeBytes. */
export const decryptBridge = (key: Uint8Array, content: string): string =>
  bytesToUtf8(decryptBridgeBytes(key, content))
