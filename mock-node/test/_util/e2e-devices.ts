/**
 * Devices of the key-package directory for the node's tests (docs/protocol.md §3.10, §4.5): a device key,
 * its certificate written from the protocol text alone (not from the client's code, so the node is held to
 * the document), and publish bodies with recognisable stand-in key packages (the node never reads them).
 */
import { randomBytes } from 'node:crypto'
import { bytesToBase64, utf8ToBytes } from '#domain/crypto/encoding'
import { generateKeyPair } from '#domain/keys/key-pair'
import { signBase64 } from '#domain/signing/sign'
import type { TestAccount } from '../../../tests/_util/node-client'

const DAY_MS = 24 * 60 * 60 * 1000

export interface CertificateFields {
  userid: string
  device: string
  created: number
  expires: number
}

/** The certificate's UTF-8 JSON in base64, signed by `mainPrivateKeyHex` as §3.10 says. */
export const certificateOf = (fields: CertificateFields, mainPrivateKeyHex: string): string => {
  const text = ['web3mq-e2e-device/v1', fields.userid, fields.device, fields.created, fields.expires].join(
    '\n',
  )
  const sig = signBase64(text, mainPrivateKeyHex)
  return bytesToBase64(utf8ToBytes(JSON.stringify({ v: 1, ...fields, sig })))
}

/** A fresh device id: the hex of a new ed25519 public key. */
export const newDeviceId = (): string => generateKeyPair((n) => new Uint8Array(randomBytes(n))).PublicKey

/** A stand-in key package whose bytes name its device and number, so a test sees which one it got. */
export const packageOf = (device: string, n: number | 'last'): string =>
  bytesToBase64(utf8ToBytes(`key package ${n} of ${device}`))

interface PublishOptions {
  /** How many one-time packages (default 3). */
  count?: number
  /** The certificate's fields other than the account's own; the main key signs unless `signedBy` says. */
  cert?: Partial<CertificateFields>
  signedBy?: string
  /** A credential to send as is. */
  credential?: string
}

/** A publish body for `account`'s device `device`, valid at `now` unless the options break it. */
export const publishBody = (
  account: TestAccount,
  device: string,
  now: number,
  options: PublishOptions = {},
) => {
  const { count = 3 } = options
  const credential =
    options.credential ??
    certificateOf(
      { userid: account.userid, device, created: now, expires: now + 30 * DAY_MS, ...options.cert },
      options.signedBy ?? account.mainKeys.PrivateKey,
    )
  return {
    device_id: device,
    device_credential: credential,
    key_packages: Array.from({ length: count }, (_, i) => packageOf(device, i)),
    last_resort_key_package: packageOf(device, 'last'),
  }
}
