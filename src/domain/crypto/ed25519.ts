/**
 * Ed25519 over raw bytes (docs/protocol.md §3: the signed string is never pre-hashed). Keys are 32-byte seeds.
 * The synchronous API needs sha512 wired in once; doing it here keeps every caller free of that detail.
 */
import * as ed from '@noble/ed25519'
import { sha512 } from '@noble/hashes/sha2.js'

ed.hashes.sha512 = sha512

export const ed25519PublicKey = (seed: Uint8Array): Uint8Array => ed.getPublicKey(seed)
export const ed25519Sign = (message: Uint8Array, seed: Uint8Array): Uint8Array => ed.sign(message, seed)

/** Never throws: a malformed key or signature is simply not valid. */
export const ed25519Verify = (signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean => {
  try {
    return ed.verify(signature, message, publicKey)
  } catch {
    return false
  }
}
