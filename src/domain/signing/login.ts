/**
 * Login (docs/protocol.md §5.5): the main key vouches for a fresh session key. The signed string is a hash,
 * so the main key signs the 56 ASCII hex characters of it (not the 28 digest bytes).
 */
import { sha3_224Hex } from '../crypto/hash'
import { signBase64 } from './sign'
import { decimalMillis, type Millis } from './timestamp'

export interface LoginContentInput {
  userid: string
  sessionPublicKeyHex: string
  /** `pubkey_expired_timestamp` (keys/temp-key.ts). */
  expiry: Millis
  timestamp: Millis
}

/** signature_content = hex sha3_224(userid + sessionPub + pubkey_expired_timestamp + timestamp). */
export const loginSignatureContent = ({
  userid,
  sessionPublicKeyHex,
  expiry,
  timestamp,
}: LoginContentInput): string =>
  sha3_224Hex(`${userid}${sessionPublicKeyHex}${decimalMillis(expiry)}${decimalMillis(timestamp)}`)

/**
 * login_signature: base64 ed25519 by the MAIN private key over the UTF-8 of `signatureContent`.
 * Throws errors.privateKeyMissing() without a main key.
 */
export const loginSignature = (signatureContent: string, mainPrivateKeyHex: string | undefined): string =>
  signBase64(signatureContent, mainPrivateKeyHex)
