/**
 * A device is published only under a certificate that holds (docs/protocol.md §3.10 "Identity", §4.5):
 * signed by the user's current main key, naming the user and the device, within its time. Anything else
 * is refused with 400 "Invalid device certificate" and nothing is stored; a device whose certificate stops
 * holding (it expires, or a password reset changes the main key) leaves the directory.
 */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { buildRequest, e2eDevices, publishKeyPackages, resetPassword } from '#domain/contract'
import { bytesToBase64, utf8ToBytes } from '#domain/crypto/encoding'
import { generateKeyPair } from '#domain/keys/key-pair'
import { logIn, type TestAccount, walletRegistrationBody } from '../../../tests/_util/node-client'
import { newDeviceId, publishBody } from '../_util/e2e-devices'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, type TestNode } from '../_util/rest-node'

const INVALID = 'Invalid device certificate'
const DAY_MS = 24 * 60 * 60 * 1000

const devicesOf = async (by: TestAccount, target: TestAccount) =>
  (await by.call(e2eDevices, { target_userid: target.userid })).devices.map((d) => d.device_id)

describe('device certificates', () => {
  const refusedCases: [string, (a: TestAccount, b: TestAccount, now: number) => object][] = [
    ['signed by another main key', (_a, b) => ({ signedBy: b.mainKeys.PrivateKey })],
    ['naming another user', (_a, b) => ({ cert: { userid: b.userid } })],
    ['naming another device', () => ({ cert: { device: newDeviceId() } })],
    ['expired', (_a, _b, now) => ({ cert: { created: now - 2 * DAY_MS, expires: now - 1 } })],
    ['not JSON', () => ({ credential: bytesToBase64(utf8ToBytes('{"v":1,"userid":')) })],
    ['JSON of another shape', () => ({ credential: bytesToBase64(utf8ToBytes('{"v":1}')) })],
  ]

  it.each(refusedCases)('refuses a certificate %s and stores nothing', async (_name, options) => {
    const { node, alice, bob } = await nodeWith('alice', 'bob')
    const device = newDeviceId()
    const body = publishBody(alice, device, node.clock.t, options(alice, bob, node.clock.t))
    await expectRefusal(alice.call(publishKeyPackages, body), 400, INVALID)
    expect(await devicesOf(bob, alice)).toEqual([])
  })

  it('accepts a certificate created a little ahead of the node clock, not one from far ahead', async () => {
    const { node, alice } = await nodeWith('alice')
    const ahead = (ms: number) => ({ cert: { created: node.clock.t + ms, expires: node.clock.t + DAY_MS } })
    const soon = newDeviceId()
    await alice.call(publishKeyPackages, publishBody(alice, soon, node.clock.t, ahead(60_000)))
    const later = newDeviceId()
    const far = publishBody(alice, later, node.clock.t, ahead(10 * 60_000))
    await expectRefusal(alice.call(publishKeyPackages, far), 400, INVALID)
    expect(await devicesOf(alice, alice)).toEqual([soon])
  })

  it('a device leaves the directory when its certificate expires', async () => {
    const { node, alice, bob } = await nodeWith('alice', 'bob')
    const device = newDeviceId()
    const body = publishBody(alice, device, node.clock.t, {
      cert: { created: node.clock.t, expires: node.clock.t + 60_000 },
    })
    await alice.call(publishKeyPackages, body)
    expect(await devicesOf(bob, alice)).toEqual([device])
    node.clock.t += 60_000
    expect(await devicesOf(bob, alice)).toEqual([])
  })

  it('an expired device gives up its place among the ten', async () => {
    const { node, alice } = await nodeWith('alice')
    const shortLived = { cert: { created: node.clock.t, expires: node.clock.t + 60_000 } }
    for (let i = 0; i < 10; i++)
      await alice.call(publishKeyPackages, publishBody(alice, newDeviceId(), node.clock.t, shortLived))
    const eleventh = newDeviceId()
    await expectRefusal(
      alice.call(publishKeyPackages, publishBody(alice, eleventh, node.clock.t)),
      409,
      'Too many devices',
    )
    node.clock.t += 60_000
    await alice.call(publishKeyPackages, publishBody(alice, eleventh, node.clock.t))
    expect(await devicesOf(alice, alice)).toEqual([eleventh])
  })

  it('after a password reset the older devices drop out until they publish under the new main key', async () => {
    const { node, alice, bob } = await nodeWith('alice', 'bob')
    const device = newDeviceId()
    await alice.call(publishKeyPackages, publishBody(alice, device, node.clock.t))
    const again = await reset(node, alice)
    expect(await devicesOf(bob, again)).toEqual([])
    // The old certificate no longer holds; one signed by the new main key does.
    const stale = publishBody(alice, device, node.clock.t)
    await expectRefusal(again.call(publishKeyPackages, stale), 400, INVALID)
    await again.call(publishKeyPackages, publishBody(again, device, node.clock.t))
    expect(await devicesOf(bob, again)).toEqual([device])
  })
})

/** Resets `account`'s password to a new main key and logs in with it. */
const reset = async (node: TestNode, account: TestAccount): Promise<TestAccount> => {
  const keys = generateKeyPair((n) => new Uint8Array(randomBytes(n)))
  const ts = node.tick()
  const body = walletRegistrationBody(account.wallet, account.userid, keys.PublicKey, ts, {
    purpose: 'reset',
  })
  await node.send(buildRequest(resetPassword, body, { timestamp: ts }))
  return logIn(node.send, account.wallet, account.userid, keys, node.tick)
}
