/**
 * A user's wallet signature is verified only with the wallet type, address and key registered for that
 * user (mock-node/README.md "Verification"). Each attack of the second outside suite is replayed here
 * beside the legitimate request: a Starknet account taken over through password reset with the
 * attacker's own Stark key, and a Stark signature by any key accepted "for" an Ethereum user (follow,
 * Telegram bind, push-server authorisation, group join approval) or for another Starknet user.
 */
import { randomBytes } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { PUSH_DAPP_ID } from '#domain/config'
import {
  approveJoinRequest,
  bindTelegram,
  buildRequest,
  createGroup,
  following,
  groupJoinRequest,
  groupMembers,
  messageHistory,
  myProfile,
  publicProfile,
  resetPassword,
  userAuth,
  userAuthInfo,
} from '#domain/contract'
import { sha256Hex } from '#domain/crypto/hash'
import { generateKeyPair, type KeyPair } from '#domain/keys/key-pair'
import { signTypedMessage } from '#domain/walletsig/starknet'
import { logIn, type TestAccount, walletRegistrationBody } from '../../../tests/_util/node-client'
import { starknetWallet, type TestWallet } from '../../../tests/fakes/wallets'
import { WALLET_KEY_NOT_USERS, WALLET_NOT_USERS } from '../../src/handlers/common'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, sendTextRequest, startNode, type TestNode } from '../_util/rest-node'
import {
  approveBody,
  bindTelegramBody,
  followBody,
  joinRequestBody,
  pushAuthBody,
} from '../_util/signed-bodies'

const random = (n: number) => new Uint8Array(randomBytes(n))

/** The attacker's own Stark key (below the curve order: 248 bits). */
const MALLORY_STARK_KEY = `0x${sha256Hex('mallory-stark-key').slice(0, 62)}`

/**
 * A Stark signer with the attacker's key that signs "for" `address`: the typed-data hash names the
 * victim's account (any hex address, an Ethereum one too, is a felt), the signature is the attacker's.
 */
const forgerFor = (address: string): TestWallet => ({
  walletId: 'argentX',
  didType: 'starknet',
  address,
  didPubkey: signTypedMessage('probe', 'SN_GOERLI', address, MALLORY_STARK_KEY).publicKey,
  sign: (text) => signTypedMessage(text, 'SN_GOERLI', address, MALLORY_STARK_KEY).signature,
})

/** A reset body for `account`'s wallet and userid with the new main key `keys`, signed by `signer`. */
const resetBody = (
  account: TestAccount,
  keys: KeyPair,
  ts: number,
  signer: TestWallet = account.wallet,
  options: { withKey: boolean } = { withKey: true },
) => {
  // The key named is the signer's, or none at all.
  const { did_pubkey: _named, ...body } = walletRegistrationBody(
    account.wallet,
    account.userid,
    keys.PublicKey,
    ts,
    { purpose: 'reset', signer },
  )
  return { ...body, ...(options.withKey ? { did_pubkey: signer.didPubkey } : {}) }
}

