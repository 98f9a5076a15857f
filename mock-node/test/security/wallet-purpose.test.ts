/**
 * Attacks on wallet-signed requests, each replayed against the node beside a control that the
 * legitimate request still succeeds: a signature made for one purpose, target, key or request never
 * serves another (password reset takeover, follow ↔ push authorisation ↔ Telegram bind).
 */
import { randomBytes } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { bindTelegram, buildRequest, following, myProfile, resetPassword, userAuth } from '#domain/contract'
import { generateKeyPair, type KeyPair } from '#domain/keys/key-pair'
import { logIn, type TestAccount, walletRegistrationText } from '../../../tests/_util/node-client'
import { SIGNED_TEXT_MISMATCH } from '../../src/security/purpose'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, type TestNode } from '../_util/rest-node'
import { bindTelegramBody, followBody, pushAuthBody } from '../_util/signed-bodies'

const random = (n: number) => new Uint8Array(randomBytes(n))

/** A reset body for `account` with the new main key `keys` and the given signed text. */
const resetWith = (account: TestAccount, keys: KeyPair, ts: number, content: string, signature: string) => ({
  userid: account.userid,
  did_type: account.wallet.didType,
  did_value: account.wallet.address,
  did_pubkey: account.wallet.didPubkey,
  did_signature: signature,
  signature_content: content,
  pubkey_type: 'ed25519' as const,
  pubkey_value: keys.PublicKey,
  timestamp: ts,
})

/** The reset text the victim's wallet would sign for main key `keys` at `ts`. */
const resetText = (account: TestAccount, keys: KeyPair, ts: number): string =>
  walletRegistrationText(account.wallet, account.userid, keys.PublicKey, ts, 'reset')

describe('password reset cannot take an account over', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob } = await nodeWith('alice', 'bob'))
  })

  const sendReset = (body: ReturnType<typeof resetWith>) =>
    node.send(buildRequest(resetPassword, body, { timestamp: body.timestamp }))

  it('refuses any other text the victim signed, sent with the attacker’s key', async () => {
    const attackerKeys = generateKeyPair(random)
    const follow = followBody(alice, bob.userid, 'follow', node.tick())
    const welcome = 'Welcome to the dapp! Sign to continue.'
    const texts = [
      [follow.sign_content, follow.did_signature],
      [welcome, alice.wallet.sign(welcome)],
    ] as const
    for (const [content, signature] of texts) {
      await expectRefusal(
        sendReset(resetWith(alice, attackerKeys, node.tick(), content, signature)),
        401,
        SIGNED_TEXT_MISMATCH,
      )
    }
    // A genuine reset text, made for another key, sent with the attacker's.
    const ts = node.tick()
    const genuine = resetText(alice, generateKeyPair(random), ts)
    await expectRefusal(
      sendReset(resetWith(alice, attackerKeys, ts, genuine, alice.wallet.sign(genuine))),
      401,
      SIGNED_TEXT_MISMATCH,
    )
    await expectRefusal(
      logIn(node.send, alice.wallet, alice.userid, attackerKeys, node.tick),
      401,
      'Main public key does not match',
    )
    expect((await alice.call(myProfile, {})).userid).toBe(alice.userid)
  })

  it('refuses the victim’s registration text as a reset to another key', async () => {
    const signUpTs = node.tick()
    const registration = walletRegistrationText(
      alice.wallet,
      alice.userid,
      alice.mainKeys.PublicKey,
      signUpTs,
    )
    const attackerKeys = generateKeyPair(random)
    const body = resetWith(alice, attackerKeys, signUpTs, registration, alice.wallet.sign(registration))
    await expectRefusal(sendReset(body), 401, SIGNED_TEXT_MISMATCH)
  })

  it('control: the victim’s own reset text for the key sent succeeds', async () => {
    const keys = generateKeyPair(random)
    const ts = node.tick()
    const text = resetText(alice, keys, ts)
    const res = await sendReset(resetWith(alice, keys, ts, text, alice.wallet.sign(text)))
    expect(res).toMatchObject({ code: 0, data: { userid: alice.userid } })
    const again = await logIn(node.send, alice.wallet, alice.userid, keys, node.tick)
    expect((await again.call(myProfile, {})).userid).toBe(alice.userid)
  })
})

describe('a wallet signature serves only its own purpose', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob } = await nodeWith('alice', 'bob'))
  })

  it('refuses a follow signature as a push authorisation and as a Telegram bind', async () => {
    const follow = followBody(alice, bob.userid, 'follow', node.tick())
    const auth = { ...pushAuthBody(alice, 1, follow.timestamp) }
    auth.signature_content = follow.sign_content
    auth.did_signature = follow.did_signature
    await expectRefusal(node.ask(userAuth, auth), 401, SIGNED_TEXT_MISMATCH)
    const bind = bindTelegramBody(alice, 'attacker-chat', follow.timestamp)
    bind.sign_content = follow.sign_content
    bind.did_signature = follow.did_signature
    await expectRefusal(node.ask(bindTelegram, bind), 401, SIGNED_TEXT_MISMATCH)
    // Control: the follow itself still goes through, once.
    await node.ask(following, follow)
  })

  it('refuses a push authorisation or a signed "cancel" as a follow', async () => {
    const ts = node.tick()
    const auth = pushAuthBody(alice, 1, ts)
    const asFollow = followBody(alice, bob.userid, 'follow', ts)
    asFollow.sign_content = auth.signature_content
    asFollow.did_signature = auth.did_signature
    await expectRefusal(node.ask(following, asFollow), 401, SIGNED_TEXT_MISMATCH)
    const cancel = followBody(alice, bob.userid, 'cancel', node.tick())
    await expectRefusal(node.ask(following, { ...cancel, action: 'follow' }), 401, SIGNED_TEXT_MISMATCH)
    // Controls: both genuine requests succeed.
    await node.ask(userAuth, auth)
    await node.ask(following, followBody(alice, bob.userid, 'follow', node.tick()))
  })

  it('refuses a bind text replayed with the attacker’s chat id; the genuine bind succeeds', async () => {
    const bind = bindTelegramBody(alice, 'alice-chat', node.tick())
    await expectRefusal(
      node.ask(bindTelegram, { ...bind, bind_value: 'mallory-chat' }),
      401,
      SIGNED_TEXT_MISMATCH,
    )
    await node.ask(bindTelegram, bind)
  })
})
