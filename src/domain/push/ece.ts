/**
 * RFC 8291 "Message Encryption for Web Push" with the RFC 8188 `aes128gcm` content coding, one record.
 * Pure: the salt and the sender's ephemeral key are arguments (the caller draws them), so the RFC's worked
 * example reproduces byte for byte and the same code runs in the browser and in Node.
 */
import { gcm } from '@noble/ciphers/aes.js'
import { p256 } from '@noble/curves/nist.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '../crypto/encoding'
import { WebPushError } from './error'

/** The record size we write: push services must accept a 4,096-byte body (RFC 8291 §4). */
export const PUSH_RECORD_SIZE = 4096
const SALT_LENGTH = 16
const AUTH_LENGTH = 16
const KEY_LENGTH = 65 // uncompressed P-256 point: 0x04 | x | y
const HEADER_LENGTH = SALT_LENGTH + 4 + 1 + KEY_LENGTH // salt | rs | idlen | keyid = 86
const TAG_LENGTH = 16
const LAST_RECORD = 0x02 // RFC 8188 §2: the padding delimiter of the last (here the only) record
/** RFC 8188 §2.1: a record must hold the tag and one delimiter byte. */
const MIN_RECORD_SIZE = TAG_LENGTH + 2

/** The largest plaintext whose whole body fits 4,096 bytes: 4096 − header 86 − tag 16 − delimiter 1. */
export const MAX_PUSH_PLAINTEXT = PUSH_RECORD_SIZE - HEADER_LENGTH - TAG_LENGTH - 1

export interface PushSubscriptionKeys {
  /** The user agent's public key, 65-byte uncompressed P-256 point. */
  p256dh: Uint8Array
  /** The 16-byte authentication secret. */
  auth: Uint8Array
}

/**
 * The sender's half of the key agreement (RFC 8291 §3.1), done elsewhere: its public key and the x
 * coordinate of the shared point. A node that has native ECDH passes this, so the message path never waits
 * on two scalar multiplications in JavaScript.
 */
export interface AgreedKey {
  senderPublicKey: Uint8Array
  sharedSecret: Uint8Array
}

export type EncryptPushInput = {
  plaintext: Uint8Array
  subscription: PushSubscriptionKeys
  /** 16 random bytes drawn by the caller for this message. */
  salt: Uint8Array
  recordSize?: number
} & (
  | {
      /** The ephemeral 32-byte P-256 scalar ("as_private"), fresh for each message. */
      senderPrivateKey: Uint8Array
    }
  | { agreed: AgreedKey }
)

export interface DecryptPushInput {
  body: Uint8Array
  receiverPrivateKey: Uint8Array
  receiverPublicKey: Uint8Array
  auth: Uint8Array
}

const refuse = (reason: string, cause?: unknown): never => {
  throw new WebPushError('encryption', reason, cause)
}

const requireLength = (bytes: Uint8Array, length: number, what: string): void => {
  if (bytes.length !== length) refuse(`${what} must be ${length} bytes, got ${bytes.length}`)
}

const requirePoint = (bytes: Uint8Array, what: string): void => {
  requireLength(bytes, KEY_LENGTH, what)
  try {
    p256.Point.fromBytes(bytes).assertValidity()
  } catch (cause) {
    refuse(`${what} is not a P-256 point`, cause)
  }
}

const label = (text: string): Uint8Array => concatBytes(utf8ToBytes(text), new Uint8Array([0]))

/** RFC 8291 §3.3–3.4, then RFC 8188 §2.2–2.3: the content-encryption key and the nonce. */
const deriveKeys = (
  salt: Uint8Array,
  sharedX: Uint8Array,
  auth: Uint8Array,
  uaPublic: Uint8Array,
  asPublic: Uint8Array,
): { cek: Uint8Array; nonce: Uint8Array } => {
  const keyInfo = concatBytes(label('WebPush: info'), uaPublic, asPublic)
  const ikm = hkdf(sha256, sharedX, auth, keyInfo, 32)
  return {
    cek: hkdf(sha256, ikm, salt, label('Content-Encoding: aes128gcm'), 16),
    // The only record has sequence number 0, so its nonce is the derived nonce unchanged (RFC 8188 §2.3).
    nonce: hkdf(sha256, ikm, salt, label('Content-Encoding: nonce'), 12),
  }
}

/** The x coordinate of the ECDH point, the shared secret RFC 8291 §3.1 uses. */
const sharedSecret = (privateKey: Uint8Array, publicKey: Uint8Array): Uint8Array =>
  p256.getSharedSecret(privateKey, publicKey, true).subarray(1)

