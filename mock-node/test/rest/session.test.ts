/** Session-signed request verification (docs/protocol.md §4.3): header, window, signature, replay, expiry. */
import { beforeEach, describe, expect, it } from 'vitest'
import { Headers, TEMP_KEY_EXPIRY_MS } from '#domain/config'
import { myProfile, notificationHistory, updateMyProfile } from '#domain/contract'
import { createSigner } from '#domain/signing/sign'
import { logIn, type TestAccount } from '../../../tests/_util/node-client'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, type TestNode } from '../_util/rest-node'

const SIX_MINUTES = 6 * 60_000

/** Changes one base64 character of a signature so it stays well-formed but no longer verifies. */
const flip = (signature: string): string => {
  const c = signature[10] === 'A' ? 'B' : 'A'
  return `${signature.slice(0, 10)}${c}${signature.slice(11)}`
}

describe('session verification', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob } = await nodeWith('alice', 'bob'))
  })

  it('accepts a well-signed request with the session key in the header', async () => {
    const res = await node.send(node.signed(alice, myProfile, {}), alice.headers)
    expect(res).toMatchObject({ code: 0, msg: 'ok', data: { userid: alice.userid } })
  })

  it('refuses a request without the web3mq-request-pubkey header', async () => {
    const res = await node.send(node.signed(alice, myProfile, {}), {})
    await expectRefusal(res, 401, 'Missing web3mq-request-pubkey header')
  })

  it("refuses another user's session key in the header", async () => {
    const headers = { [Headers.requestPubkey]: bob.sessionKeys.PublicKey }
    const res = await node.send(node.signed(alice, myProfile, {}), headers)
    await expectRefusal(res, 401, 'Request public key does not match the session key')
  })

  it('accepts the header key in upper-case hex (keys compare case-insensitively)', async () => {
    const headers = { [Headers.requestPubkey]: alice.sessionKeys.PublicKey.toUpperCase() }
    const res = await node.send(node.signed(alice, myProfile, {}), headers)
    expect(res).toMatchObject({ code: 0 })
  })

  it.each([-SIX_MINUTES, SIX_MINUTES])(
    'refuses a timestamp %i ms away from the node clock',
    async (offset) => {
      const res = await node.send(node.signed(alice, myProfile, {}, node.clock.t + offset), alice.headers)
      await expectRefusal(res, 401, 'Request timestamp outside the accepted window')
    },
  )

  it('accepts a timestamp 4 minutes away (inside the 5-minute window)', async () => {
    const res = await node.send(node.signed(alice, myProfile, {}, node.clock.t - 4 * 60_000), alice.headers)
    expect(res).toMatchObject({ code: 0 })
  })

  it('refuses a flipped signature, and a signature over other fields', async () => {
    const req = node.signed(alice, updateMyProfile, { nickname: 'Alice' })
    const body = req.body ?? {}
    const flipped = { ...req, body: { ...body, web3mq_signature: flip(String(body.web3mq_signature)) } }
    await expectRefusal(node.send(flipped, alice.headers), 401, 'Invalid signature')
    const otherTime = { ...req, body: { ...body, timestamp: Number(body.timestamp) + 1 } }
    await expectRefusal(node.send(otherTime, alice.headers), 401, 'Invalid signature')
    const garbage = { ...req, body: { ...body, web3mq_signature: 'not base64 at all!' } }
    await expectRefusal(node.send(garbage, alice.headers), 401, 'Invalid signature')
  })

  it('refuses a signature by a key other than the one in the header', async () => {
    const signer = createSigner({ userid: alice.userid, privateKeyHex: bob.sessionKeys.PrivateKey })
    const req = { ...node.signed(alice, myProfile, {}) }
    const query = { ...req.query, web3mq_signature: signer.sign(String(req.signContent)) }
    await expectRefusal(node.send({ ...req, query }, alice.headers), 401, 'Invalid signature')
  })

  it('refuses the same request sent twice', async () => {
    const req = node.signed(alice, notificationHistory, { page: 1, size: 10 })
    expect(await node.send(req, alice.headers)).toMatchObject({ code: 0 })
    await expectRefusal(node.send(req, alice.headers), 401, 'Request replayed')
  })

  it('refuses a session past its pubkey_expired_timestamp', async () => {
    node.clock.t += TEMP_KEY_EXPIRY_MS + 1_000
    const res = await node.send(node.signed(alice, myProfile, {}), alice.headers)
    await expectRefusal(res, 401, 'Session key expired')
  })

  it('answers 404 "User not found" for an unknown userid', async () => {
    const ghost = createSigner({ userid: 'user:ghost', privateKeyHex: alice.sessionKeys.PrivateKey })
    const req = node.signed({ ...alice, signer: ghost }, myProfile, {})
    await expectRefusal(node.send(req, alice.headers), 404, 'User not found')
  })

  it('keeps every live session of a user: a second login does not end the first', async () => {
    const second = await logIn(node.send, alice.wallet, alice.userid, alice.mainKeys, node.tick)
    expect(await node.send(node.signed(second, myProfile, {}), second.headers)).toMatchObject({ code: 0 })
    expect(await node.send(node.signed(alice, myProfile, {}), alice.headers)).toMatchObject({ code: 0 })
  })
})
