/**
 * This device in the key-package directory (docs/protocol.md §3.10, §4.5): its own MLS signature key, a
 * certificate the main key signs for it, and key packages published so a peer can start a conversation
 * while this device is offline. A new device is made when there is none, when its certificate nears its end,
 * or when the main key changed (a password reset). The directory is topped up when few packages are left.
 */

import { bytesToHex } from '../../domain/crypto/encoding'
import { sha256Hex } from '../../domain/crypto/hash'
import {
  DEVICE_CERT_LIFETIME_MS,
  DEVICE_CERT_RENEW_BEFORE_MS,
  encodeDeviceCert,
  signDeviceCert,
} from '../../domain/e2e'
import type { MlsEngine, MlsKeyPackage } from '../../ports'
import type { ClientContext } from '../core/context'
import type { Directory } from './directory'
import type { E2ERecords, StoredDevice, StoredPackage } from './records'

/** Packages published at a time, besides the last-resort one. */
export const KEY_PACKAGE_BATCH = 10
/** Fewer left than this on the node and the device publishes a new batch. */
export const KEY_PACKAGE_LOW = 3

export interface MainKey {
  privateKeyHex: string
  publicKeyHex: string
}

export const packageId = (pkg: MlsKeyPackage): string => sha256Hex(pkg.publicPackage).slice(0, 32)

export class Device {
  constructor(
    private readonly ctx: ClientContext,
    private readonly engine: MlsEngine,
    private readonly records: E2ERecords,
    private readonly directory: Directory,
    private readonly mainKey: MainKey,
  ) {}

  /** This device, made (and published) first when there is none fit to use. Call inside the store's lock. */
  async current(): Promise<StoredDevice> {
    const now = this.ctx.ports.clock.now()
    const stored = await this.records.device()
    if (
      stored &&
      stored.mainPublicKeyHex === this.mainKey.publicKeyHex &&
      stored.expires - DEVICE_CERT_RENEW_BEFORE_MS > now
    )
      return stored
    return this.create(now)
  }

  /** Publishes a new batch when the node holds fewer than KEY_PACKAGE_LOW of this device's packages. */
  async topUp(device: StoredDevice): Promise<void> {
    const own = await this.directory.devices(this.ctx.keys.userid)
    const mine = own?.find((entry) => entry.device_id === device.deviceId)
    if (mine && mine.key_packages_left >= KEY_PACKAGE_LOW) return
    await this.publish(device)
  }

  private async create(now: number): Promise<StoredDevice> {
    const keys = await this.engine.newDevice(new Uint8Array())
    const deviceId = bytesToHex(keys.signaturePublicKey)
    const expires = now + DEVICE_CERT_LIFETIME_MS
    const cert = signDeviceCert(
      { userid: this.ctx.keys.userid, device: deviceId, created: now, expires },
      this.mainKey.privateKeyHex,
    )
    const device: StoredDevice = {
      ...keys,
      credential: encodeDeviceCert(cert),
      deviceId,
      mainPublicKeyHex: this.mainKey.publicKeyHex,
      expires,
    }
    await this.records.putDevice(device)
    await this.publish(device)
    return device
  }

  /** A new batch beside the device's last-resort package (kept, or made on the first publish): a publish replaces. */
  private async publish(device: StoredDevice): Promise<void> {
    const fresh: MlsKeyPackage[] = []
    for (let i = 0; i < KEY_PACKAGE_BATCH; i++) fresh.push(await this.engine.newKeyPackage(device, false))
    const kept = (await this.records.packages()).find((pkg) => pkg.lastResort && this.isOf(pkg, device))
    const lastResort = kept ?? (await this.engine.newKeyPackage(device, true))
    for (const pkg of kept ? fresh : [...fresh, lastResort])
      await this.records.putPackage(packageId(pkg), device.deviceId, pkg)
    await this.directory.publish(device, fresh, lastResort)
  }

  /** Whether a stored package was made by `device` (an older device's last resort is not republished). */
  private isOf(pkg: StoredPackage, device: StoredDevice): boolean {
    return pkg.deviceId === device.deviceId
  }
}
