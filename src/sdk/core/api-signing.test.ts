/** Session-signed REST calls through the platform's asynchronous Ed25519 carry the golden signature. */
import { describe, expect, it } from 'vitest'
import { HeldSigner } from '../../../tests/fakes/held-signer'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import vectors from '../../../tests/fixtures/vectors.json'
import { myProfile } from '../../domain/contract'
import { createSigner } from '../../domain/signing/sign'
import { NodeApi } from './api'

const rest = vectors.restSignature

describe('NodeApi with an asynchronous signer', () => {
  it('signs userid + timestamp to the REST vector once the signer answers', async () => {
    const node = new MemoryNode().answer(myProfile, () => ({ userid: rest.signed, wallet_address: '0x1' }))
    const clock = {
      now: () => rest.timestamp,
      tzOffsetMinutes: () => 0,
      setTimeout: () => 0,
      clearTimeout: () => {},
    }
    const logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
    const api = new NodeApi({ http: node, clock, logger, baseUrl: 'http://node.test' })
    const signer = new HeldSigner()
    api.setSession({
      signer: createSigner({ userid: rest.signed, privateKeyHex: vectors.keys.seedA, ed25519: signer }),
      didKey: 'eth:0x1',
    })
    const profile = api.call(myProfile, {})
    await signer.waitingFor(1)
    expect(node.calls).toEqual([])
    signer.releaseNewestFirst()
    await expect(profile).resolves.toMatchObject({ userid: rest.signed })
    expect(node.calls[0]?.fields).toEqual({
      userid: rest.signed,
      timestamp: String(rest.timestamp),
      web3mq_signature: rest.signature,
    })
  })
})
