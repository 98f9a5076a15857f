/**
 * Whether a published device's certificate holds (docs/protocol.md §3.10 "Identity", §4.5): read as the
 * domain reads it (`#domain/e2e/device-cert`: its one encoding, its signed text, its clock skew), signed by
 * the user's current main key, naming this user and this device, and within its time. The node holds a
 * device to it as every client does, so the directory lists no device the user's main key did not vouch
 * for; the signature is checked with node:crypto, as every other signature on the node.
 */
import { base64ToBytes } from '#domain/crypto/encoding'
import {
  DEVICE_CERT_CLOCK_SKEW_MS,
  type DeviceCert,
  decodeDeviceCert,
  deviceCertText,
} from '#domain/e2e/device-cert'
import { verifyEd25519 } from '../http/ed25519-native'

/** The certificate in `credentialBase64`, or undefined when it is not one in its one encoding. */
const readCertificate = (credentialBase64: string): DeviceCert | undefined => {
  try {
    return decodeDeviceCert(base64ToBytes(credentialBase64))
  } catch {
    return undefined
  }
}

export interface CertificateHolder {
  userid: string
  deviceId: string
  /** The user's current main public key (hex), which must have signed the certificate. */
  mainPubkey: string
  now: number
}

/**
 * True when the certificate names this user and device, the user's current main key signed it and `now`
 * is within its time. After a password reset the main key changes, so the older certificates stop holding.
 */
export const certificateHolds = (credentialBase64: string, holder: CertificateHolder): boolean => {
  const cert = readCertificate(credentialBase64)
  return (
    cert !== undefined &&
    cert.userid === holder.userid &&
    cert.device === holder.deviceId &&
    holder.now >= cert.created - DEVICE_CERT_CLOCK_SKEW_MS &&
    holder.now < cert.expires &&
    verifyEd25519(deviceCertText(cert), cert.sig, holder.mainPubkey)
  )
}
