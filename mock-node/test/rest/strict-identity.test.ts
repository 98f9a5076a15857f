/**
 * What a strict node decides about identities (mock-node/README.md "Verification"): a session key's
 * lifetime is capped at login, a user search never lists everyone, `user_binddid` binds no wallet or
 * userid but the caller's own, and a new userid is lower-case. Each refusal sits beside the request the
 * app and the official SDK make, which still succeeds.
 */
import { randomBytes } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  buildRequest,
  login,
  myProfile,
  publicProfile,
  readResponse,
  register,
  searchUsers,
  userBindDid,
  userBindDids,
} from '#domain/contract'
import { generateKeyPair } from '#domain/keys/key-pair'
import { userIdFor } from '#domain/keys/user-id'
import { createSigner } from '#domain/signing/sign'
import { loginBody, type TestAccount, walletRegistrationBody } from '../../../tests/_util/node-client'
import { ethWallet, starknetWallet, type TestWallet } from '../../../tests/fakes/wallets'
import { SESSION_LIFETIME_CAP_MS, SESSION_TOO_LONG, USERID_NOT_CANONICAL } from '../../src/handlers/auth'
import { BIND_NOT_OWN } from '../../src/handlers/user'
import { expectRefusal } from '../_util/refusal'
import { startNode, type TestNode } from '../_util/rest-node'

const random = (n: number) => new Uint8Array(randomBytes(n))
const YEAR_MS = 365 * 24 * 60 * 60 * 1000

describe('session key lifetime', () => {
  let node: TestNode
  let alice: TestAccount
  beforeEach(async () => {
    node = await startNode()
    // Signing up logs in with the SDK's own expiry (24 h, src/domain/keys/temp-key.ts).
    alice = await node.signUp('alice')
  })

  /** Logs Alice in with a fresh session key valid for `lifetime` ms after the request's timestamp. */
  const logInFor = async (lifetime: number) => {
    const session = generateKeyPair(random)
    const ts = node.tick()
    const body = loginBody(alice, session.PublicKey, ts, ts + lifetime)
    const answer = await node.send(buildRequest(login, body, { timestamp: ts }))
    const signer = createSigner({ userid: alice.userid, privateKeyHex: session.PrivateKey })
    const call = async () =>
      readResponse(
        myProfile,
        await node.send(buildRequest(myProfile, {}, { signer, timestamp: node.tick() }), {
          'web3mq-request-pubkey': session.PublicKey,
        }),
      )
    return { answer, call }
  }

  it('refuses a key asked for 100 years, or a millisecond past the cap; the key is not usable', async () => {
    for (const lifetime of [100 * YEAR_MS, SESSION_LIFETIME_CAP_MS + 1]) {
      const { answer, call } = await logInFor(lifetime)
      await expectRefusal(answer, 400, SESSION_TOO_LONG)
      await expectRefusal(call(), 401, 'Request public key does not match the session key')
    }
  })

  it('control: the SDK’s 24 h and a key of exactly the cap are accepted and work', async () => {
    expect((await alice.call(myProfile, {})).userid).toBe(alice.userid)
    const { answer, call } = await logInFor(SESSION_LIFETIME_CAP_MS)
    expect(answer).toMatchObject({ code: 0, data: { userid: alice.userid } })
    expect((await call()).userid).toBe(alice.userid)
  })
})

interface ThreeUsers {
  node: TestNode
  alice: TestAccount
  bob: TestAccount
  carol: TestAccount
}

/** Before each test a fresh node with Alice, Bob (nicknamed `bobNickname`) and Carol on Starknet. */
const eachWithThreeUsers = (bobNickname: string): ThreeUsers => {
  const users = {} as ThreeUsers
  beforeEach(async () => {
    const node = await startNode()
    users.node = node
    users.alice = await node.signUp('alice', 'Alice')
    users.bob = await node.signUp('bob', bobNickname)
    users.carol = await node.signUp(starknetWallet('carol-stark'), 'Carol')
  })
  afterEach(() => users.node.close())
  return users
}

