/**
 * Contract: user permissions (docs/protocol.md §4.4 "Permissions"), dapps created with a fresh ed25519 key pair
 * ("Dapps / providers"), and the wallet-signed push-server authorisation switched on and off (§9.4).
 */
import { describe, expect, it } from 'vitest'
import { contractTarget } from './_target'
import { type ContractUser, newUser } from './_users'

let alice: ContractUser
let bob: ContractUser
const target = contractTarget(async (t, track) => {
  alice = track(await newUser(t, 'Alice'))
  bob = track(await newUser(t, 'Bob'))
})

const CHAT_VALUES = ['public', 'follower', 'following', 'friends']

describe('user permissions', () => {
  it('reads my permissions as {type: "enum", value} entries', async () => {
    const mine = await alice.client.permission.getUserPermissions()
    for (const entry of Object.values(mine)) expect(entry.type).toBe('enum')
    expect(CHAT_VALUES).toContain(mine['user:chat']?.value)
  })

  it('an update is read back by me and by another user', async () => {
    const update = { 'user:chat': { type: 'enum', value: 'following' } }
    await alice.client.permission.updateUserPermissions(update)
    expect((await alice.client.permission.getUserPermissions())['user:chat']).toEqual(update['user:chat'])
    const seen = await bob.client.permission.getTargetUserPermissions(alice.userid)
    expect(seen['user:chat']).toEqual(update['user:chat'])
  })
})

describe('dapps', () => {
  it('creates a dapp with a fresh key pair, lists it, updates it', async () => {
    const dapp = alice.client.dapp
    const keys = dapp.generateDappKeyPair()
    expect(keys.PublicKey).toMatch(/^[0-9a-f]{64}$/)
    const dapp_id = `${target().label('dapp')}:im`
    const input = { dapp_id, dapp_name: 'Contract Chat', dapp_type: 'im', dapp_pubkey: keys.PublicKey }
    const created = await dapp.createDapp({ ...input, dapp_description: 'made by the contract suite' })
    expect(created).toMatchObject({ dapp_id, dapp_pubkey: keys.PublicKey })
    const listed = await dapp.getMyCreateDappList()
    expect(listed.total).toBe(1)
    expect(listed.items).toMatchObject([{ ...input, creator_id: alice.userid }])

    await dapp.updateDapp({ ...input, dapp_name: 'Contract Chat 2', domain: 'chat.example.com' })
    expect((await dapp.getMyCreateDappList()).items).toMatchObject([
      { dapp_id, dapp_name: 'Contract Chat 2', domain: 'chat.example.com', dapp_pubkey: keys.PublicKey },
    ])
    expect((await bob.client.dapp.getMyCreateDappList()).items).toEqual([])
  })
})

describe('push-server authorisation', () => {
  it('is switched on, then off, each time signed by the wallet', async () => {
    const { signer, account } = alice
    const uri = 'https://example.com/subscription'
    await alice.client.user.authorizePushServer({ status: 'on', signer, account, uri })
    expect(await alice.client.user.getMyAuthInfo()).toMatchObject({
      userid: alice.userid,
      dapp_id: 'web3mq:push-server-v1',
      auth_status: 1,
      scopes: { 'Web3MQ/user.message:receive': 'on' },
    })
    await alice.client.user.authorizePushServer({ status: 'off', signer, account, uri })
    expect(await alice.client.user.getMyAuthInfo()).toMatchObject({
      auth_status: 0,
      scopes: { 'Web3MQ/user.message:receive': 'off' },
    })
  })
})
