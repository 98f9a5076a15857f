/** Register, user lookup, login and password reset (docs/protocol.md §5) against the mock node. */
import { randomBytes } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { buildRequest, myProfile, register, resetPassword, userInfo } from '#domain/contract'
import { generateKeyPair } from '#domain/keys/key-pair'
import { userIdFor } from '#domain/keys/user-id'
import { logIn, walletRegistrationBody } from '../../../tests/_util/node-client'
import { ethWallet, starknetWallet } from '../../../tests/fakes/wallets'
import { expectRefusal } from '../_util/refusal'
import { startNode, type TestNode } from '../_util/rest-node'

const random = (n: number) => new Uint8Array(randomBytes(n))

describe('register and user.info', () => {
  let node: TestNode
  beforeEach(async () => {
    node = await startNode()
  })

  it('registers an ETH wallet; user.info answers its userid and main key', async () => {
    const alice = await node.signUp('alice', 'Alice')
    const info = await node.ask(userInfo, {
      did_type: 'eth',
      did_value: alice.wallet.address.toLowerCase(),
      timestamp: node.tick(),
    })
    expect(info.userid).toBe(alice.userid)
    expect(info.main_pubkey).toBe(alice.mainKeys.PublicKey)
    expect(info.pubkey).toBe(alice.mainKeys.PublicKey)
    expect(info.did_value).toBe(alice.wallet.address)
    expect((await alice.call(myProfile, {})).nickname).toBe('Alice')
  })

  it('answers 404 "User not found" for a wallet that never registered', async () => {
    const call = node.ask(userInfo, { did_type: 'eth', did_value: ethWallet('nobody').address, timestamp: 1 })
    await expectRefusal(call, 404, 'User not found')
  })

  it('refuses a second registration of the same wallet with 409', async () => {
    await node.signUp('alice')
    await expectRefusal(node.signUp('alice'), 409, 'User already registered; reset the password instead')
  })

  it('refuses a did_signature made by another wallet', async () => {
    const wallet = ethWallet('alice')
    const ts = node.tick()
    const body = walletRegistrationBody(
      wallet,
      userIdFor('eth', wallet.address, ts),
      generateKeyPair(random).PublicKey,
      ts,
      { signer: ethWallet('mallory') },
    )
    const res = await node.send(buildRequest(register, body, { timestamp: ts }))
    await expectRefusal(res, 401, 'Invalid wallet signature')
    await expectRefusal(
      node.ask(userInfo, { did_type: 'eth', did_value: wallet.address, timestamp: ts }),
      404,
      'User not found',
    )
  })

  it.each(['argentX', 'braavos'] as const)('registers and logs in a Starknet %s wallet', async (walletId) => {
    const wallet = starknetWallet(`stark-${walletId}`, walletId)
    const account = await node.signUp(wallet)
    expect(account.userid).toMatch(/^user:/)
    const info = await node.ask(userInfo, {
      did_type: 'starknet',
      did_value: wallet.address,
      timestamp: node.tick(),
    })
    expect(info.userid).toBe(account.userid)
    expect(info.did_type).toBe('starknet')
    expect((await account.call(myProfile, {})).wallet_address).toBe(wallet.address)
  })
})

describe('reset password', () => {
  let node: TestNode
  beforeEach(async () => {
    node = await startNode()
  })

  it('swaps the main key, drops old sessions, and the new key logs in', async () => {
    const alice = await node.signUp('alice')
    const newKeys = generateKeyPair(random)
    const ts = node.tick()
    const body = walletRegistrationBody(alice.wallet, alice.userid, newKeys.PublicKey, ts, {
      purpose: 'reset',
    })
    expect(body.signature_content).toContain('For Web3MQ reset password')
    const res = await node.send(buildRequest(resetPassword, body, { timestamp: ts }))
    expect(res).toEqual({
      code: 0,
      msg: 'ok',
      data: { userid: alice.userid, did_type: 'eth', did_value: alice.wallet.address },
    })
    await expectRefusal(alice.call(myProfile, {}), 401, 'No session key for this user; log in first')
    const info = await node.ask(userInfo, { did_type: 'eth', did_value: alice.wallet.address, timestamp: ts })
    expect(info.main_pubkey).toBe(newKeys.PublicKey)
    await expectRefusal(
      logIn(node.send, alice.wallet, alice.userid, alice.mainKeys, node.tick),
      401,
      'Main public key does not match',
    )
    const again = await logIn(node.send, alice.wallet, alice.userid, newKeys, node.tick)
    expect((await again.call(myProfile, {})).userid).toBe(alice.userid)
  })

  it('refuses a reset signed by another wallet, or for a userid the wallet does not own', async () => {
    const alice = await node.signUp('alice')
    const bob = await node.signUp('bob')
    const ts = node.tick()
    const keys = generateKeyPair(random)
    const forged = walletRegistrationBody(alice.wallet, alice.userid, keys.PublicKey, ts, {
      purpose: 'reset',
      signer: bob.wallet,
    })
    await expectRefusal(
      node.send(buildRequest(resetPassword, forged, { timestamp: ts })),
      401,
      'Invalid wallet signature',
    )
    const foreign = walletRegistrationBody(alice.wallet, bob.userid, keys.PublicKey, ts, { purpose: 'reset' })
    await expectRefusal(
      node.send(buildRequest(resetPassword, foreign, { timestamp: ts })),
      400,
      'userid does not belong to this wallet',
    )
    const unknown = walletRegistrationBody(ethWallet('nobody'), 'user:nobody', keys.PublicKey, ts, {
      purpose: 'reset',
    })
    await expectRefusal(
      node.send(buildRequest(resetPassword, unknown, { timestamp: ts })),
      404,
      'User not found',
    )
    expect((await alice.call(myProfile, {})).userid).toBe(alice.userid)
  })
})
