/**
 * One spelling per signature. A verifier that remembers signatures to refuse replays must compare what
 * was signed, not how it was written: base64 with other unused bits, hex in upper case or without `0x`,
 * v as 0/1 or 27/28 and the high-s twin (s → n − s) all verify like the original. These functions map
 * every accepted spelling to one string, or to undefined when the input is no signature of the kind.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { Point as StarkPoint } from '@scure/starknet'
import { base64ToBytes, bytesToHex, isBase64 } from '../crypto/encoding'

export type SignatureScheme = 'ed25519' | 'eip191' | 'starknet'

const ED25519_BYTES = 64
const EIP191_RE = /^(?:0x)?([0-9a-fA-F]{128})([0-9a-fA-F]{2})$/
const FELT_RE = /^(?:0x[0-9a-fA-F]+|\d+)$/
const SECP256K1_N = secp256k1.Point.CURVE().n
const STARK_N = StarkPoint.CURVE().n

/** The 64 signature bytes in hex; the decoder drops unused trailing bits, so re-encodings agree. */
const ed25519Canonical = (signature: string): string | undefined => {
  if (!isBase64(signature)) return undefined
  const bytes = base64ToBytes(signature)
  return bytes.length === ED25519_BYTES ? bytesToHex(bytes) : undefined
}

/**
 * r‖s in lower-case hex. A high s is no signature here: Ethereum wallets only produce low s (EIP-2), so
 * the twin can only be a re-encoding. v is checked for range only: the signer's address, which the
 * replay key also holds, already fixes it.
 */
const eip191Canonical = (signature: string): string | undefined => {
  const match = EIP191_RE.exec(signature)
  if (!match?.[1] || !match[2]) return undefined
  const v = Number.parseInt(match[2], 16)
  if (![0, 1, 27, 28].includes(v)) return undefined
  const rs = match[1].toLowerCase()
  const s = BigInt(`0x${rs.slice(64)}`)
  return s > SECP256K1_N / 2n ? undefined : rs
}

/**
 * hash,r,s as decimals with s folded to the low half: Stark wallets do not promise low s, so the
 * twin is folded rather than refused. Extra elements (guardian signatures) do not count.
 */
const starknetCanonical = (signature: string): string | undefined => {
  const parts = signature.split(',').map((p) => p.trim())
  if (parts.length < 3 || !parts.slice(0, 3).every((p) => FELT_RE.test(p))) return undefined
  const [hash, r, s] = parts.slice(0, 3).map((p) => BigInt(p)) as [bigint, bigint, bigint]
  const low = s > STARK_N / 2n ? STARK_N - s : s
  return `${hash},${r},${low}`
}

/** The one spelling of `signature` under `scheme`, or undefined when it cannot be a signature. */
export const canonicalSignature = (scheme: SignatureScheme, signature: string): string | undefined => {
  if (scheme === 'ed25519') return ed25519Canonical(signature)
  if (scheme === 'eip191') return eip191Canonical(signature)
  return starknetCanonical(signature)
}
