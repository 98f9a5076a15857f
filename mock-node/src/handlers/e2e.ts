/**
 * The key-package directory (docs/protocol.md §4.5): publish, claim, list and revoke a user's devices.
 * A device is served only while its certificate holds: it names the user and the device, the user's
 * current main key signed it, and it has not expired (../security/device-certificate.ts). So after a
 * password reset the older devices drop out until they publish again under the new main key.
 */
import {
  claimKeyPackages,
  E2eMessage,
  e2eDevices,
  KeyPackageLimits,
  publishKeyPackages,
  revokeDevice,
} from '#domain/contract'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { route } from '../http/routes'
import { certificateHolds } from '../security/device-certificate'
import type { E2eDeviceRecord } from '../state/e2e-devices'
import type { UserRecord } from '../state/users'
import { requireUser } from './common'

const holds = (
  ctx: NodeContext,
  user: UserRecord,
  device: Pick<E2eDeviceRecord, 'device_id' | 'device_credential'>,
) =>
  certificateHolds(device.device_credential, {
    userid: user.userid,
    deviceId: device.device_id,
    mainPubkey: user.main_pubkey,
    now: ctx.now(),
  })

const partition = <T>(items: readonly T[], keep: (item: T) => boolean): [T[], T[]] => {
  const kept = items.filter(keep)
  return [kept, items.filter((item) => !kept.includes(item))]
}

/** The user's devices whose certificates hold now. */
const liveDevices = (ctx: NodeContext, user: UserRecord): E2eDeviceRecord[] =>
  ctx.state.e2e.devicesOf(user.userid).filter((device) => holds(ctx, user, device))

export const e2eRoutes = [
  route(publishKeyPackages, ({ fields, caller }, ctx) => {
    const user = requireUser(ctx, caller ?? '')
    if (!holds(ctx, user, fields)) throw fail.badRequest(E2eMessage.invalidCertificate)
    const store = ctx.state.e2e
    // A device whose certificate no longer holds (expired, or made before a reset) gives up its place.
    const [live, stale] = partition(store.devicesOf(user.userid), (device) => holds(ctx, user, device))
    const isNew = !live.some((d) => d.device_id === fields.device_id)
    if (isNew && live.length >= KeyPackageLimits.devicesPerUser)
      throw fail.conflict(E2eMessage.tooManyDevices)
    ctx.state.kv.write(() => {
      for (const device of stale) store.revoke(user.userid, device.device_id)
      store.publish(user.userid, {
        device_id: fields.device_id,
        device_credential: fields.device_credential,
        key_packages: fields.key_packages,
        last_resort_key_package: fields.last_resort_key_package,
        published_at: ctx.now(),
      })
    })
    return { device_id: fields.device_id, key_packages_left: fields.key_packages.length }
  }),

  route(claimKeyPackages, ({ fields }, ctx) => {
    const target = requireUser(ctx, fields.target_userid)
    return {
      userid: target.userid,
      devices: ctx.state.e2e.claim(target.userid, liveDevices(ctx, target)),
    }
  }),

  route(e2eDevices, ({ fields }, ctx) => {
    const target = requireUser(ctx, fields.target_userid)
    return {
      userid: target.userid,
      devices: liveDevices(ctx, target).map((device) => ({
        device_id: device.device_id,
        device_credential: device.device_credential,
        key_packages_left: device.key_packages.length,
      })),
    }
  }),

  route(revokeDevice, ({ fields, caller }, ctx) => {
    if (!ctx.state.e2e.revoke(caller ?? '', fields.device_id)) throw fail.notFound(E2eMessage.deviceNotFound)
    return null
  }),
]
