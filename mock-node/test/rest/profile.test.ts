/** Profiles, search, bound DIDs, the Telegram bind service (§9.5) and push-server authorisation (§9.4). */
import { beforeEach, describe, expect, it } from 'vitest'
import { PUSH_DAPP_ID } from '#domain/config'
import {
  bindTelegram,
  myProfile,
  publicProfile,
  searchUsers,
  updateMyProfile,
  userAuth,
  userAuthInfo,
  userBindDid,
  userBindDids,
} from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, type TestNode } from '../_util/rest-node'
import { bindTelegramBody, PUSH_SCOPES, pushAuthBody } from '../_util/signed-bodies'

describe('profiles and bound DIDs', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob } = await nodeWith(['alice', 'Alice'], ['bob', 'Bobby']))
  })

  const profileOf = (account: TestAccount, myUserid?: string) =>
    node.ask(publicProfile, {
      did_type: 'eth',
      did_value: account.wallet.address,
      timestamp: node.tick(),
      ...(myUserid ? { my_userid: myUserid } : {}),
    })

  it('reads and updates my profile', async () => {
    expect(await alice.call(myProfile, {})).toEqual({
      userid: alice.userid,
      wallet_address: alice.wallet.address,
      wallet_type: 'eth',
      nickname: 'Alice',
      avatar_url: '',
    })
    await alice.call(updateMyProfile, { nickname: 'Queen A', avatar_url: 'https://x.test/a.png' })
    const after = await alice.call(myProfile, {})
    expect(after.nickname).toBe('Queen A')
    expect(after.avatar_url).toBe('https://x.test/a.png')
    await alice.call(updateMyProfile, { avatar_url: '' })
    expect(await alice.call(myProfile, {})).toMatchObject({ nickname: 'Queen A', avatar_url: '' })
  })

  it('answers a public profile with stats, is_my_following and an empty bind list', async () => {
    const profile = await profileOf(bob, alice.userid)
    expect(profile).toMatchObject({
      userid: bob.userid,
      nickname: 'Bobby',
      wallet_address: bob.wallet.address,
      wallet_type: 'eth',
      is_my_following: false,
      stats: { total_followers: 0, total_following: 0 },
      bind_did_list: [],
    })
    expect(profile.timestamp).toBe(node.clock.t)
    await expectRefusal(
      node.ask(publicProfile, { did_type: 'eth', did_value: '0xdead', timestamp: 1 }),
      404,
      'User not found',
    )
  })

  it('finds users by nickname, userid or wallet address', async () => {
    const byNick = await alice.call(searchUsers, { keyword: 'bobb' })
    expect(byNick.total).toBe(1)
    expect(byNick.items[0]).toMatchObject({ userid: bob.userid, nickname: 'Bobby' })
    const byAddress = await alice.call(searchUsers, {
      keyword: bob.wallet.address.slice(2, 12).toUpperCase(),
    })
    expect(byAddress.items.map((u) => u.userid)).toEqual([bob.userid])
    expect((await alice.call(searchUsers, { keyword: 'nobody-has-this' })).items).toEqual([])
  })

  it('binds and unbinds a DID with user_binddid', async () => {
    expect(await alice.call(userBindDids, {})).toEqual([])
    const did = { provider_id: 'web3mq:dapp', did_type: 'twitter', did_value: '@alice' }
    await alice.call(userBindDid, { ...did, did_content: 'proof' })
    expect(await alice.call(userBindDids, {})).toEqual([{ ...did, metadata: { content: 'proof' } }])
    expect(await bob.call(userBindDids, {})).toEqual([])
    await alice.call(userBindDid, { ...did, did_action: 'unbind' })
    expect(await alice.call(userBindDids, {})).toEqual([])
    await expectRefusal(alice.call(userBindDid, { ...did, did_action: 'unbind' }), 404, 'Binding not found')
  })

  it('binds Telegram through the bind service; the public profile lists it', async () => {
    const body = bindTelegramBody(alice, '123456789', node.tick(), { name: 'alice_tg' })
    expect(body.sign_content).toContain('For Web3MQ bind did')
    await node.ask(bindTelegram, body)
    const profile = await profileOf(alice)
    expect(profile.bind_did_list).toEqual([
      {
        did_type: 'telegram',
        did_value: '123456789',
        provider_id: 'web3mq:telegram',
        bind_type: 'telegram',
        bind_value: '123456789',
        bind_name: 'alice_tg',
      },
    ])
    await node.ask(bindTelegram, bindTelegramBody(alice, '123456789', node.tick(), { action: 'unbind' }))
    expect((await profileOf(alice)).bind_did_list).toEqual([])
  })

  it('keeps one Telegram binding per user: binding a new chat replaces the old one', async () => {
    await node.ask(bindTelegram, bindTelegramBody(alice, '111', node.tick()))
    await node.ask(bindTelegram, bindTelegramBody(alice, '222', node.tick()))
    await node.ask(bindTelegram, bindTelegramBody(alice, '222', node.tick()))
    const list = (await profileOf(alice)).bind_did_list ?? []
    expect(list.map((b) => [b.bind_type, b.bind_value])).toEqual([['telegram', '222']])
  })

  it('refuses a Telegram binding signed by another wallet, or for a wallet not the user’s', async () => {
    const forged = bindTelegramBody(alice, '42', node.tick(), { signer: bob.wallet })
    await expectRefusal(node.ask(bindTelegram, forged), 401, 'Invalid wallet signature')
    const foreign = { ...bindTelegramBody(bob, '42', node.tick()), userid: alice.userid }
    await expectRefusal(node.ask(bindTelegram, foreign), 403, 'Wallet does not belong to this user')
    const stale = bindTelegramBody(alice, '42', node.clock.t - 6 * 60_000)
    await expectRefusal(node.ask(bindTelegram, stale), 401, 'Request timestamp outside the accepted window')
    expect((await profileOf(alice)).bind_did_list).toEqual([])
  })
})

