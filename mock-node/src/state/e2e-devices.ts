/**
 * The key-package directory (docs/protocol.md §4.5): each published device of a user, one record under
 * `e2e-device <userid> <device_id>`, holding its certificate, its one-time key packages in the order they
 * were published and its last-resort package. A publish replaces the record; a claim takes the first
 * one-time package, or hands out the last-resort one and keeps it.
 */
import type { claimedDeviceSchema, listedDeviceSchema } from '#domain/contract'
import type { KeyValue } from './kv/port'
import type { RecordOf } from './record'

export type E2eDeviceRecord = RecordOf<typeof listedDeviceSchema, 'device_id' | 'device_credential'> & {
  key_packages: readonly string[]
  last_resort_key_package: string
  published_at: number
}

export type ClaimedPackage = RecordOf<
  typeof claimedDeviceSchema,
  'device_id' | 'device_credential' | 'key_package' | 'last_resort'
>

const TABLE = 'e2e-device'

export class E2eDeviceStore {
  constructor(private readonly kv: KeyValue) {}

  /** The user's published devices, by device id. */
  devicesOf(userid: string): E2eDeviceRecord[] {
    return this.kv.range<E2eDeviceRecord>([TABLE, userid]).map((e) => e.value)
  }

  get(userid: string, deviceId: string): E2eDeviceRecord | undefined {
    return this.kv.get([TABLE, userid, deviceId])
  }

  /** Stores the device, replacing whatever it published before. */
  publish(userid: string, record: E2eDeviceRecord): void {
    this.kv.put([TABLE, userid, record.device_id], record)
  }

  /** Removes the device; false when the user had no such device. */
  revoke(userid: string, deviceId: string): boolean {
    if (!this.get(userid, deviceId)) return false
    this.kv.remove([TABLE, userid, deviceId])
    return true
  }

  /**
   * One package of each of `devices` (records of `userid`), in one transaction: the first one-time
   * package, removed; or, when none is left, the last-resort package, kept.
   */
  claim(userid: string, devices: readonly E2eDeviceRecord[]): ClaimedPackage[] {
    return this.kv.write(() =>
      devices.map((device) => {
        const [first, ...rest] = device.key_packages
        const base = { device_id: device.device_id, device_credential: device.device_credential }
        if (first === undefined)
          return { ...base, key_package: device.last_resort_key_package, last_resort: true }
        this.kv.put([TABLE, userid, device.device_id], { ...device, key_packages: rest })
        return { ...base, key_package: first, last_resort: false }
      }),
    )
  }
}
