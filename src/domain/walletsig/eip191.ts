/**
 * Ethereum `personal_sign` (EIP-191 version 0x45), the signature MetaMask and dappConnect wallets return
 * (docs/protocol.md §5.6). Signing exists for deterministic test wallets; recovery is what the mock node uses to
 * check that a signature belongs to the claimed address.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '../crypto/encoding'
import { keccak256Bytes } from '../crypto/hash'
import { errors } from '../errors'

const PREFIX = '\x19Ethereum Signed Message:\n'
const PRIVATE_KEY_RE = /^(?:0x)?[0-9a-fA-F]{64}$/
const SIGNATURE_RE = /^(?:0x)?[0-9a-fA-F]{130}$/
const ADDRESS_RE = /^0x[0-9a-fA-F]{40}$/

/** keccak256("\x19Ethereum Signed Message:\n" + byte length + message bytes). */
export const personalMessageHash = (message: string | Uint8Array): Uint8Array => {
  const bytes = typeof message === 'string' ? utf8ToBytes(message) : message
  return keccak256Bytes(concatBytes(utf8ToBytes(`${PREFIX}${bytes.length}`), bytes))
}

const privateKeyBytes = (hex: string): Uint8Array => {
  if (!PRIVATE_KEY_RE.test(hex)) throw errors.invalidInput('secp256k1 private key must be 32 bytes of hex')
  return hexToBytes(hex)
}

/** Lowercase `0x` address of an uncompressed secp256k1 public key (65 bytes, 0x04 prefix). */
const addressOfPublicKey = (uncompressed: Uint8Array): string =>
  `0x${bytesToHex(keccak256Bytes(uncompressed.subarray(1)).subarray(12))}`

/** The lowercase `0x` address controlled by a private key. Throws invalid-input for a malformed key. */
export const addressOfPrivateKey = (privateKeyHex: string): string =>
  addressOfPublicKey(secp256k1.getPublicKey(privateKeyBytes(privateKeyHex), false))

/**
 * Deterministic (RFC 6979, low-s) personal signature: `0x` + r(32) + s(32) + v(1) with v = 27 or 28,
 * the same bytes ethers and web3.js produce for the same key and message.
 */
export const signPersonal = (message: string | Uint8Array, privateKeyHex: string): string => {
  const recovered = secp256k1.sign(personalMessageHash(message), privateKeyBytes(privateKeyHex), {
    prehash: false,
    format: 'recovered',
  })
  // noble's recovered format is [recovery, r, s]; Ethereum puts v last and offsets it by 27.
  const v = 27 + (recovered[0] ?? 0)
  return `0x${bytesToHex(recovered.subarray(1))}${v.toString(16)}`
}

/**
 * The lowercase address that produced `signature` over `message`, or null when the signature is
 * malformed or unrecoverable. Accepts v as 27/28 or 0/1. Never throws.
 */
export const recoverPersonalAddress = (message: string | Uint8Array, signature: string): string | null => {
  if (!SIGNATURE_RE.test(signature)) return null
  const bytes = hexToBytes(signature)
  const v = bytes[64] ?? 0
  const recovery = v >= 27 ? v - 27 : v
  if (recovery !== 0 && recovery !== 1) return null
  try {
    const recoverable = concatBytes(Uint8Array.of(recovery), bytes.subarray(0, 64))
    const compressed = secp256k1.recoverPublicKey(recoverable, personalMessageHash(message), {
      prehash: false,
    })
    const point = secp256k1.Point.fromBytes(compressed)
    return addressOfPublicKey(point.toBytes(false))
  } catch {
    return null
  }
}

/** Case-insensitive equality of two `0x` addresses; false if either is not a 20-byte address. */
export const sameAddress = (a: string, b: string): boolean =>
  ADDRESS_RE.test(a) && ADDRESS_RE.test(b) && a.toLowerCase() === b.toLowerCase()

/** Whether `signature` is a personal signature of `message` by `address` (any letter case). */
export const verifyPersonalSignature = (
  message: string | Uint8Array,
  signature: string,
  address: string,
): boolean => {
  const recovered = recoverPersonalAddress(message, signature)
  return recovered !== null && sameAddress(recovered, address)
}

/** EIP-55 mixed-case checksum form of an address, for display. Throws invalid-input for a non-address. */
export const checksumAddress = (address: string): string => {
  if (!ADDRESS_RE.test(address)) throw errors.invalidInput('Not a 20-byte hex address')
  const lower = address.slice(2).toLowerCase()
  const hash = bytesToHex(keccak256Bytes(lower))
  let out = '0x'
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i] ?? ''
    out += Number.parseInt(hash[i] ?? '0', 16) >= 8 ? char.toUpperCase() : char
  }
  return out
}
