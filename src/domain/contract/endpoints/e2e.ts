/**
 * The key-package directory of end-to-end encrypted chat (docs/protocol.md §4.5, §3.10): each device of a
 * user publishes MLS key packages under its main-key-signed device certificate; a peer claims one package
 * per device to add that device to a conversation, or lists the devices without consuming anything.
 */
import * as z from 'zod/mini'
import { dataEndpoint, signedBy } from '../endpoint'
import { NodeCode } from '../node-codes'
import { refusal } from '../refusals'
import { num, str } from '../schemas'

/** Limits of the directory (docs/protocol.md §4.5). */
export const KeyPackageLimits = {
  /** One-time packages in one publish. */
  packagesPerPublish: 100,
  /** Bytes of one key package, decoded. */
  packageBytes: 4096,
  /** Bytes of a device certificate, decoded. */
  credentialBytes: 1024,
  /** Published devices per user. */
  devicesPerUser: 10,
} as const

/** The node's exact words for the directory's own refusals. */
export const E2eMessage = {
  invalidCertificate: 'Invalid device certificate',
  tooManyDevices: 'Too many devices',
  deviceNotFound: 'Device not found',
} as const

/** How many bytes a padded base64 string decodes to. */
const decodedLength = (b64: string): number =>
  (b64.length / 4) * 3 - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0)

/** Base64 (standard alphabet, padded) of 1 to `bytes` bytes. */
const base64Of = (bytes: number) =>
  z.string().check(
    z.minLength(4),
    z.maxLength(Math.ceil(bytes / 3) * 4),
    z.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/),
    z.refine((b64) => decodedLength(b64) <= bytes, `at most ${bytes} bytes`),
  )

/** Hex of a device's MLS signature public key (ed25519), lower-case, as the certificate names it. */
export const deviceId = z.string().check(z.regex(/^[0-9a-f]{64}$/))
const keyPackage = base64Of(KeyPackageLimits.packageBytes)
const deviceCredential = base64Of(KeyPackageLimits.credentialBytes)

const publishedDevice = {
  device_id: str,
  /** Base64 of the device certificate's UTF-8 JSON (docs/protocol.md §3.10). */
  device_credential: str,
}

export const claimedDeviceSchema = z.looseObject({
  ...publishedDevice,
  key_package: str,
  /** True when the device had no one-time package left: its last-resort package, which stays published. */
  last_resort: z.boolean(),
})

export const listedDeviceSchema = z.looseObject({ ...publishedDevice, key_packages_left: num })

/** A publish replaces the device's packages; its certificate must verify against the main key. */
export const publishKeyPackages = dataEndpoint({
  name: 'e2e.publishKeyPackages',
  method: 'POST',
  path: '/api/user/key_package/',
  auth: signedBy.userSignature('device_id', 'device_credential', 'key_packages', 'last_resort_key_package'),
  refusals: {
    invalidCertificate: refusal(
      NodeCode.badRequest,
      "the device certificate is not JSON, names another user or device, is not signed by the user's current main key, or has expired",
      E2eMessage.invalidCertificate,
    ),
    tooManyDevices: refusal(
      NodeCode.conflict,
      'the user already has the most devices published; revoke one first',
      E2eMessage.tooManyDevices,
    ),
  },
  params: z.object({
    device_id: deviceId,
    device_credential: deviceCredential,
    key_packages: z.array(keyPackage).check(z.minLength(1), z.maxLength(KeyPackageLimits.packagesPerPublish)),
    last_resort_key_package: keyPackage,
  }),
  data: z.looseObject({ device_id: str, key_packages_left: num }),
})

/** One package per published device of the target, consumed unless it is the last-resort one. */
export const claimKeyPackages = dataEndpoint({
  name: 'e2e.claimKeyPackages',
  method: 'POST',
  path: '/api/user/key_package/claim/',
  auth: signedBy.userSignature('target_userid'),
  refusals: {},
  params: z.object({ target_userid: str }),
  data: z.looseObject({ userid: str, devices: z.array(claimedDeviceSchema) }),
})

/** The target's published devices and how many one-time packages each has left; consumes nothing. */
export const e2eDevices = dataEndpoint({
  name: 'e2e.devices',
  method: 'GET',
  path: '/api/user/e2e_devices/',
  auth: signedBy.userSignature('target_userid'),
  refusals: {},
  params: z.object({ target_userid: str }),
  data: z.looseObject({ userid: str, devices: z.array(listedDeviceSchema) }),
})

/** Removes one of the signer's own devices and its packages. */
export const revokeDevice = dataEndpoint({
  name: 'e2e.revokeDevice',
  method: 'POST',
  path: '/api/user/key_package/revoke/',
  auth: signedBy.userSignature('device_id'),
  refusals: {
    deviceNotFound: refusal(
      NodeCode.notFound,
      'the signer has no published device with this id',
      E2eMessage.deviceNotFound,
    ),
  },
  params: z.object({ device_id: deviceId }),
  data: z.nullish(z.unknown()),
})

export const e2eEndpoints = [publishKeyPackages, claimKeyPackages, e2eDevices, revokeDevice] as const
