/**
 * The one signature primitive of the protocol (§3, §4.3): ed25519 over the UTF-8 bytes of the signed
 * string itself, never a hash of it, encoded as padded standard base64. Socket commands, REST bodies
 * and the login signature all go through here, so they cannot drift apart.
 */
import { ed25519PublicKey, ed25519Sign, ed25519Verify } from '../crypto/ed25519'
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes, utf8ToBytes } from '../crypto/encoding'
import { errors } from '../errors'
import { seedFromHex } from '../keys/key-pair'
import { type Ed25519Signer, syncEd25519Signer } from './ed25519-signer'

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
  /** base64 ed25519 over the UTF-8 bytes of `content`, with the process's synchronous Ed25519. */
  sign(content: string): string
  /**
   * The same bytes through the platform's signer (WebCrypto in a browser that has Ed25519). Optional so a
   * hand-made signer keeps working; the SDK falls back to `sign`.
   */
  signAsync?(content: string): Promise<string>
}

interface SignerOptions {
  userid: string
  privateKeyHex: string | undefined
  /** The platform's Ed25519 (`SdkPorts.ed25519`); noble when absent. */
  ed25519?: Ed25519Signer
}

/**
 * Builds a signer, validating its inputs once instead of on every request.
 * Throws errors.privateKeyMissing() for an absent key, errors.secretKeyLength() for a malformed one,
 * and errors.useridEmpty() for an empty userid: every signed REST string starts with the userid
 * (docs/protocol.md §4.3), so a signer without one could only sign text the node refuses. (The spec's
 * "empty user agent" is the browser detection of the wallet modal: docs/product.md §13.1 D13.5.)
 */
export const createSigner = ({ userid, privateKeyHex, ed25519 }: SignerOptions): Signer => {
  if (!privateKeyHex) throw errors.privateKeyMissing()
  if (!userid) throw errors.useridEmpty()
  const seed = seedFromHex(privateKeyHex)
  const platform = ed25519 ?? syncEd25519Signer
  return {
    userid,
    publicKeyHex: bytesToHex(ed25519PublicKey(seed)),
    sign: (content) => bytesToBase64(ed25519Sign(utf8ToBytes(content), seed)),
    signAsync: async (content) => bytesToBase64(await platform.sign(utf8ToBytes(content), seed)),
  }
}
