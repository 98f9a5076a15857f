/**
 * The main key pair (docs/protocol.md §5.3 step 5): its seed is the SHA-256 of the wallet's signature string,
 * hashed exactly as the wallet returned it (MetaMask's `0x`-prefixed hex, or Starknet's
 * "hash,r,s" string), never decoded first. The same wallet, text and password therefore always
 * give back the same main key, which is what lets a user log in again from any device.
 */
import { sha256Bytes } from '../crypto/hash'
import { type KeyPair, keyPairFromSeed } from './key-pair'

/** Derives the main key pair from the wallet signature of the main-key text (signing/main-key-text.ts). */
export const mainKeyFromSignature = (signature: string): KeyPair => keyPairFromSeed(sha256Bytes(signature))
