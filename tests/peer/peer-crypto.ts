/**
 * The peer's own primitives, written from the protocol document alone: ed25519 through node:crypto,
 * SHA3-224 / SHA-256 hex, and an Ethereum wallet doing EIP-191 personal_sign. Nothing here comes from
 * the project's src/ so a shared bug cannot hide on both sides.
 */
import { createHash, createPrivateKey, createPublicKey, type KeyObject, randomBytes, sign } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256, sha3_224 } from '@noble/hashes/sha3.js'

/** RFC 8410 PKCS#8 wrapper for a raw 32-byte ed25519 seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8')

/** Lowercase hex SHA3-224 of the UTF-8 text (56 chars). */
export const sha3Hex = (text: string): string => Buffer.from(sha3_224(utf8(text))).toString('hex')

/** SHA-256 digest of the UTF-8 text. */
export const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest()

/** An ed25519 key pair; `sign` returns base64 of the signature over the raw UTF-8 text (no pre-hash). */
export interface EdKey {
  readonly seed: Buffer
  readonly publicKey: Buffer
  readonly publicHex: string
  sign(text: string): string
}

const rawPublicKey = (privateKey: KeyObject): Buffer => {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' })
  if (typeof jwk.x !== 'string') throw new Error('ed25519 public key export failed')
  return Buffer.from(jwk.x, 'base64url')
}

/** Builds the key from a 32-byte seed, the way every SDK stores session and main keys. */
export const edKeyFromSeed = (seed: Uint8Array): EdKey => {
  if (seed.length !== 32) throw new Error('ed25519 seed must be 32 bytes')
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const publicKey = rawPublicKey(privateKey)
  return {
    seed: Buffer.from(seed),
    publicKey,
    publicHex: publicKey.toString('hex'),
    sign: (text) => sign(null, utf8(text), privateKey).toString('base64'),
  }
}

/** A fresh random key (session keys, forgers). */
export const randomEdKey = (): EdKey => edKeyFromSeed(randomBytes(32))

/** An Ethereum externally owned account: lowercase 0x address and MetaMask-style personal_sign. */
export interface EthWallet {
  readonly address: string
  personalSign(text: string): string
}

/** EIP-191 digest: keccak256("\x19Ethereum Signed Message:\n" + byteLength + message). */
const eip191Digest = (text: string): Uint8Array => {
  const message = utf8(text)
  const prefix = utf8(`\x19Ethereum Signed Message:\n${message.length}`)
  return keccak_256(Buffer.concat([prefix, message]))
}

/** Wallet from a secp256k1 private key; signatures are 0x + hex(r || s || v) with v = 27/28. */
export const ethWallet = (privateKey: Uint8Array): EthWallet => {
  const uncompressed = secp256k1.getPublicKey(privateKey, false)
  const address = `0x${Buffer.from(keccak_256(uncompressed.subarray(1)).subarray(-20)).toString('hex')}`
  return {
    address,
    personalSign: (text) => {
      // noble's "recovered" layout is recovery || r || s; Ethereum wants r || s || (27 + recovery).
      const sig = secp256k1.sign(eip191Digest(text), privateKey, { prehash: false, format: 'recovered' })
      const recovery = sig[0] ?? 0
      return `0x${Buffer.concat([sig.subarray(1), Buffer.of(27 + recovery)]).toString('hex')}`
    },
  }
}

/** A wallet with a random key. */
export const randomEthWallet = (): EthWallet => ethWallet(secp256k1.utils.randomSecretKey())
