/**
 * The key-package directory and the wallet attestations live in the node's data folder (schema version 5,
 * mock-node/src/state/schema.ts): a restart keeps both, and a folder an older node wrote opens with its
 * users unattested (their wallet texts were never kept) and an empty directory.
 */
import { describe, expect, it } from 'vitest'
import { claimKeyPackages, e2eDevices, publishKeyPackages, userInfo } from '#domain/contract'
import { logIn } from '../../../tests/_util/node-client'
import { MemoryKeyValue } from '../../src/state/kv/memory'
import { migrate, SCHEMA_KEY } from '../../src/state/schema'
import { folderWith, tempDataDir } from '../_util/data-dir'
import { newDeviceId, publishBody } from '../_util/e2e-devices'
import { startNode } from '../_util/rest-node'

const T0 = Date.now()

describe('the key-package directory across a restart', () => {
  it('keeps the devices, what is left of their packages and the attestation', async () => {
    const dir = tempDataDir()
    const first = await startNode(T0, { dataDir: dir })
    const alice = await first.signUp('e2e-restart-alice')
    const bob = await first.signUp('e2e-restart-bob')
    const device = newDeviceId()
    await alice.call(publishKeyPackages, publishBody(alice, device, T0, { count: 2 }))
    await bob.call(claimKeyPackages, { target_userid: alice.userid })
    const info = await first.ask(userInfo, {
      did_type: 'eth',
      did_value: alice.wallet.address,
      timestamp: first.tick(),
    })
    await first.close()

    const second = await startNode(T0 + 1_000, { dataDir: dir })
    const bobAgain = await logIn(second.send, bob.wallet, bob.userid, bob.mainKeys, second.tick)
    const listed = await bobAgain.call(e2eDevices, { target_userid: alice.userid })
    expect(listed.devices.map((d) => [d.device_id, d.key_packages_left])).toEqual([[device, 1]])
    const claim = await bobAgain.call(claimKeyPackages, { target_userid: alice.userid })
    expect(claim.devices.map((d) => Buffer.from(d.key_package, 'base64').toString())).toEqual([
      `key package 1 of ${device}`,
    ])
    const again = await second.ask(userInfo, {
      did_type: 'eth',
      did_value: alice.wallet.address,
      timestamp: second.tick(),
    })
    expect(again).toEqual(info)
    expect(again.signature_content).toContain('For Web3MQ register')
  })
})

describe('schema version 5', () => {
  it('moves a version-4 folder on, converting nothing', () => {
    const kv = new MemoryKeyValue()
    kv.write(() => {
      kv.put(SCHEMA_KEY, 4)
      kv.put(['following', 'user:a', 'user:b'], 1)
    })
    migrate(kv, 5)
    expect(kv.get(SCHEMA_KEY)).toBe(5)
    expect(kv.get(['following', 'user:a', 'user:b'])).toBe(1)
  })

  it('serves a user an older node registered without attestation, dated by registration', async () => {
    const user = {
      userid: 'user:olderuser',
      did_type: 'eth',
      did_value: '0x00000000000000000000000000000000000000aa',
      did_pubkey: '',
      main_pubkey: 'ab'.repeat(32),
      nickname: '',
      avatar_url: '',
      avatar_base64: '',
      created_at: 1_700_000_000_000,
    }
    const dir = await folderWith([
      [SCHEMA_KEY, 4],
      [['user', user.userid], user],
      [['did', `eth:${user.did_value}`], user.userid],
    ])
    const node = await startNode(T0, { dataDir: dir })
    const info = await node.ask(userInfo, {
      did_type: 'eth',
      did_value: user.did_value,
      timestamp: node.tick(),
    })
    expect(info).toMatchObject({ userid: user.userid, pubkey: user.main_pubkey, timestamp: user.created_at })
    expect(info.signature_content).toBeUndefined()
    expect(info.did_signature).toBeUndefined()
  })
})
