/**
 * The JSON placed in the payload of a bridge chat message (docs/protocol.md §7.2): the sender's public key in
 * clear, so the receiver can derive the shared key, and the encrypted body.
 */
import * as z from 'zod/mini'
import { bytesToUtf8, isHex } from '../crypto/encoding'
import { errors } from '../errors'
import { decryptBridge, deriveBridgeKey, encryptBridge } from './crypto'

interface BridgeEnvelope {
  /** Sender's ed25519 public key, lowercase hex. */
  publicKey: string
  /** base64(AES-GCM ciphertext || tag). */
  content: string
}

const envelopeSchema = z.object({
  publicKey: z.string().check(z.refine((v) => v.length === 64 && isHex(v), 'publicKey must be 64 hex chars')),
  content: z.string().check(z.minLength(1)),
})

/** Serialises the envelope with the field order the SDKs use (`publicKey`, then `content`). */
export const buildEnvelope = (envelope: BridgeEnvelope): string =>
  JSON.stringify({ publicKey: envelope.publicKey, content: envelope.content })

/**
 * Parses a payload (UTF-8 bytes or text) into an envelope. Extra fields are dropped. Anything that is
 * not JSON with a 64-hex `publicKey` and a non-empty `content` throws an invalid-input error.
 */
export const parseEnvelope = (payload: string | Uint8Array): BridgeEnvelope => {
  const text = typeof payload === 'string' ? payload : bytesToUtf8(payload)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw errors.invalidInput('Bridge envelope is not JSON')
  }
  const parsed = envelopeSchema.safeParse(json)
  if (!parsed.success) {
    throw errors.invalidInput('Bridge envelope has the wrong shape', { issues: parsed.error.issues.length })
  }
  return parsed.data
}

/** Encrypts `plaintext` for the peer and wraps it: what a sender puts in the message payload. */
export const sealEnvelope = (key: Uint8Array, senderPublicKeyHex: string, plaintext: string): string =>
  buildEnvelope({ publicKey: senderPublicKeyHex, content: encryptBridge(key, plaintext) })

interface OpenedEnvelope {
  /** The sender's public key as carried by the envelope. */
  publicKey: string
  plaintext: string
}

/**
 * Receiver side: parses the envelope, derives the key from our seed and the sender's key found in it,
 * and decrypts. Throws invalid-input for a bad envelope and BridgeDecrypt for a bad ciphertext.
 */
export const openEnvelope = (ownSeedHex: string, payload: string | Uint8Array): OpenedEnvelope => {
  const envelope = parseEnvelope(payload)
  const key = deriveBridgeKey(ownSeedHex, envelope.publicKey)
  return { publicKey: envelope.publicKey, plaintext: decryptBridge(key, envelope.content) }
}
