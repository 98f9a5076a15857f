/**
 * The key-package directory (docs/protocol.md §4.5): what one user publishes, another claims one package
 * per device of, consuming it unless it is the last-resort one; listing consumes nothing; revoke removes a
 * device. Every answer is read back with the contract's schemas (../_util/contract-watch.ts).
 */
import { describe, expect, it } from 'vitest'
import { claimKeyPackages, e2eDevices, publishKeyPackages, revokeDevice } from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import { newDeviceId, publishBody } from '../_util/e2e-devices'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, type TestNode } from '../_util/rest-node'

const publish = (node: TestNode, account: TestAccount, device: string, count = 3) =>
  account.call(publishKeyPackages, publishBody(account, device, node.clock.t, { count }))

const claimed = async (by: TestAccount, target: TestAccount) =>
  (await by.call(claimKeyPackages, { target_userid: target.userid })).devices.map((d) => [
    d.device_id,
    Buffer.from(d.key_package, 'base64').toString(),
    d.last_resort,
  ])

const left = async (by: TestAccount, target: TestAccount) =>
  (await by.call(e2eDevices, { target_userid: target.userid })).devices.map((d) => [
    d.device_id,
    d.key_packages_left,
  ])

/** Two device ids in the order the node lists them (by id). */
const twoDevices = () => [newDeviceId(), newDeviceId()].sort() as [string, string]

describe('key-package directory', () => {
  it('a claim answers one package per device of the target and consumes it', async () => {
    const { node, alice, bob } = await nodeWith('alice', 'bob')
    const [d1, d2] = twoDevices()
    expect(await publish(node, alice, d1)).toEqual({ device_id: d1, key_packages_left: 3 })
    await publish(node, alice, d2)
    expect(await claimed(bob, alice)).toEqual([
      [d1, `key package 0 of ${d1}`, false],
      [d2, `key package 0 of ${d2}`, false],
    ])
    expect(await claimed(bob, alice)).toEqual([
      [d1, `key package 1 of ${d1}`, false],
      [d2, `key package 1 of ${d2}`, false],
    ])
    const listed = await bob.call(e2eDevices, { target_userid: alice.userid })
    expect(listed.userid).toBe(alice.userid)
    expect(listed.devices.map((d) => d.device_credential)).toEqual([
      publishBody(alice, d1, node.clock.t).device_credential,
      publishBody(alice, d2, node.clock.t).device_credential,
    ])
    expect(await left(alice, alice)).toEqual([
      [d1, 1],
      [d2, 1],
    ])
  })

  it('hands out the last-resort package once the others are gone, and keeps it', async () => {
    const { node, alice, bob } = await nodeWith('alice', 'bob')
    const device = newDeviceId()
    await publish(node, alice, device, 1)
    expect(await claimed(bob, alice)).toEqual([[device, `key package 0 of ${device}`, false]])
    const lastResort = [[device, `key package last of ${device}`, true]]
    expect(await claimed(bob, alice)).toEqual(lastResort)
    expect(await claimed(bob, alice)).toEqual(lastResort)
    expect(await left(bob, alice)).toEqual([[device, 0]])
  })

  it('listing devices consumes nothing', async () => {
    const { node, alice, bob } = await nodeWith('alice', 'bob')
    const device = newDeviceId()
    await publish(node, alice, device, 2)
    expect(await left(bob, alice)).toEqual([[device, 2]])
    expect(await left(bob, alice)).toEqual([[device, 2]])
    expect(await claimed(bob, alice)).toEqual([[device, `key package 0 of ${device}`, false]])
  })

  it('publishing again for a device replaces its packages', async () => {
    const { node, alice, bob } = await nodeWith('alice', 'bob')
    const device = newDeviceId()
    await publish(node, alice, device, 3)
    await claimed(bob, alice)
    await publish(node, alice, device, 5)
    expect(await left(alice, alice)).toEqual([[device, 5]])
    expect(await claimed(bob, alice)).toEqual([[device, `key package 0 of ${device}`, false]])
  })

  it('a user who never published has no devices; an unknown target is "User not found"', async () => {
    const { alice, bob } = await nodeWith('alice', 'bob')
    expect(await bob.call(claimKeyPackages, { target_userid: alice.userid })).toEqual({
      userid: alice.userid,
      devices: [],
    })
    expect(await bob.call(e2eDevices, { target_userid: alice.userid })).toEqual({
      userid: alice.userid,
      devices: [],
    })
    const nobody = 'user:0000000000000000000000000000000000000000000000000000dead'
    await expectRefusal(bob.call(claimKeyPackages, { target_userid: nobody }), 404, 'User not found')
    await expectRefusal(bob.call(e2eDevices, { target_userid: nobody }), 404, 'User not found')
  })

  it("revoke removes one of the caller's own devices, and only the caller's", async () => {
    const { node, alice, bob } = await nodeWith('alice', 'bob')
    const [d1, d2] = twoDevices()
    await publish(node, alice, d1)
    await publish(node, alice, d2)
    await expectRefusal(bob.call(revokeDevice, { device_id: d1 }), 404, 'Device not found')
    expect(await alice.call(revokeDevice, { device_id: d1 })).toBe(null)
    expect(await left(bob, alice)).toEqual([[d2, 3]])
    expect(await claimed(bob, alice)).toEqual([[d2, `key package 0 of ${d2}`, false]])
    await expectRefusal(alice.call(revokeDevice, { device_id: d1 }), 404, 'Device not found')
  })

  it('refuses an eleventh device with "Too many devices", until one is revoked', async () => {
    const { node, alice } = await nodeWith('alice')
    const devices = Array.from({ length: 10 }, newDeviceId)
    for (const device of devices) await publish(node, alice, device, 1)
    const eleventh = newDeviceId()
    await expectRefusal(publish(node, alice, eleventh), 409, 'Too many devices')
    expect(await left(alice, alice)).toHaveLength(10)
    // A device already published may publish again.
    expect(await publish(node, alice, devices[3] as string, 2)).toEqual({
      device_id: devices[3],
      key_packages_left: 2,
    })
    await alice.call(revokeDevice, { device_id: devices[0] as string })
    await publish(node, alice, eleventh)
    expect((await left(alice, alice)).map(([id]) => id)).toContain(eleventh)
  })

  it('refuses a replayed publish like any signed write', async () => {
    const { node, alice } = await nodeWith('alice')
    const device = newDeviceId()
    const req = node.signed(alice, publishKeyPackages, publishBody(alice, device, node.clock.t))
    expect(await node.send(req, alice.headers)).toMatchObject({ code: 0 })
    await expectRefusal(node.send(req, alice.headers), 401, 'Request replayed')
  })
})