const publicKeyOf = (privateKey: Uint8Array, what: string): Uint8Array => {
  requireLength(privateKey, 32, what)
  try {
    return p256.getPublicKey(privateKey, false)
  } catch (cause) {
    return refuse(`${what} is not a valid P-256 scalar`, cause)
  }
}

/** The whole request body: header (salt | rs | idlen=65 | sender public key), then the one record. */
export const encryptPush = (input: EncryptPushInput): Uint8Array => {
  const { plaintext, subscription, salt } = input
  const recordSize = input.recordSize ?? PUSH_RECORD_SIZE
  if (plaintext.length > MAX_PUSH_PLAINTEXT)
    refuse(`plaintext of ${plaintext.length} bytes exceeds ${MAX_PUSH_PLAINTEXT}`)
  if (!Number.isInteger(recordSize) || recordSize < MIN_RECORD_SIZE || recordSize > 0xffffffff)
    refuse(`record size ${recordSize} is out of range`)
  if (plaintext.length + 1 + TAG_LENGTH > recordSize)
    refuse(`plaintext of ${plaintext.length} bytes does not fit one record of ${recordSize}`)
  requireLength(salt, SALT_LENGTH, 'salt')
  requireLength(subscription.auth, AUTH_LENGTH, 'auth secret')
  requirePoint(subscription.p256dh, 'p256dh')
  const agreed =
    'agreed' in input
      ? input.agreed
      : {
          senderPublicKey: publicKeyOf(input.senderPrivateKey, 'sender private key'),
          sharedSecret: sharedSecret(input.senderPrivateKey, subscription.p256dh),
        }
  requireLength(agreed.senderPublicKey, KEY_LENGTH, 'sender public key')
  requireLength(agreed.sharedSecret, 32, 'shared secret')
  const asPublic = agreed.senderPublicKey
  const { cek, nonce } = deriveKeys(
    salt,
    agreed.sharedSecret,
    subscription.auth,
    subscription.p256dh,
    asPublic,
  )
  const record = gcm(cek, nonce).encrypt(concatBytes(plaintext, new Uint8Array([LAST_RECORD])))
  const header = new Uint8Array(HEADER_LENGTH)
  header.set(salt, 0)
  new DataView(header.buffer).setUint32(SALT_LENGTH, recordSize)
  header[SALT_LENGTH + 4] = KEY_LENGTH
  header.set(asPublic, SALT_LENGTH + 5)
  return concatBytes(header, record)
}

/** The push service's / user agent's side: the plaintext, or a WebPushError saying what is wrong. */
export const decryptPush = (input: DecryptPushInput): Uint8Array => {
  const { body, receiverPrivateKey, receiverPublicKey, auth } = input
  requireLength(auth, AUTH_LENGTH, 'auth secret')
  requirePoint(receiverPublicKey, 'receiver public key')
  const derived = publicKeyOf(receiverPrivateKey, 'receiver private key')
  if (!derived.every((byte, i) => byte === receiverPublicKey[i]))
    refuse('receiver public key does not belong to the receiver private key')
  if (body.length < SALT_LENGTH + 5) refuse('body is shorter than the aes128gcm header')
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength)
  const recordSize = view.getUint32(SALT_LENGTH)
  const idLength = body[SALT_LENGTH + 4]
  // RFC 8291 §4: the keyid is the sender's uncompressed public key, nothing else.
  if (idLength !== KEY_LENGTH) refuse(`header key id is ${idLength} bytes, expected ${KEY_LENGTH}`)
  if (recordSize < MIN_RECORD_SIZE) refuse(`header record size ${recordSize} is below ${MIN_RECORD_SIZE}`)
  if (body.length < HEADER_LENGTH + TAG_LENGTH + 1) refuse('body holds no complete record')
  const salt = body.subarray(0, SALT_LENGTH)
  const asPublic = body.subarray(SALT_LENGTH + 5, HEADER_LENGTH)
  requirePoint(asPublic, 'header sender key')
  const record = body.subarray(HEADER_LENGTH)
  // RFC 8291 §4 allows exactly one record; a longer body would be several.
  if (record.length > recordSize) refuse(`body holds more than one record of ${recordSize} bytes`)
  const { cek, nonce } = deriveKeys(
    salt,
    sharedSecret(receiverPrivateKey, asPublic),
    auth,
    receiverPublicKey,
    asPublic,
  )
  let padded: Uint8Array = new Uint8Array(0)
  try {
    padded = gcm(cek, nonce).decrypt(record)
  } catch (cause) {
    refuse('record does not decrypt (wrong key or auth secret, or altered bytes)', cause)
  }
  // RFC 8188 §2: plaintext, the delimiter, then zero padding; the last record's delimiter is 0x02.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (end < 0 || padded[end] !== LAST_RECORD) refuse('record has no last-record delimiter')
  return padded.slice(0, end)
}