describe('password reset of a Starknet user takes no key but the registered one', () => {
  let node: TestNode
  let carol: TestAccount
  let bob: TestAccount
  beforeEach(async () => {
    node = await startNode()
    carol = await node.signUp(starknetWallet('carol-stark'), 'Carol')
    bob = await node.signUp('bob', 'Bob')
    const dm = sendTextRequest(node, bob, carol.userid, 'for Carol only')
    expect(await node.send(dm.req, bob.headers)).toMatchObject({ code: 0 })
  })

  const sendReset = (body: ReturnType<typeof resetBody>) =>
    node.send(buildRequest(resetPassword, body, { timestamp: body.timestamp }))

  it('refuses a reset signed by the attacker’s Stark key; the attacker neither logs in nor reads the DMs', async () => {
    const attackerKeys = generateKeyPair(random)
    const forged = resetBody(carol, attackerKeys, node.tick(), forgerFor(carol.wallet.address))
    expect(forged.did_pubkey).not.toBe(carol.wallet.didPubkey)
    await expectRefusal(sendReset(forged), 403, WALLET_KEY_NOT_USERS)
    // The same forgery without did_pubkey is checked against the registered key, and fails there.
    const bare = resetBody(carol, attackerKeys, node.tick(), forgerFor(carol.wallet.address), {
      withKey: false,
    })
    expect(bare).not.toHaveProperty('did_pubkey')
    await expectRefusal(sendReset(bare), 401, 'Invalid wallet signature')

    await expectRefusal(
      logIn(node.send, carol.wallet, carol.userid, attackerKeys, node.tick),
      401,
      'Main public key does not match',
    )
    // Carol's session stands (a reset would have ended it) and her DM is hers alone.
    const history = await carol.call(messageHistory, { topic: bob.userid })
    expect(history.items.map((m) => Buffer.from(m.payload, 'base64').toString())).toEqual(['for Carol only'])
  })

  it('control: Carol resets her own password, with her key named or left out, and reads her DM again', async () => {
    const keys = generateKeyPair(random)
    expect(await sendReset(resetBody(carol, keys, node.tick()))).toMatchObject({
      code: 0,
      data: { userid: carol.userid, did_type: 'starknet' },
    })
    const again = await logIn(node.send, carol.wallet, carol.userid, keys, node.tick)
    expect((await again.call(messageHistory, { topic: bob.userid })).items).toHaveLength(1)

    const newer = generateKeyPair(random)
    const withoutKey = resetBody(carol, newer, node.tick(), carol.wallet, { withKey: false })
    expect(withoutKey).not.toHaveProperty('did_pubkey')
    expect(await sendReset(withoutKey)).toMatchObject({ code: 0 })
    const third = await logIn(node.send, carol.wallet, carol.userid, newer, node.tick)
    expect((await third.call(myProfile, {})).userid).toBe(carol.userid)
  })
})

/** A body signed by `signer` that names it as the wallet type and key of the request. */
const asSignedBy = <T extends object>(body: T, signer: TestWallet) => ({
  ...body,
  did_type: signer.didType,
  did_pubkey: signer.didPubkey,
})

