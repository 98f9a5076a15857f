/**
 * One spelling per wallet wherever a wallet identifies a user (mock-node/README.md "Verification"):
 * Starknet addresses are felts, one by numeric value whatever their case or zero padding; Ethereum
 * addresses are one in any case. Registration, lookup, public profile, login and reset agree, and a data
 * folder written with the older index (padded Starknet keys, the checked-in schema-v2 fixture) opens with
 * its users found under either spelling.
 */
import { randomBytes } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { buildRequest, following, myProfile, publicProfile, resetPassword, userInfo } from '#domain/contract'
import { sha256Hex } from '#domain/crypto/hash'
import { generateKeyPair, type KeyPair } from '#domain/keys/key-pair'
import { checksumAddress } from '#domain/walletsig/eip191'
import { signTypedMessage } from '#domain/walletsig/starknet'
import { logIn, mainKeysOf, type TestAccount, walletRegistrationBody } from '../../../tests/_util/node-client'
import { ethWallet, type TestWallet } from '../../../tests/fakes/wallets'
import { LmdbKeyValue } from '../../src/state/kv/lmdb'
import type { Key } from '../../src/state/kv/port'
import { SCHEMA_KEY, SCHEMA_VERSION } from '../../src/state/schema'
import { folderWith } from '../_util/data-dir'
import { expectRefusal } from '../_util/refusal'
import { startNode, type TestNode } from '../_util/rest-node'
import { followBody } from '../_util/signed-bodies'
import fixture from '../state/fixtures/schema-v2.json'

const random = (n: number) => new Uint8Array(randomBytes(n))
const ALREADY = 'User already registered; reset the password instead'

/** A Starknet wallet whose key comes from `label`, its account spelled exactly as `address`. */
const starkWallet = (label: string, address: string): TestWallet => {
  const key = `0x${sha256Hex(`stark-key:${label}`).slice(0, 62)}`
  return {
    walletId: 'argentX',
    didType: 'starknet',
    address,
    didPubkey: signTypedMessage('probe', 'SN_GOERLI', address, key).publicKey,
    sign: (text) => signTypedMessage(text, 'SN_GOERLI', address, key).signature,
  }
}

/** The same wallet, its address spelled otherwise (the key and account are the same). */
const spelled = (wallet: TestWallet, address: string): TestWallet => ({ ...wallet, address })

/** 60 hex digits, so the padded spelling (64) carries four zeros. */
const accountDigits = (label: string) => sha256Hex(`account:${label}`).slice(0, 60)
const paddedOf = (digits: string) => `0x${digits.padStart(64, '0')}`
const unpaddedOf = (address: string) => `0x${BigInt(address).toString(16)}`
const upperOf = (address: string) => `0x${address.slice(2).toUpperCase()}`

/** A reset body for `account` under the wallet spelled as `wallet` (its own key), new main key `keys`. */
const resetBody = (account: TestAccount, wallet: TestWallet, keys: KeyPair, ts: number) =>
  walletRegistrationBody(wallet, account.userid, keys.PublicKey, ts, { purpose: 'reset' })

