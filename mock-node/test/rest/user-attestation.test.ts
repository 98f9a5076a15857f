/**
 * `get_user_info` carries the wallet's attestation of the main key (docs/protocol.md §3.10 "Identity"):
 * the text and signature of the user's last registration or reset and that request's timestamp, so any
 * client can recompute the registration nonce (§5.4) from the public fields, find it in the text, and
 * check the wallet's signature over it; a Starknet user's answer also names the registered stark key.
 */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { buildRequest, resetPassword, userInfo } from '#domain/contract'
import { generateKeyPair } from '#domain/keys/key-pair'
import { registerNonce } from '#domain/signing/register-text'
import { recoverPersonalAddress } from '#domain/walletsig/eip191'
import { verifyStarknetSignature } from '#domain/walletsig/starknet'
import { walletRegistrationBody } from '../../../tests/_util/node-client'
import { starknetWallet } from '../../../tests/fakes/wallets'
import { seedDemo } from '../../src/seed'
import { nodeWith, startNode } from '../_util/rest-node'

type Info = Awaited<ReturnType<typeof infoOf>>

const infoOf = (node: Awaited<ReturnType<typeof startNode>>, didType: string, didValue: string) =>
  node.ask(userInfo, { did_type: didType, did_value: didValue, timestamp: node.tick() })

/** The nonce a client recomputes from the answer's public fields. */
const nonceOf = (info: Info): string =>
  registerNonce({
    userid: info.userid,
    mainPublicKeyHex: info.pubkey ?? '',
    didType: info.did_type ?? '',
    didValue: info.did_value ?? '',
    timestamp: info.timestamp ?? 0,
  })

describe('get_user_info attests the main key', () => {
  it('answers the registration text and signature; the wallet signed the nonce of these fields', async () => {
    const { node, alice } = await nodeWith('alice')
    const info = await infoOf(node, 'eth', alice.wallet.address)
    expect(info.pubkey).toBe(alice.mainKeys.PublicKey)
    expect(info.signature_content).toContain('For Web3MQ register')
    expect(info.signature_content).toContain(`Nonce: ${nonceOf(info)}`)
    expect(recoverPersonalAddress(info.signature_content ?? '', info.did_signature ?? '')).toBe(
      alice.wallet.address,
    )
    expect(info.did_pubkey).toBeUndefined()
  })

  it('after a reset answers the reset text, which attests the new main key', async () => {
    const { node, alice } = await nodeWith('alice')
    const keys = generateKeyPair((n) => new Uint8Array(randomBytes(n)))
    const ts = node.tick()
    const body = walletRegistrationBody(alice.wallet, alice.userid, keys.PublicKey, ts, { purpose: 'reset' })
    await node.send(buildRequest(resetPassword, body, { timestamp: ts }))
    const info = await infoOf(node, 'eth', alice.wallet.address)
    expect([info.pubkey, info.timestamp, info.signature_content]).toEqual([
      keys.PublicKey,
      ts,
      body.signature_content,
    ])
    expect(info.signature_content).toContain(`Nonce: ${nonceOf(info)}`)
    expect(recoverPersonalAddress(info.signature_content ?? '', info.did_signature ?? '')).toBe(
      alice.wallet.address,
    )
  })

  it('attests the demo accounts of --seed too', async () => {
    const node = await startNode()
    const [alice] = seedDemo(node.app.context)
    const info = await infoOf(node, 'eth', alice?.address ?? '')
    expect(info.signature_content).toContain(`Nonce: ${nonceOf(info)}`)
    expect(recoverPersonalAddress(info.signature_content ?? '', info.did_signature ?? '')).toBe(
      alice?.address,
    )
  })

  it("names a Starknet user's stark key, against which the wallet signature verifies", async () => {
    const node = await startNode()
    const wallet = starknetWallet('attested-stark')
    await node.signUp(wallet)
    const info = await infoOf(node, 'starknet', wallet.address)
    expect(info.did_pubkey).toBe(wallet.didPubkey)
    expect(info.signature_content).toContain(`Nonce: ${nonceOf(info)}`)
    const verifies = verifyStarknetSignature(
      info.signature_content ?? '',
      info.did_signature ?? '',
      info.did_pubkey ?? '',
      wallet.address,
      'SN_GOERLI',
    )
    expect(verifies).toBe(true)
  })
})
