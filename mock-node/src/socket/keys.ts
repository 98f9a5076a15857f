/** Reading the public keys clients put in `validatePubKey`, and checking socket signatures. */
import { base64ToBytes, bytesToHex, isBase64, isHex } from '#domain/crypto/encoding'
import { verifyEd25519 } from '../http/ed25519-native'

const RAW_KEY_BYTES = 32

/**
 * The lowercase hex public key a `validatePubKey` names, or undefined when it names none.
 * Most SDKs send base64 of the raw 32 bytes; the JS chat path sends the hex string itself (docs/protocol.md §2.3).
 */
export const pubkeyHexOfHint = (hint: string): string | undefined => {
  if (hint.length === RAW_KEY_BYTES * 2 && isHex(hint)) return hint.toLowerCase()
  if (!isBase64(hint)) return undefined
  try {
    const raw = base64ToBytes(hint)
    return raw.length === RAW_KEY_BYTES ? bytesToHex(raw) : undefined
  } catch {
    return undefined
  }
}

/** True only for a valid base64 ed25519 signature of `content` by `pubkeyHex`; never throws. */
export const signedBy = (content: string, signature: string, pubkeyHex: string): boolean =>
  verifyEd25519(content, signature, pubkeyHex.toLowerCase())
