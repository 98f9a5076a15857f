/**
 * Ed25519 key pairs as the protocol stores and sends them: a 32-byte seed and its public key, both
 * lowercase hex. Every private key hex that enters the domain passes through `seedFromHex`, so a
 * malformed key fails in one place with the catalogue's message instead of deep inside the curve code.
 */
import { ed25519PublicKey } from '../crypto/ed25519'
import { bytesToHex, hexToBytes, isHex } from '../crypto/encoding'
import { errors } from '../errors'

/** The SDK's key pair shape (docs/product.md §3 "Key pair"): field names are capitalised as in the JS SDK. */
export interface KeyPair {
  PrivateKey: string
  PublicKey: string
}

/** Source of cryptographically strong bytes; the adapter decides where they come from. */
export type RandomBytes = (n: number) => Uint8Array

const SEED_LENGTH = 32

/**
 * Decodes a private key (optional `0x` prefix) to its 32-byte seed.
 * Anything that is not hex of exactly 32 bytes throws errors.secretKeyLength(): a key that cannot be
 * read as 32 bytes is, for the caller, the same failure as one of the wrong length.
 */
export const seedFromHex = (hex: string): Uint8Array => {
  const clean = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex
  if (!isHex(clean) || clean.length !== SEED_LENGTH * 2) throw errors.secretKeyLength()
  return hexToBytes(clean)
}

/** Builds the key pair of a 32-byte seed; throws errors.secretKeyLength() for any other length. */
export const keyPairFromSeed = (seed: Uint8Array): KeyPair => {
  if (seed.length !== SEED_LENGTH) throw errors.secretKeyLength()
  return { PrivateKey: bytesToHex(seed), PublicKey: bytesToHex(ed25519PublicKey(seed)) }
}

/** The public key hex of a private key hex (throws errors.secretKeyLength() on a malformed key). */
export const publicKeyHexOf = (privateKeyHex: string): string =>
  bytesToHex(ed25519PublicKey(seedFromHex(privateKeyHex)))

/**
 * A fresh key pair from 32 bytes of `random` (session/"temp" keys of docs/protocol.md §5.5, bridge keys of §7).
 * Throws errors.secretKeyLength() if the source returns anything but 32 bytes.
 */
export const generateKeyPair = (random: RandomBytes): KeyPair => keyPairFromSeed(random(SEED_LENGTH))
