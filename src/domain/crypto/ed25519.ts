/**
 * Ed25519 over raw bytes (docs/protocol.md §3: the signed string is never pre-hashed). Keys are 32-byte seeds.
 * RFC 8032 signatures are deterministic, so any correct implementation gives the same bytes: noble is
 * the one that runs everywhere, and the composition root may install a native one where the platform has
 * it (node:crypto, `adapters/crypto/node-ed25519.ts`), about ten times faster. The golden vectors
 * (`tests/fixtures/vectors.json`) check every implementation against the same signatures.
 */
import * as ed from '@noble/ed25519'
import { sha512 } from '@noble/hashes/sha2.js'

/**
 * noble's sync calls need a SHA-512; it is given at each call rather than once at load, so this module has no
 * effect of its own when imported and a bundler may drop it wherever it goes unused (the package is
 * `sideEffects: false`, docs/packages/sdk/README.md).
 */
const noble = (): typeof ed => {
  ed.hashes.sha512 = sha512
  return ed
}

/** One Ed25519 implementation; `verify` never throws (a malformed key or signature is not valid). */
export interface Ed25519 {
  publicKey(seed: Uint8Array): Uint8Array
  sign(message: Uint8Array, seed: Uint8Array): Uint8Array
  verify(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean
}

export const nobleEd25519: Ed25519 = {
  publicKey: (seed) => noble().getPublicKey(seed),
  sign: (message, seed) => noble().sign(message, seed),
  verify: (signature, message, publicKey) => {
    try {
      return noble().verify(signature, message, publicKey)
    } catch {
      return false
    }
  },
}

let current: Ed25519 = nobleEd25519

/** Installs the implementation every signature in this process uses (noble until then). */
export const useEd25519 = (implementation: Ed25519): void => {
  current = implementation
}

export const ed25519PublicKey = (seed: Uint8Array): Uint8Array => current.publicKey(seed)
export const ed25519Sign = (message: Uint8Array, seed: Uint8Array): Uint8Array => current.sign(message, seed)
export const ed25519Verify = (signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean =>
  current.verify(signature, message, publicKey)
