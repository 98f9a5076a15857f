/**
 * Device certificates (docs/protocol.md §3.10 "Identity"): the main key signs each device's MLS signature key,
 * and the certificate is the identity of that device's MLS basic credential. UTF-8 JSON
 * `{"v":1,"userid":…,"device":<hex>,"created":<ms>,"expires":<ms>,"sig":<base64>}`; `sig` is ed25519 with the main
 * key over `web3mq-e2e-device/v1\n<userid>\n<device>\n<created>\n<expires>`.
 */
import { base64ToBytes, bytesToHex, isBase64, utf8ToBytes } from '../crypto/encoding'
import { errors } from '../errors'
import { signBase64, verifyBase64 } from '../signing/sign'
import { decimalMillis } from '../signing/timestamp'
import { E2eFormatError, parseJsonObject } from './format-error'

export const DEVICE_CERT_LABEL = 'web3mq-e2e-device/v1'
const DAY_MS = 24 * 60 * 60 * 1000
/**
 * How long a certificate this client writes is valid. The expiry bounds how long a device that left its owner's
 * hands (a wiped browser profile whose last-resort key package is still published, a sold laptop) stays
 * accepted into new chats with no one acting; a device in use renews well before (DEVICE_CERT_RENEW_BEFORE_MS)
 * because it keeps the main key. Half a year keeps a device used only now and then from dropping out of its
 * chats; a password reset revokes every certificate at once anyway (the main key changes).
 */
export const DEVICE_CERT_LIFETIME_MS = 180 * DAY_MS
/** A device renews (signs and publishes again) once less than this is left. */
export const DEVICE_CERT_RENEW_BEFORE_MS = 30 * DAY_MS
/**
 * A certificate created this far in a verifier's future is still accepted: peers' clocks differ, and refusing
 * a device for the first minutes of its life over a slow clock would be a spurious "not verified" warning.
 */
export const DEVICE_CERT_CLOCK_SKEW_MS = 5 * 60 * 1000

export interface DeviceCertFields {
  userid: string
  /** The device's MLS signature public key: 32 bytes (Ed25519) as lower-case hex. */
  device: string
  /** Milliseconds since the epoch. */
  created: number
  expires: number
}

export interface DeviceCert extends DeviceCertFields {
  v: 1
  /** base64 ed25519 with the main key over deviceCertText. */
  sig: string
}

const DEVICE_RE = /^[0-9a-f]{64}$/
const SIGNATURE_BYTES = 64

/** What is wrong with the fields, or null. */
const fieldsProblem = ({ userid, device, created, expires }: DeviceCertFields): string | null => {
  if (typeof userid !== 'string' || userid === '' || userid.includes('\n')) return 'userid is not a user id'
  if (typeof device !== 'string' || !DEVICE_RE.test(device)) return 'device is not 32 bytes of lower-case hex'
  const isMillis = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0
  if (!isMillis(created) || !isMillis(expires)) return 'created and expires are not milliseconds'
  return expires > created ? null : 'expires is not after created'
}

/** The signed text. Throws invalid-input for fields a certificate cannot hold. */
export const deviceCertText = (fields: DeviceCertFields): string => {
  const problem = fieldsProblem(fields)
  if (problem) throw errors.invalidInput(problem)
  const { userid, device, created, expires } = fields
  return [DEVICE_CERT_LABEL, userid, device, decimalMillis(created), decimalMillis(expires)].join('\n')
}

/** Signs with the main private key (hex seed). Throws as deviceCertText and signBase64 do. */
export const signDeviceCert = (fields: DeviceCertFields, mainPrivateKeyHex: string): DeviceCert => {
  const { userid, device, created, expires } = fields
  const sig = signBase64(deviceCertText(fields), mainPrivateKeyHex)
  return { v: 1, userid, device, created, expires, sig }
}

