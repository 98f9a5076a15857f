/** Login (docs/protocol.md §5.5): the main key signs sha3_224(userid + session pub + expiry + timestamp). */
import { randomBytes } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { buildRequest, login, myProfile } from '#domain/contract'
import { generateKeyPair, type KeyPair } from '#domain/keys/key-pair'
import { tempKeyExpiry } from '#domain/keys/temp-key'
import { loginSignature, loginSignatureContent } from '#domain/signing/login'
import { createSigner } from '#domain/signing/sign'
import { logIn, type TestAccount } from '../../../tests/_util/node-client'
import { ethWallet } from '../../../tests/fakes/wallets'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, type TestNode } from '../_util/rest-node'

const random = (n: number) => new Uint8Array(randomBytes(n))

interface LoginOptions {
  ts: number
  session?: KeyPair
  expiry?: number
  /** The session key the hash is computed over (defaults to the one sent). */
  hashedSession?: string
  signWith?: string
  didValue?: string
}

/** A login body of `account`, with the parts a test wants to get wrong. */
const loginBody = (account: TestAccount, o: LoginOptions) => {
  const session = o.session ?? generateKeyPair(random)
  const expiry = o.expiry ?? tempKeyExpiry(o.ts)
  const content = loginSignatureContent({
    userid: account.userid,
    sessionPublicKeyHex: o.hashedSession ?? session.PublicKey,
    expiry,
    timestamp: o.ts,
  })
  return {
    session,
    body: {
      userid: account.userid,
      did_type: 'eth',
      did_value: o.didValue ?? account.wallet.address,
      login_signature: loginSignature(content, o.signWith ?? account.mainKeys.PrivateKey),
      signature_content: content,
      main_pubkey: account.mainKeys.PublicKey,
      pubkey_value: session.PublicKey,
      pubkey_type: 'ed25519' as const,
      timestamp: o.ts,
      pubkey_expired_timestamp: expiry,
    },
  }
}

describe('login', () => {
  let node: TestNode, alice: TestAccount
  beforeEach(async () => {
    ;({ node, alice } = await nodeWith('alice'))
  })

  const send = (body: ReturnType<typeof loginBody>['body']) =>
    node.send(buildRequest(login, body, { timestamp: body.timestamp }))

  it('registers the session key: requests signed with it are accepted', async () => {
    const { body, session } = loginBody(alice, {
      ts: node.tick(),
      didValue: alice.wallet.address.toLowerCase(),
    })
    expect(await send(body)).toEqual({
      code: 0,
      msg: 'ok',
      data: { userid: alice.userid, did_type: 'eth', did_value: alice.wallet.address },
    })
    const signer = createSigner({ userid: alice.userid, privateKeyHex: session.PrivateKey })
    const res = await node.send(node.signed({ ...alice, signer }, myProfile, {}), {
      'web3mq-request-pubkey': session.PublicKey,
    })
    expect(res).toMatchObject({ code: 0, data: { userid: alice.userid } })
  })

  it('refuses the same login body sent twice', async () => {
    const { body } = loginBody(alice, { ts: node.tick() })
    expect(await send(body)).toMatchObject({ code: 0 })
    await expectRefusal(send(body), 401, 'Request replayed')
  })

  it('refuses another main key', async () => {
    const call = logIn(node.send, alice.wallet, alice.userid, generateKeyPair(random), node.tick)
    await expectRefusal(call, 401, 'Main public key does not match')
  })

  it('refuses a signature_content that is not the hash of this request', async () => {
    const { body } = loginBody(alice, { ts: node.tick(), hashedSession: alice.sessionKeys.PublicKey })
    await expectRefusal(send(body), 401, 'Login content does not match the request')
    const later = loginBody(alice, { ts: node.tick() }).body
    await expectRefusal(
      send({ ...later, timestamp: later.timestamp + 1 }),
      401,
      'Login content does not match the request',
    )
  })

  it('refuses a content signed by a key other than the main key', async () => {
    const { body } = loginBody(alice, { ts: node.tick(), signWith: alice.sessionKeys.PrivateKey })
    await expectRefusal(send(body), 401, 'Invalid signature')
  })

  it('refuses an expiry already past, a stale timestamp, and another wallet', async () => {
    const now = node.tick()
    await expectRefusal(
      send(loginBody(alice, { ts: now, expiry: node.clock.t }).body),
      400,
      'pubkey_expired_timestamp is in the past',
    )
    await expectRefusal(
      send(loginBody(alice, { ts: node.clock.t - 6 * 60_000 }).body),
      401,
      'Request timestamp outside the accepted window',
    )
    await expectRefusal(
      send(loginBody(alice, { ts: node.tick(), didValue: ethWallet('bob').address }).body),
      400,
      'did_type and did_value do not match this user',
    )
  })

  it('refuses an unknown userid with 404', async () => {
    const ghost = { ...alice, userid: 'user:ghost' }
    await expectRefusal(send(loginBody(ghost, { ts: node.tick() }).body), 404, 'User not found')
  })
})
