/**
 * The signature primitive as a platform may give it: asynchronous, because the browser's native Ed25519
 * (WebCrypto) is. Every implementation returns the RFC 8032 bytes noble returns (docs/protocol.md §3: the
 * signed string is never pre-hashed), checked against the same golden vectors; noble is the fallback that
 * runs everywhere.
 */
import { ed25519Sign } from '../crypto/ed25519'
import { bytesToBase64, utf8ToBytes } from '../crypto/encoding'
import { errors } from '../errors'
import { seedFromHex } from '../keys/key-pair'

/** Ed25519 signing by the platform: WebCrypto, node:crypto or noble (`adapters/crypto`). */
export interface Ed25519Signer {
  /** The 64-byte signature of `message` with a 32-byte seed; rejects for a seed of another length. */
  sign(message: Uint8Array, seed: Uint8Array): Promise<Uint8Array>
}

/** The process's installed synchronous Ed25519 (noble unless the composition root installed another). */
export const syncEd25519Signer: Ed25519Signer = {
  sign: async (message, seed) => ed25519Sign(message, seed),
}

/**
 * `signBase64` through a platform signer (noble when none is given). A missing key rejects with
 * "Ed25519PrivateKey not found", a malformed one with the secret-key-length error, before any signing.
 */
export const signBase64With = async (
  signer: Ed25519Signer | undefined,
  content: string,
  privateKeyHex: string | undefined,
): Promise<string> => {
  if (!privateKeyHex) throw errors.privateKeyMissing()
  const seed = seedFromHex(privateKeyHex)
  return bytesToBase64(await (signer ?? syncEd25519Signer).sign(utf8ToBytes(content), seed))
}