describe('user search', () => {
  const users = eachWithThreeUsers('Bobby')

  const found = async (keyword: string) =>
    (await users.alice.call(searchUsers, { keyword })).items.map((u) => u.userid)

  it('lists no one for "0x", a letter, "user:" or a hex stub too short to name anyone', async () => {
    const { bob } = users
    const stub = bob.wallet.address.slice(0, 9)
    for (const keyword of ['0x', '0X', ' 0x ', 'x', 'b', 'e', 'user:', 'user:1', '0x0', stub]) {
      expect({ keyword, found: await found(keyword) }).toEqual({ keyword, found: [] })
    }
  })

  it('control: a whole or partial address in any case and padding, a userid and a nickname find the user', async () => {
    const { alice, bob, carol } = users
    const address = bob.wallet.address
    expect(await found(address)).toEqual([bob.userid])
    expect(await found(address.toUpperCase().replace('0X', '0x'))).toEqual([bob.userid])
    expect(await found(address.slice(0, 10))).toEqual([bob.userid])
    expect(await found(address.slice(2, 12).toUpperCase())).toEqual([bob.userid])
    expect(await found(bob.userid)).toEqual([bob.userid])
    expect(await found('bobb')).toEqual([bob.userid])
    expect(await found('BOBBY')).toEqual([bob.userid])
    const stark = carol.wallet.address
    expect(await found(stark)).toEqual([carol.userid])
    expect(await found(`0x${stark.slice(2).padStart(64, '0')}`)).toEqual([carol.userid])
    const [item] = (await alice.call(searchUsers, { keyword: address })).items
    expect(item).toMatchObject({ userid: bob.userid, wallet_address: address, nickname: 'Bobby' })
  })
})

describe('user_binddid', () => {
  const users = eachWithThreeUsers('Bob')

  it('refuses another user’s wallet or userid, and a wallet no one proved, with no binding made', async () => {
    const { node, alice, bob, carol } = users
    const claims = [
      { did_type: 'eth', did_value: bob.wallet.address },
      { did_type: 'eth', did_value: bob.wallet.address.toUpperCase().replace('0X', '0x') },
      { did_type: 'starknet', did_value: carol.wallet.address },
      { did_type: 'web3mq', did_value: bob.userid },
      { did_type: 'eth', did_value: ethWallet('nobody-yet').address },
    ]
    for (const claim of claims) {
      await expectRefusal(
        alice.call(userBindDid, { ...claim, provider_id: 'web3mq:dapp' }),
        403,
        BIND_NOT_OWN,
      )
    }
    expect(await alice.call(userBindDids, {})).toEqual([])
    const profile = await node.ask(publicProfile, {
      did_type: 'eth',
      did_value: alice.wallet.address,
      timestamp: node.tick(),
    })
    expect(profile.bind_did_list).toEqual([])
  })

  it('control: one’s own wallet in any case, and the DIDs the app and the official SDK bind, are bound', async () => {
    const { alice, carol } = users
    const own = { did_type: 'eth', did_value: alice.wallet.address.toUpperCase().replace('0X', '0x') }
    await alice.call(userBindDid, { ...own, provider_id: 'web3mq:dapp' })
    const email = { did_type: 'email', did_value: 'alice@example.com', provider_id: 'web3mq:email' }
    await alice.call(userBindDid, email)
    const telegram = { did_type: 'telegram', did_value: '424242', provider_id: 'web3mq:telegram' }
    await alice.call(userBindDid, { ...telegram, did_content: 'alice_tg' })
    expect((await alice.call(userBindDids, {})).map((b) => b.did_type)).toEqual(['eth', 'email', 'telegram'])
    const padded = `0x${carol.wallet.address.slice(2).padStart(64, '0')}`
    await carol.call(userBindDid, { did_type: 'starknet', did_value: padded, provider_id: 'web3mq:dapp' })
    expect((await carol.call(userBindDids, {})).map((b) => b.did_value)).toEqual([padded])
  })
})

describe('userid at registration', () => {
  let node: TestNode
  beforeEach(async () => {
    node = await startNode()
  })

  /** A register body for `wallet` under `userid`, signed by the wallet for exactly that userid. */
  const registerBody = (wallet: TestWallet, userid: string, ts: number) =>
    walletRegistrationBody(wallet, userid, generateKeyPair(random).PublicKey, ts)

  it('refuses a userid with capitals, so no two ids differ only in case; the lower-case id registers', async () => {
    const wallet = ethWallet('dora')
    const ts = node.tick()
    const canonical = userIdFor('eth', wallet.address, ts)
    const capitals = `user:${canonical.slice(5).toUpperCase()}`
    await expectRefusal(
      node.send(buildRequest(register, registerBody(wallet, capitals, ts), { timestamp: ts })),
      400,
      USERID_NOT_CANONICAL,
    )
    const next = node.tick()
    const id = userIdFor('eth', wallet.address, next)
    expect(
      await node.send(buildRequest(register, registerBody(wallet, id, next), { timestamp: next })),
    ).toMatchObject({ code: 0, data: { userid: id } })
    const other = ethWallet('eve')
    const later = node.tick()
    const lookalike = `user:${id.slice(5).replace(/[a-f]/, (c) => c.toUpperCase())}`
    await expectRefusal(
      node.send(buildRequest(register, registerBody(other, lookalike, later), { timestamp: later })),
      400,
      USERID_NOT_CANONICAL,
    )
  })
})
