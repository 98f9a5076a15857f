/**
 * The key-package directory on a devnet (docs/protocol.md §4.5, mock-node/README.md "A devnet of many
 * nodes"): a device published on one node is claimed on the others, and each package is handed out once
 * across the devnet, since every claim commits through the one log.
 */
import { describe, expect, it } from 'vitest'
import { claimKeyPackages, e2eDevices, publishKeyPackages } from '#domain/contract'
import { monotonicClock, signUpAndLogIn } from '../../tests/_util/node-client'
import { ethWallet } from '../../tests/fakes/wallets'
import { devnetOfThree } from '../test/_util/devnet-sockets'
import { newDeviceId, publishBody } from '../test/_util/e2e-devices'

const tick = monotonicClock()
const { node, call } = devnetOfThree('e2e', tick)

describe('key packages on a devnet', () => {
  it('hands each package out once, whichever node the claim goes to', async () => {
    const alice = await signUpAndLogIn(node(0).send, ethWallet('devnet-e2e-alice'), { now: tick })
    const bob = await signUpAndLogIn(node(1).send, ethWallet('devnet-e2e-bob'), { now: tick })
    const device = newDeviceId()
    await call(0, alice, publishKeyPackages, publishBody(alice, device, Date.now(), { count: 2 }))
    const claims = []
    for (const at of [1, 2, 0]) {
      const claim = await call(at, bob, claimKeyPackages, { target_userid: alice.userid })
      claims.push(claim.devices.map((d) => [Buffer.from(d.key_package, 'base64').toString(), d.last_resort]))
    }
    expect(claims).toEqual([
      [[`key package 0 of ${device}`, false]],
      [[`key package 1 of ${device}`, false]],
      [[`key package last of ${device}`, true]],
    ])
    const listed = await call(2, alice, e2eDevices, { target_userid: alice.userid })
    expect(listed.devices.map((d) => [d.device_id, d.key_packages_left])).toEqual([[device, 0]])
  })
})