describe('push-server authorisation', () => {
  let node: TestNode, alice: TestAccount
  beforeEach(async () => {
    ;({ node, alice } = await nodeWith('alice'))
  })

  it('records auth_status 1, then 0, as user_auth_info reports', async () => {
    expect(await alice.call(userAuthInfo, { dapp_id: PUSH_DAPP_ID })).toBeNull()
    const on = await node.ask(userAuth, pushAuthBody(alice, 1, node.tick()))
    expect(on).toEqual({
      userid: alice.userid,
      dapp_id: 'web3mq:push-server-v1',
      auth_status: 1,
      scopes: PUSH_SCOPES,
      create_at: node.clock.t,
    })
    expect(await alice.call(userAuthInfo, { dapp_id: PUSH_DAPP_ID })).toMatchObject({
      auth_status: 1,
      dapp_id: PUSH_DAPP_ID,
      userid: alice.userid,
      scopes: { 'Web3MQ/user.message:receive': 'on' },
    })
    await node.ask(userAuth, pushAuthBody(alice, 0, node.tick()))
    expect(await alice.call(userAuthInfo, { dapp_id: PUSH_DAPP_ID })).toMatchObject({ auth_status: 0 })
    expect(await alice.call(userAuthInfo, { dapp_id: 'other:dapp' })).toBeNull()
  })

  it('refuses a replayed wallet-signed body, so an old authorisation cannot be restored', async () => {
    const onBody = pushAuthBody(alice, 1, node.tick())
    await node.ask(userAuth, onBody)
    await node.ask(userAuth, pushAuthBody(alice, 0, node.tick()))
    await expectRefusal(node.ask(userAuth, onBody), 401, 'Request replayed')
    expect(await alice.call(userAuthInfo, { dapp_id: PUSH_DAPP_ID })).toMatchObject({ auth_status: 0 })
  })

  it('refuses an authorisation signed by another wallet', async () => {
    const mallory = await node.signUp('mallory')
    await expectRefusal(
      node.ask(userAuth, pushAuthBody(alice, 1, node.tick(), mallory.wallet)),
      401,
      'Invalid wallet signature',
    )
    await expectRefusal(
      node.ask(userAuth, { ...pushAuthBody(mallory, 1, node.tick()), userid: alice.userid }),
      403,
      'Wallet does not belong to this user',
    )
    expect(await alice.call(userAuthInfo, { dapp_id: PUSH_DAPP_ID })).toBeNull()
  })
})
