/**
 * Starknet wallet signatures (docs/protocol.md §6): signing for deterministic test wallets and verification for
 * the mock node of the did_signature `decimal(message hash),r,s`. The typed-data hashing lives in
 * starknet-typed-data.ts and is re-exported here so callers need one import.
 */
import { getStarkKey, Signature, sign, verify } from '@scure/starknet'
import { starknetSignHash } from './starknet-typed-data'

export { starknetMessage, typedDataFor } from './starknet-typed-data'

interface StarknetSignature {
  /** did_signature: decimal hash, r and s joined by commas (`cairo.felt(hash)` + "," + signature). */
  signature: string
  /** The stark key as `num.toHex` writes it: `0x`, lowercase, no padding. */
  publicKey: string
}

/** What a Braavos/Argent X wallet would return for this sign text: deterministic (RFC 6979). */
export const signTypedMessage = (
  text: string,
  chainId: string,
  accountAddress: string,
  starkPrivateKeyHex: string,
): StarknetSignature => {
  const hash = starknetSignHash(text, chainId, accountAddress)
  const { r, s } = sign(`0x${hash.toString(16)}`, starkPrivateKeyHex)
  return { signature: `${hash},${r},${s}`, publicKey: getStarkKey(starkPrivateKeyHex) }
}

const FELT_RE = /^(?:0x[0-9a-fA-F]+|\d+)$/

/** Compressed encodings for a stark key given as its x coordinate; full encodings pass through. */
const candidateKeys = (publicKeyHex: string): string[] => {
  const hex = publicKeyHex.replace(/^0x/i, '').toLowerCase()
  if (/^04[0-9a-f]{128}$/.test(hex) || /^0[23][0-9a-f]{64}$/.test(hex)) return [hex]
  if (!/^[0-9a-f]{1,64}$/.test(hex)) return []
  // A stark key is only x; like Cairo's ECDSA check, accept either y of that x.
  const x = hex.padStart(64, '0')
  return [`02${x}`, `03${x}`]
}

const verifiesWith = (sig: InstanceType<typeof Signature>, hashHex: string, key: string): boolean => {
  try {
    return verify(sig, hashHex, key)
  } catch {
    return false
  }
}

/**
 * Checks a Starknet did_signature for a sign text: its first element must equal the rebuilt message
 * hash and the next two (r, s; decimal or `0x` hex) must verify against the stark key. Extra elements
 * (guardian signatures) are ignored. Never throws.
 */
export const verifyStarknetSignature = (
  signatureContent: string,
  didSignature: string,
  publicKeyHex: string,
  accountAddress: string,
  chainId: string,
): boolean => {
  const parts = didSignature.split(',').map((p) => p.trim())
  if (parts.length < 3 || !parts.every((p) => FELT_RE.test(p))) return false
  const [hash, r, s] = parts.map((p) => BigInt(p))
  try {
    const expected = starknetSignHash(signatureContent, chainId, accountAddress)
    if (hash !== expected || r === undefined || s === undefined) return false
    const sig = new Signature(r, s)
    return candidateKeys(publicKeyHex).some((key) => verifiesWith(sig, `0x${expected.toString(16)}`, key))
  } catch {
    return false
  }
}
