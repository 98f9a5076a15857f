/**
 * The one signature primitive of the protocol (§3, §4.3): ed25519 over the UTF-8 bytes of the signed
 * string itself, never a hash of it, encoded as padded standard base64. Socket commands, REST bodies
 * and the login signature all go through here, so they cannot drift apart.
 */
import { ed25519PublicKey, ed25519Sign, ed25519Verify } from '../crypto/ed25519'
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes, utf8ToBytes } from '../crypto/encoding'
import { errors } from '../errors'
import { seedFromHex } from '../keys/key-pair'

/**
 * Signs `content` with a 32-byte seed given as hex. Deterministic (RFC 8032), 88 base64 chars.
 * Throws errors.privateKeyMissing() when the key is absent or empty, errors.secretKeyLength() when it
 * is not hex of 32 bytes.
 */
export const signBase64 = (content: string, privateKeyHex: string | undefined): string => {
  if (!privateKeyHex) throw errors.privateKeyMissing()
  return bytesToBase64(ed25519Sign(utf8ToBytes(content), seedFromHex(privateKeyHex)))
}

/** True only for a valid signature of exactly `content`; malformed base64 or hex give false, never a throw. */
export const verifyBase64 = (content: string, signatureB64: string, publicKeyHex: string): boolean => {
  try {
    return ed25519Verify(base64ToBytes(signatureB64), utf8ToBytes(content), hexToBytes(publicKeyHex))
  } catch {
    return false
  }
}

/** A session key bound to the user it signs for. */
export interface Signer {
  readonly userid: string
  /** Hex public key, the value of the `web3mq-request-pubkey` header. */
  readonly publicKeyHex: string
  /** base64 ed25519 over the UTF-8 bytes of `content`. */
  sign(content: string): string
}

interface SignerOptions {
  userid: string
  privateKeyHex: string | undefined
}

/**
 * Builds a signer, validating its inputs once instead of on every request.
 * Throws errors.privateKeyMissing() for an absent key, errors.secretKeyLength() for a malformed one,
 * and errors.userAgentEmpty() for an empty userid. The spec (§5) only says "An empty user agent is
 * rejected"; our reading is that the "user agent" is the identity a signature is made for, i.e. the
 * userid that every signed REST string starts with (docs/protocol.md §4.3), so a signer without one is refused.
 */
export const createSigner = ({ userid, privateKeyHex }: SignerOptions): Signer => {
  if (!privateKeyHex) throw errors.privateKeyMissing()
  if (!userid) throw errors.userAgentEmpty()
  const seed = seedFromHex(privateKeyHex)
  return {
    userid,
    publicKeyHex: bytesToHex(ed25519PublicKey(seed)),
    sign: (content) => bytesToBase64(ed25519Sign(utf8ToBytes(content), seed)),
  }
}
