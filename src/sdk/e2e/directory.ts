/**
 * The key-package directory as this client uses it (docs/protocol.md §4.5). On a node without it (every
 * public Web3MQ node today) the calls answer 404 and the conversation stays plain, saying why.
 */
import { claimKeyPackages, e2eDevices, publishKeyPackages } from '../../domain/contract'
import { base64ToBytes, bytesToBase64 } from '../../domain/crypto/encoding'
import { HttpError, NodeError } from '../../domain/errors'
import type { MlsKeyPackage } from '../../ports'
import type { ClientContext } from '../core/context'
import type { StoredDevice } from './records'

/** A device of a peer as claimed: its certificate and one key package to add it with. */
export interface ClaimedDevice {
  deviceId: string
  credential: Uint8Array
  keyPackage: Uint8Array
}

/** The node has no directory: an HTTP 404, or a 404 envelope that is not about the user. */
export const isMissingDirectory = (error: unknown): boolean =>
  (error instanceof HttpError && error.status === 404) ||
  (error instanceof NodeError && error.nodeCode === 404 && !/user/i.test(error.message))

export class Directory {
  constructor(private readonly ctx: ClientContext) {}

  async publish(
    device: StoredDevice,
    fresh: readonly MlsKeyPackage[],
    lastResort: MlsKeyPackage,
  ): Promise<void> {
    await this.ctx.api.call(publishKeyPackages, {
      device_id: device.deviceId,
      device_credential: bytesToBase64(device.credential),
      key_packages: fresh.map((pkg) => bytesToBase64(pkg.publicPackage)),
      last_resort_key_package: bytesToBase64(lastResort.publicPackage),
    })
  }

  /** One key package per published device of `userid`; undefined when the node has no directory. */
  async claim(userid: string): Promise<ClaimedDevice[] | undefined> {
    try {
      const { devices } = await this.ctx.api.call(claimKeyPackages, { target_userid: userid })
      return devices.map((entry) => ({
        deviceId: entry.device_id,
        credential: base64ToBytes(entry.device_credential),
        keyPackage: base64ToBytes(entry.key_package),
      }))
    } catch (error) {
      if (isMissingDirectory(error)) return undefined
      throw error
    }
  }

  /** The published devices of `userid` (consuming nothing); undefined when the node has no directory. */
  async devices(userid: string) {
    try {
      return (await this.ctx.api.call(e2eDevices, { target_userid: userid })).devices
    } catch (error) {
      if (isMissingDirectory(error)) return undefined
      throw error
    }
  }
}