describe('an Ethereum user’s wallet signature is an Ethereum signature', () => {
  let node: TestNode, alice: TestAccount, mallory: TestAccount
  let forger: TestWallet
  beforeEach(async () => {
    ;({ node, alice, mallory } = await nodeWith(['alice', 'Alice'], ['mallory', 'Mallory']))
    forger = forgerFor(alice.wallet.address)
  })

  it('refuses a follow in Alice’s name signed by a Stark key; her own follow goes through', async () => {
    const forged = asSignedBy(followBody(alice, mallory.userid, 'follow', node.tick(), forger), forger)
    await expectRefusal(node.ask(following, forged), 403, WALLET_NOT_USERS)
    const profile = await node.ask(publicProfile, {
      did_type: 'eth',
      did_value: mallory.wallet.address,
      timestamp: node.tick(),
    })
    expect(profile.stats?.total_followers).toBe(0)
    await node.ask(following, followBody(alice, mallory.userid, 'follow', node.tick()))
  })

  it('refuses a Telegram bind to Alice’s profile signed by a Stark key; her own bind goes through', async () => {
    const forged = asSignedBy(bindTelegramBody(alice, '666', node.tick(), { signer: forger }), forger)
    await expectRefusal(node.ask(bindTelegram, forged), 403, WALLET_NOT_USERS)
    const did = { did_type: 'eth', did_value: alice.wallet.address }
    const before = await node.ask(publicProfile, { ...did, timestamp: node.tick() })
    expect(before.bind_did_list).toEqual([])
    await node.ask(bindTelegram, bindTelegramBody(alice, '424242', node.tick()))
    const after = await node.ask(publicProfile, { ...did, timestamp: node.tick() })
    expect(after.bind_did_list?.map((b) => b.bind_value)).toEqual(['424242'])
  })

  it('refuses Alice’s push-server authorisation signed by a Stark key; her own goes through', async () => {
    const forged = asSignedBy(pushAuthBody(alice, 1, node.tick(), forger), forger)
    await expectRefusal(node.ask(userAuth, forged), 403, WALLET_NOT_USERS)
    expect(await alice.call(userAuthInfo, { dapp_id: PUSH_DAPP_ID })).toBeNull()
    await node.ask(userAuth, pushAuthBody(alice, 1, node.tick()))
    expect(await alice.call(userAuthInfo, { dapp_id: PUSH_DAPP_ID })).toMatchObject({ auth_status: 1 })
  })

  it('refuses an approval in the creator’s name signed by a Stark key: the requester stays out of the history', async () => {
    const group = await alice.call(createGroup, {
      group_name: 'Approval',
      permissions: { 'group:join': { type: 'enum', value: 'validate_by_creator' } },
    })
    const secret = sendTextRequest(node, alice, group.groupid, 'members only')
    expect(await node.send(secret.req, alice.headers)).toMatchObject({ code: 0 })
    await node.ask(groupJoinRequest, joinRequestBody(mallory, group.groupid, node.tick(), { reason: '' }))

    const forged = asSignedBy(
      approveBody(alice, group.groupid, mallory.userid, 1, node.tick(), forger),
      forger,
    )
    await expectRefusal(node.ask(approveJoinRequest, forged), 403, WALLET_NOT_USERS)
    await expectRefusal(
      mallory.call(messageHistory, { topic: group.groupid }),
      403,
      'You are not a member of this group',
    )
    // The creator's own approval admits the requester.
    await node.ask(approveJoinRequest, approveBody(alice, group.groupid, mallory.userid, 1, node.tick()))
    const members = await alice.call(groupMembers, { groupid: group.groupid })
    expect(members.items.map((m) => m.userid).sort()).toEqual([alice.userid, mallory.userid].sort())
  })
})

describe('a Starknet user’s wallet signature is by the registered account key', () => {
  let node: TestNode
  let carol: TestAccount
  let mallory: TestAccount
  beforeEach(async () => {
    node = await startNode()
    carol = await node.signUp(starknetWallet('carol-stark', 'braavos'), 'Carol')
    mallory = await node.signUp('mallory', 'Mallory')
  })

  it('refuses a follow, a bind and a push authorisation by another Stark key; Carol’s own go through', async () => {
    const forger = forgerFor(carol.wallet.address)
    const attacks = [
      node.ask(
        following,
        asSignedBy(followBody(carol, mallory.userid, 'follow', node.tick(), forger), forger),
      ),
      node.ask(
        bindTelegram,
        asSignedBy(bindTelegramBody(carol, '666', node.tick(), { signer: forger }), forger),
      ),
      node.ask(userAuth, asSignedBy(pushAuthBody(carol, 1, node.tick(), forger), forger)),
    ]
    for (const attack of attacks) await expectRefusal(attack, 403, WALLET_KEY_NOT_USERS)

    await node.ask(following, followBody(carol, mallory.userid, 'follow', node.tick()))
    await node.ask(bindTelegram, bindTelegramBody(carol, '424242', node.tick()))
    await node.ask(userAuth, pushAuthBody(carol, 1, node.tick()))
    expect(await carol.call(userAuthInfo, { dapp_id: PUSH_DAPP_ID })).toMatchObject({ auth_status: 1 })
  })

  it('control: the registered key spelled with its zero padding, or left out, is the registered key', async () => {
    const { didPubkey } = carol.wallet
    const padded = `0x${didPubkey.replace(/^0x/i, '').padStart(64, '0').toUpperCase()}`
    const body = { ...followBody(carol, mallory.userid, 'follow', node.tick()), did_pubkey: padded }
    await node.ask(following, body)
    const { did_pubkey: _key, ...bare } = followBody(carol, mallory.userid, 'unfollow', node.tick())
    await node.ask(following, bare)
  })
})
