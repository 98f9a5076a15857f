/** UserModule against a real mock node: profiles, public lookups, search, bound DIDs, push authorisation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode, NodeError } from '#domain/errors'
import type { ClientContext } from '../../src/sdk/core/context'
import { UserModule } from '../../src/sdk/user/user'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { rejectingWalletSigner, walletSigner } from '../fakes/wallet-signer'
import { ethWallet, starknetWallet } from '../fakes/wallets'

let node: RunningNode
let alice: TestAccount
let bob: TestAccount
let carol: TestAccount
let ctx: ClientContext
let user: UserModule

beforeAll(async () => {
  node = await startMockNode()
  const send = httpSend(node.url)
  alice = await signUpAndLogIn(send, ethWallet('user-alice'), { nickname: 'Alice' })
  bob = await signUpAndLogIn(send, ethWallet('user-bob'), { nickname: 'Bobby' })
  carol = await signUpAndLogIn(send, starknetWallet('user-carol', 'braavos'), { nickname: 'Carol' })
  ctx = contextFor(node, alice)
  user = new UserModule(ctx)
})

afterAll(() => node.close())

describe('profiles', () => {
  it('[P3.14] [P7.20] reads, updates and caches my profile', async () => {
    await ctx.ports.chatStore?.open()
    expect(await user.getMyProfile()).toEqual({
      userid: alice.userid,
      wallet_address: alice.wallet.address,
      wallet_type: 'eth',
      nickname: 'Alice',
      avatar_url: '',
    })
    await user.updateMyProfile('Alice B', 'https://cdn.example/alice.png')
    expect(await ctx.ports.chatStore?.userInfo(alice.userid)).toEqual({
      userid: alice.userid,
      nickname: 'Alice B',
      avatar_url: 'https://cdn.example/alice.png',
    })
    await user.updateMyProfile(undefined, '')
    expect(await user.getMyProfile()).toMatchObject({ nickname: 'Alice B', avatar_url: '' })
  })

  it('[P7.29] reads a public profile by DID with follow state and stats', async () => {
    node.app.context.state.social.follow(alice.userid, bob.userid)
    const profile = await user.getPublicProfile({
      did_type: 'eth',
      did_value: bob.wallet.address,
      my_userid: alice.userid,
    })
    expect(profile).toEqual({
      userid: bob.userid,
      wallet_address: bob.wallet.address,
      wallet_type: 'eth',
      nickname: 'Bobby',
      avatar_url: '',
      is_my_following: true,
      stats: { total_followers: 1, total_following: 0 },
      bind_did_list: [],
      timestamp: expect.any(Number),
    })
    expect(await ctx.ports.chatStore?.userInfo(bob.userid)).toEqual({
      userid: bob.userid,
      nickname: 'Bobby',
      avatar_url: '',
    })
    const unknown = await user
      .getPublicProfile({ did_type: 'eth', did_value: '0x0000000000000000000000000000000000000001' })
      .catch((e: unknown) => e)
    expect(unknown).toBeInstanceOf(NodeError)
    expect((unknown as NodeError).message).toBe('User not found')
  })

  it('[P7.30] pages public followers and following', async () => {
    node.app.context.state.social.follow(carol.userid, bob.userid)
    const followers = await user.publicFollowers({ userid: bob.userid, page: 1, size: 1 })
    expect(followers.total).toBe(2)
    expect(followers.items).toHaveLength(1)
    expect(followers.items[0]).toMatchObject({
      userid: alice.userid,
      nickname: 'Alice B',
      wallet_type: 'eth',
    })
    const second = await user.publicFollowers({ userid: bob.userid, page: 2, size: 1 })
    expect(second.items.map((c) => c.userid)).toEqual([carol.userid])
    expect((await user.publicFollowing({ userid: alice.userid })).items.map((c) => c.userid)).toEqual([
      bob.userid,
    ])
  })

  it('[P7.19] searches users by nickname', async () => {
    const found = await user.searchUsers('bobby')
    expect(found.total).toBe(1)
    expect(found.items[0]).toMatchObject({
      userid: bob.userid,
      nickname: 'Bobby',
      wallet_address: bob.wallet.address,
    })
    expect((await user.searchUsers('nobody-has-this')).items).toEqual([])
  })
})

describe('bound DIDs', () => {
  it('[P7.25] [P7.26] binds, lists and unbinds a DID through a provider', async () => {
    expect(await user.getUserBindDids()).toEqual([])
    await user.userBindDid({ provider_id: 'web3mq:email', did_type: 'email', did_value: 'alice@example.com' })
    expect(await user.getUserBindDids()).toEqual([
      { did_type: 'email', did_value: 'alice@example.com', provider_id: 'web3mq:email' },
    ])
    await user.userBindDid({
      provider_id: 'web3mq:email',
      did_type: 'email',
      did_value: 'alice@example.com',
      did_action: 'unbind',
    })
    expect(await user.getUserBindDids()).toEqual([])
  })
})

describe('push-server authorisation', () => {
  it('is null before, then on, then off, each wallet-signed', async () => {
    expect(await user.getMyAuthInfo()).toBeNull()
    const signer = walletSigner(alice.wallet)
    const account = await signer.connect()
    const on = await user.authorizePushServer({
      status: 'on',
      signer,
      account,
      uri: 'http://localhost/subscription',
    })
    expect(on).toEqual({
      userid: alice.userid,
      dapp_id: 'web3mq:push-server-v1',
      auth_status: 1,
      scopes: { 'Web3MQ/user.message:receive': 'on' },
      create_at: expect.any(Number),
    })
    expect(await user.getMyAuthInfo('web3mq:push-server-v1')).toEqual(on)
    expect(signer.signed[0]?.startsWith('\nDApp want to access your \n')).toBe(true)
    const off = await user.authorizePushServer({
      status: 'off',
      signer,
      account,
      uri: 'http://localhost/subscription',
    })
    expect(off).toMatchObject({ auth_status: 0, scopes: { 'Web3MQ/user.message:receive': 'off' } })
    expect(await user.getMyAuthInfo()).toMatchObject({ auth_status: 0 })
  })

  it('verifies a Starknet wallet signature with its account key', async () => {
    const carolUser = new UserModule(contextFor(node, carol))
    const signer = walletSigner(carol.wallet)
    const scopes = { 'Web3MQ/user.message:receive': 'on', 'Web3MQ/user.notification:receive': 'on' }
    const info = await carolUser.authorizePushServer({
      status: 'on',
      signer,
      account: await signer.connect(),
      uri: 'u',
      scopes,
    })
    expect(info).toMatchObject({ userid: carol.userid, auth_status: 1, scopes })
  })

  it('is refused for another wallet, and not sent when the wallet declines', async () => {
    const intruder = walletSigner(bob.wallet)
    const refused = await user
      .authorizePushServer({ status: 'on', signer: intruder, account: await intruder.connect(), uri: 'u' })
      .catch((e: unknown) => e)
    expect((refused as NodeError).message).toBe('Wallet does not belong to this user')
    const declined = rejectingWalletSigner(alice.wallet)
    const error = await user
      .authorizePushServer({ status: 'on', signer: declined, account: await declined.connect(), uri: 'u' })
      .catch((e: unknown) => e)
    expect((error as NodeError).code).toBe(ErrorCode.WalletRejected)
    expect(await user.getMyAuthInfo()).toMatchObject({ auth_status: 0 })
  })
})
