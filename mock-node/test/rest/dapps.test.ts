/** Dapp registry (docs/product.md §7): creator-signed create/update, my_create_dapps. */
import { beforeEach, describe, expect, it } from 'vitest'
import { Headers } from '#domain/config'
import { createDapp, myCreatedDapps, updateDapp } from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, type TestNode } from '../_util/rest-node'

const PUBKEY = 'AB'.repeat(32)

const dapp = (dappId: string, name = 'Chat Dapp') => ({
  dapp_id: dappId,
  dapp_type: 'chat',
  dapp_name: name,
  dapp_description: 'a dapp',
  dapp_pubkey: PUBKEY,
  domain: 'chat.example',
})

describe('dapps', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob } = await nodeWith('alice', 'bob'))
  })

  it('signs creator_id + dapp_id + dapp_type + dapp_name + dapp_pubkey + domain + timestamp', () => {
    const req = node.signed(alice, createDapp, dapp('dapp:one'), 1_700_000_000_000)
    expect(req.signContent).toBe(`${alice.userid}dapp:onechatChat Dapp${PUBKEY}chat.example1700000000000`)
    expect(req.body).toMatchObject({ creator_id: alice.userid, timestamp: 1_700_000_000_000 })
    const noDomain = { ...dapp('dapp:one'), domain: undefined }
    expect(node.signed(alice, createDapp, noDomain, 5).signContent).toBe(
      `${alice.userid}dapp:onechatChat Dapp${PUBKEY}5`,
    )
  })

  it('creates, lists ({data_list,total_count}) and updates a dapp', async () => {
    const created = await alice.call(createDapp, dapp('dapp:one'))
    expect(created).toEqual({
      ...dapp('dapp:one'),
      dapp_pubkey: PUBKEY.toLowerCase(),
      creator_id: alice.userid,
      create_at: node.clock.t,
    })
    await alice.call(createDapp, dapp('dapp:two', 'Second'))
    const legacy = await node.send(node.signed(alice, myCreatedDapps, {}), alice.headers)
    expect(legacy).toMatchObject({
      code: 0,
      data: { data_list: [{ dapp_id: 'dapp:one' }, { dapp_id: 'dapp:two' }], total_count: 2 },
    })
    const v2 = await node.send(node.signed(alice, myCreatedDapps, {}), {
      ...alice.headers,
      [Headers.apiVersion]: '2',
    })
    expect(v2).toMatchObject({ data: { total_count: 2 } })
    const updated = await alice.call(updateDapp, { ...dapp('dapp:one', 'Renamed'), domain: 'new.example' })
    expect(updated).toMatchObject({ dapp_name: 'Renamed', domain: 'new.example', creator_id: alice.userid })
    const listed = await alice.call(myCreatedDapps, {})
    expect(listed.items.map((d) => d.dapp_name)).toEqual(['Renamed', 'Second'])
    expect((await bob.call(myCreatedDapps, {})).total).toBe(0)
  })

  it('[P6.2] refuses a duplicate dapp_id, updates by others and updates of unknown dapps', async () => {
    await alice.call(createDapp, dapp('dapp:one'))
    await expectRefusal(bob.call(createDapp, dapp('dapp:one')), 409, 'dapp_id already exists')
    await expectRefusal(
      bob.call(updateDapp, dapp('dapp:one', 'Hijacked')),
      403,
      'Only the creator can update this dapp',
    )
    await expectRefusal(alice.call(updateDapp, dapp('dapp:none')), 404, 'Dapp not found')
    expect((await alice.call(myCreatedDapps, {})).items[0]?.dapp_name).toBe('Chat Dapp')
  })

  it('refuses a dapp_name changed after signing, and a creator_id that is not the signer', async () => {
    const req = node.signed(alice, createDapp, dapp('dapp:one'))
    const tampered = { ...req, body: { ...req.body, dapp_name: 'Evil Dapp' } }
    await expectRefusal(node.send(tampered, alice.headers), 401, 'Invalid signature')
    const otherCreator = { ...req, body: { ...req.body, creator_id: bob.userid } }
    await expectRefusal(
      node.send(otherCreator, alice.headers),
      401,
      'Request public key does not match the session key',
    )
    expect(await node.send(req, alice.headers)).toMatchObject({ code: 0, data: { dapp_name: 'Chat Dapp' } })
  })

  it('validates the contract: a dapp_pubkey that is not 32 bytes of hex is a 400', async () => {
    const req = node.signed(alice, createDapp, dapp('dapp:one'))
    const bad = { ...req, body: { ...req.body, dapp_pubkey: 'xyz' } }
    const res = (await node.send(bad, alice.headers)) as { code: number; msg: string }
    expect(res.code).toBe(400)
    expect(res.msg).toMatch(/^Invalid request: dapp_pubkey: /)
  })
})
