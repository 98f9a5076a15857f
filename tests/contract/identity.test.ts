/**
 * Contract: identity. Looking up an unknown wallet, signing an ETH wallet up and in, signing in again
 * with the same password, refusing a wrong one, and the profile endpoints (docs/protocol.md §4.4 "User /
 * profile", §5).
 */
import { describe, expect, it } from 'vitest'
import { ErrorCode } from '#domain/errors'
import { createOfetchTransport } from '../../src/adapters/http/ofetch-transport'
import { ethWallet } from '../fakes/wallets'
import { contractTarget } from './_target'
import { type ContractUser, initOn, newUser, signIn } from './_users'

const USERID = /^user:[0-9a-f]{56}$/

let alice: ContractUser
let bob: ContractUser
const target = contractTarget(async (t, track) => {
  alice = track(await newUser(t, 'Alice'))
  bob = track(await newUser(t, 'Bob'))
})

const sameAddress = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()

describe('an unknown wallet', () => {
  it('is answered with code 404 "User not found" inside an HTTP 200 envelope', async () => {
    const body = await createOfetchTransport().send({
      baseUrl: target().url,
      request: {
        method: 'POST',
        path: '/api/get_user_info/',
        body: {
          did_type: 'eth',
          did_value: ethWallet(target().label('nobody')).address,
          timestamp: Date.now(),
        },
      },
      headers: {},
    })
    expect(body).toMatchObject({ code: 404, msg: 'User not found' })
  })

  it('[P4.16] gets a placeholder userid from the SDK and counts as not existing', async () => {
    const web3mq = await initOn(target())
    const did_value = ethWallet(target().label('nobody')).address
    const lookup = await web3mq.auth.getUserInfo({ did_type: 'eth', did_value })
    expect(lookup.userExist).toBe(false)
    expect(lookup.userid).toMatch(USERID)
  })
})

describe('sign-up and login with an ETH wallet', () => {
  it('registers a new wallet, logs in, and the session key signs requests', async () => {
    expect(alice.registered).toBe(true)
    expect(alice.userid).toMatch(USERID)
    expect(alice.keys.TempPublicKey).not.toBe(alice.keys.MainPublicKey)
    // Main-key text, then register text: the wallet signed exactly two texts.
    expect(alice.signer.signed).toHaveLength(2)
    const profile = await alice.client.user.getMyProfile()
    expect(profile.userid).toBe(alice.userid)
    expect(profile.wallet_type).toBe('eth')
    expect(sameAddress(profile.wallet_address, alice.wallet.address)).toBe(true)
    expect(profile.nickname).toBe('Alice')
  })

  it('the wallet is now known, with the main public key it registered', async () => {
    const web3mq = await initOn(target())
    const lookup = await web3mq.auth.getUserInfo({ did_type: 'eth', did_value: alice.account.address })
    expect(lookup).toEqual({
      userExist: true,
      userid: alice.userid,
      mainPublicKey: alice.keys.MainPublicKey,
    })
  })

  it('signs in again with the same password: same user and main key, a new session key', async () => {
    const again = await signIn(target(), alice.wallet)
    expect(again.registered).toBe(false)
    expect(again.userid).toBe(alice.userid)
    expect(again.keys.MainPublicKey).toBe(alice.keys.MainPublicKey)
    expect(again.keys.TempPublicKey).not.toBe(alice.keys.TempPublicKey)
    expect((await again.client.user.getMyProfile()).userid).toBe(alice.userid)
  })

  it('refuses a login with another password (another main key)', async () => {
    // The SDK spares the person a doomed login: the derived main key is checked against the node's first.
    await expect(signIn(target(), alice.wallet, { password: 'not the password' })).rejects.toMatchObject({
      code: ErrorCode.WrongPassword,
    })
    // And the node itself refuses that key when a client sends it anyway.
    const web3mq = await initOn(target())
    const did = { did_type: alice.signer.didType, did_value: alice.account.address }
    const wrong = await web3mq.auth.getMainKeypair({
      ...did,
      password: 'not the password',
      signer: alice.signer,
      account: alice.account,
    })
    await expect(
      web3mq.auth.login({
        ...did,
        userid: alice.userid,
        mainPrivateKey: wrong.PrivateKey,
        mainPublicKey: wrong.PublicKey,
      }),
    ).rejects.toMatchObject({ code: ErrorCode.AuthFailed })
  })
})

describe('profiles', () => {
  it('my_profile: an update of nickname and avatar is read back', async () => {
    await alice.client.user.updateMyProfile('Alice Liddell', 'https://example.com/alice.png')
    expect(await alice.client.user.getMyProfile()).toMatchObject({
      userid: alice.userid,
      nickname: 'Alice Liddell',
      avatar_url: 'https://example.com/alice.png',
    })
  })

  it('a public profile is found by DID, with follow state and stats', async () => {
    const profile = await alice.client.user.getPublicProfile({
      did_type: 'eth',
      did_value: bob.account.address,
      my_userid: alice.userid,
    })
    expect(profile).toMatchObject({
      userid: bob.userid,
      nickname: 'Bob',
      wallet_type: 'eth',
      is_my_following: false,
      stats: { total_followers: 0, total_following: 0 },
    })
    expect(sameAddress(profile.wallet_address, bob.wallet.address)).toBe(true)
  })
})
