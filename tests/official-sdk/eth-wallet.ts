/**
 * A wallet with a real secp256k1 key that signs like MetaMask's `personal_sign` (EIP-191), written here
 * from the standard so this suite shares no signing code with the node it checks.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'

export interface EthWallet {
  /** Lowercase `0x` address. */
  address: string
  /** `0x` + r + s + v (27/28), as a browser wallet returns it. */
  sign: (text: string) => string
}

const personalHash = (text: string): Uint8Array => {
  const message = utf8ToBytes(text)
  return keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${message.length}`), message))
}

/** A deterministic wallet per label, so every test names its own person. */
export const ethWallet = (label: string): EthWallet => {
  const secret = sha256(utf8ToBytes(`official-sdk suite wallet: ${label}`))
  const publicKey = secp256k1.getPublicKey(secret, false)
  const address = `0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(12))}`
  return {
    address,
    sign: (text) => {
      // noble's recovered format is [recovery, r, s]; Ethereum writes r, s, then v = 27 + recovery.
      const signature = secp256k1.sign(personalHash(text), secret, { prehash: false, format: 'recovered' })
      const v = 27 + (signature[0] ?? 0)
      return `0x${bytesToHex(signature.subarray(1))}${v.toString(16)}`
    },
  }
}