describe('one spelling per wallet', () => {
  let node: TestNode
  beforeEach(async () => {
    node = await startNode()
  })

  const lookups = async (didType: string, spellings: readonly string[]) => {
    const found: string[] = []
    for (const did_value of spellings) {
      found.push((await node.ask(userInfo, { did_type: didType, did_value, timestamp: node.tick() })).userid)
      const profile = await node.ask(publicProfile, { did_type: didType, did_value, timestamp: node.tick() })
      found.push(profile.userid)
    }
    return found
  }

  it('a Starknet felt registered padded is not registered again unpadded or in capitals; every lookup answers its user', async () => {
    const padded = paddedOf(accountDigits('carol'))
    const carol = await node.signUp(starkWallet('carol', padded), 'Carol')
    const unpadded = unpaddedOf(padded)
    for (const spelling of [unpadded, upperOf(padded), upperOf(unpadded)]) {
      await expectRefusal(node.signUp(starkWallet('mallory', spelling)), 409, ALREADY)
    }
    const spellings = [padded, unpadded, upperOf(padded), `0x0${unpadded.slice(2)}`]
    expect(await lookups('starknet', spellings)).toEqual(
      spellings.flatMap(() => [carol.userid, carol.userid]),
    )
  })

  it('a Starknet felt registered unpadded is not registered again padded', async () => {
    const unpadded = unpaddedOf(paddedOf(accountDigits('dora')))
    const dora = await node.signUp(starkWallet('dora', unpadded))
    await expectRefusal(node.signUp(starkWallet('mallory', paddedOf(unpadded.slice(2)))), 409, ALREADY)
    expect(await lookups('starknet', [paddedOf(unpadded.slice(2))])).toEqual([dora.userid, dora.userid])
  })

  it('control: a Starknet user logs in, resets her password and signs under either spelling', async () => {
    const padded = paddedOf(accountDigits('carol'))
    const wallet = starkWallet('carol', padded)
    const carol = await node.signUp(wallet)
    const other = spelled(wallet, unpaddedOf(padded))
    const session = await logIn(node.send, other, carol.userid, carol.mainKeys, node.tick)
    expect((await session.call(myProfile, {})).wallet_address).toBe(padded)

    const keys = generateKeyPair(random)
    const reset = resetBody(carol, starkWallet('carol', other.address), keys, node.tick())
    expect(await node.send(buildRequest(resetPassword, reset, { timestamp: reset.timestamp }))).toMatchObject(
      {
        code: 0,
        data: { userid: carol.userid },
      },
    )
    const again = await logIn(node.send, wallet, carol.userid, keys, node.tick)
    expect((await again.call(myProfile, {})).userid).toBe(carol.userid)
  })

  it('control: an Ethereum address is one in any case, for register, lookup, login, reset and follow', async () => {
    const base = ethWallet('erin')
    const mixed = spelled(base, checksumAddress(base.address))
    const erin = await node.signUp(mixed, 'Erin')
    const bob = await node.signUp('bob', 'Bob')
    await expectRefusal(node.signUp(spelled(base, base.address.toLowerCase())), 409, ALREADY)
    await expectRefusal(node.signUp(spelled(base, upperOf(base.address))), 409, ALREADY)
    const spellings = [mixed.address, base.address.toLowerCase(), upperOf(base.address)]
    expect(await lookups('eth', spellings)).toEqual(spellings.flatMap(() => [erin.userid, erin.userid]))

    const lower = spelled(base, base.address.toLowerCase())
    const session = await logIn(node.send, lower, erin.userid, erin.mainKeys, node.tick)
    const asLower = { ...session, wallet: lower }
    await node.ask(following, followBody(asLower, bob.userid, 'follow', node.tick()))
    const keys = generateKeyPair(random)
    const reset = resetBody(erin, spelled(base, upperOf(base.address)), keys, node.tick())
    expect(await node.send(buildRequest(resetPassword, reset, { timestamp: reset.timestamp }))).toMatchObject(
      {
        code: 0,
      },
    )
    const again = await logIn(node.send, mixed, erin.userid, keys, node.tick)
    expect((await again.call(myProfile, {})).wallet_address).toBe(mixed.address)
  })
})

const CAROL = 'user:972ee6bdd584f7c08dda2d33185de9b4269b4620bed2e384e10ba7da'
const MALLORY = 'user:2a5754353f7f82514384a09d1a6cd19acfe0ae6e3eb4bd468ce7f217'
const DAVE = 'user:a44e0eabca396e48f0a8aa696b430c2dd92a738cafa15e9a98842eef'
const CAROL_PADDED = '0x00008df8b26941a072dffa515a28436f8a4c50e895ec719b4319ea3176932a51'

describe('a data folder written with the older wallet index (schema version 2)', () => {
  it('opens with one spelling per wallet: the first registration owns the felt, and its user logs in and resets', async () => {
    const dir = await folderWith(fixture.entries as [Key, unknown][])
    const node = await startNode(Date.now(), { dataDir: dir })
    const ask = (did_type: string, did_value: string) =>
      node.ask(userInfo, { did_type, did_value, timestamp: node.tick() }).then((u) => u.userid)
    const unpadded = unpaddedOf(CAROL_PADDED)
    expect(await ask('starknet', CAROL_PADDED)).toBe(CAROL)
    expect(await ask('starknet', unpadded)).toBe(CAROL)
    expect(await ask('starknet', upperOf(unpadded))).toBe(CAROL)
    expect(await ask('eth', upperOf('0xedcfbcd9316adcf8ee06839f50cbef953cac5aa7'))).toBe(DAVE)
    await expectRefusal(node.signUp(starkWallet('another', unpadded)), 409, ALREADY)

    const wallet = starkWallet('schema-v2-carol', CAROL_PADDED)
    const carol = await logIn(node.send, wallet, CAROL, mainKeysOf(wallet), node.tick)
    expect((await carol.call(myProfile, {})).nickname).toBe('Carol')
    const keys = generateKeyPair(random)
    const reset = resetBody(carol, starkWallet('schema-v2-carol', unpadded), keys, node.tick())
    expect(await node.send(buildRequest(resetPassword, reset, { timestamp: reset.timestamp }))).toMatchObject(
      {
        code: 0,
        data: { userid: CAROL },
      },
    )
    // The later account under the same felt keeps its userid and data, but no lookup of the wallet finds it.
    const mallory = await node.ask(publicProfile, { did_type: 'web3mq', did_value: MALLORY, timestamp: 1 })
    expect(mallory.nickname).toBe('Mallory')
    await node.close()

    const kv = new LmdbKeyValue(dir)
    expect(kv.get(SCHEMA_KEY)).toBe(SCHEMA_VERSION)
    expect(kv.range(['did']).map((e) => [e.key[1], e.value])).toEqual([
      ['eth:0xedcfbcd9316adcf8ee06839f50cbef953cac5aa7', DAVE],
      [`starknet:${unpadded}`, CAROL],
    ])
    await kv.close()
  })
})