/** This device's certificate from `now` for DEVICE_CERT_LIFETIME_MS. */
export const issueDeviceCert = (
  input: { userid: string; signaturePublicKey: Uint8Array; now: number },
  mainPrivateKeyHex: string,
): DeviceCert =>
  signDeviceCert(
    {
      userid: input.userid,
      device: bytesToHex(input.signaturePublicKey),
      created: input.now,
      expires: input.now + DEVICE_CERT_LIFETIME_MS,
    },
    mainPrivateKeyHex,
  )

/** Whether the device should sign and publish a new certificate. */
export const certNeedsRenewal = (cert: DeviceCert, now: number): boolean =>
  now >= cert.expires - DEVICE_CERT_RENEW_BEFORE_MS

const certJson = ({ userid, device, created, expires, sig }: DeviceCert): string =>
  JSON.stringify({ v: 1, userid, device, created, expires, sig })

/** The credential bytes: keys in the order v, userid, device, created, expires, sig; no spaces. */
export const encodeDeviceCert = (cert: DeviceCert): Uint8Array => utf8ToBytes(certJson(cert))

const KEYS = ['v', 'userid', 'device', 'created', 'expires', 'sig'] as const

const refuse = (reason: string): never => {
  throw new E2eFormatError('device certificate', reason)
}

/**
 * Reads credential bytes. Strict, since the bytes are a leaf's identity: exactly the keys above in that order,
 * `v` 1, valid fields, a 64-byte base64 signature, and the bytes exactly as encodeDeviceCert writes them (no
 * spaces, escapes or other number forms). Throws E2eFormatError with the reason. Does not check the signature.
 */
export const decodeDeviceCert = (bytes: Uint8Array): DeviceCert => {
  const json = parseJsonObject(bytes, 'device certificate')
  if (Object.keys(json).join() !== KEYS.join())
    refuse('keys are not v, userid, device, created, expires, sig')
  if (json.v !== 1) refuse('v is not 1')
  const cert = json as unknown as DeviceCert
  const problem = fieldsProblem(cert)
  if (problem) refuse(problem)
  if (
    typeof cert.sig !== 'string' ||
    !isBase64(cert.sig) ||
    base64ToBytes(cert.sig).length !== SIGNATURE_BYTES
  )
    refuse('sig is not a base64 signature')
  if (bytesToHex(encodeDeviceCert(cert)) !== bytesToHex(bytes)) refuse('not in its one encoding')
  return cert
}

export type DeviceCertRefusal = 'signature' | 'userid' | 'device' | 'expired' | 'not yet valid'

export interface DeviceCertExpectation {
  /** The wallet-attested main public key of the certificate's user (attestation.ts). */
  mainPublicKeyHex: string
  /** The user the certificate must name (the member the leaf stands for). */
  expectedUserid?: string
  /** The signature key of the leaf that carries the certificate. */
  signaturePublicKey?: Uint8Array
  now: number
}

/**
 * Checks in this order, answering the first failure: the main key's signature over the text (also for fields
 * no certificate can hold), the user, the leaf's key, then time: not yet valid before `created` less
 * DEVICE_CERT_CLOCK_SKEW_MS, expired from `expires` on. Never throws.
 */
export const verifyDeviceCert = (
  cert: DeviceCert,
  expect: DeviceCertExpectation,
): { ok: true } | { ok: false; reason: DeviceCertRefusal } => {
  const signed = cert.v === 1 && fieldsProblem(cert) === null
  if (!signed || !verifyBase64(deviceCertText(cert), cert.sig, expect.mainPublicKeyHex))
    return { ok: false, reason: 'signature' }
  if (expect.expectedUserid !== undefined && cert.userid !== expect.expectedUserid)
    return { ok: false, reason: 'userid' }
  if (expect.signaturePublicKey !== undefined && bytesToHex(expect.signaturePublicKey) !== cert.device)
    return { ok: false, reason: 'device' }
  if (expect.now < cert.created - DEVICE_CERT_CLOCK_SKEW_MS) return { ok: false, reason: 'not yet valid' }
  if (expect.now >= cert.expires) return { ok: false, reason: 'expired' }
  return { ok: true }
}
