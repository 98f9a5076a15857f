/**
 * Demo accounts for `npm run mock-node -- --seed`: two users registered with deterministic wallets exactly
 * as a client would (main key from the wallet's signature of the main-key text, password "demo1234"), a
 * follow, a topic with Bob subscribed, and a Telegram binding — so a person has someone to look at, follow
 * and subscribe to. Their addresses are printed; the wallet keys are test keys, never real funds.
 */
import { sha256Hex } from '#domain/crypto/hash'
import { DEMO_PASSWORD } from '#domain/keys/demo-people'
import { mainKeyFromSignature } from '#domain/keys/main-key'
import { mainKeyNonce, mainKeySignText } from '#domain/signing/main-key-text'
import { registerNonce, registerSignText } from '#domain/signing/register-text'
import { signPersonal } from '#domain/walletsig/eip191'
import type { NodeContext } from './context'
import { demoWalletKey } from './demo-wallet-key'

// The password is the domain's, so the app's demo tab signs in to the account seeded here.
export { DEMO_PASSWORD } from '#domain/keys/demo-people'

const DEMO_TOPIC = 'Web3MQ news'

export interface SeededAccount {
  nickname: string
  userid: string
  address: string
}

const seedUser = (ctx: NodeContext, nickname: string): SeededAccount => {
  const { privateKey: walletKey, address } = demoWalletKey(nickname)
  const text = mainKeySignText(address, mainKeyNonce('eth', address, DEMO_PASSWORD))
  const main = mainKeyFromSignature(signPersonal(text, walletKey))
  const userid = `user:${sha256Hex(`demo:${nickname}`).slice(0, 56)}`
  // A data folder seeded before keeps the account as it is now (a changed profile, its creation time).
  if (ctx.state.users.get(userid)) return { nickname, userid, address }
  // The wallet's registration text, as a client signs it, so peers can check the main key (docs/protocol.md §3.10).
  const registered = ctx.now()
  const nonce = registerNonce({
    userid,
    mainPublicKeyHex: main.PublicKey,
    didType: 'eth',
    didValue: address,
    timestamp: registered,
  })
  const issuedAt = { now: registered, tzOffsetMinutes: 0 }
  const attested = registerSignText({
    walletId: 'metamask',
    didValue: address,
    uri: 'http://localhost',
    nonce,
    issuedAt,
  })
  ctx.state.users.upsert({
    userid,
    did_type: 'eth',
    did_value: address,
    did_pubkey: '',
    main_pubkey: main.PublicKey,
    nickname,
    avatar_url: '',
    avatar_base64: '',
    created_at: registered,
    attestation: {
      signature_content: attested,
      did_signature: signPersonal(attested, walletKey),
      timestamp: registered,
    },
  })
  return { nickname, userid, address }
}

export const seedDemo = (ctx: NodeContext): SeededAccount[] => {
  const alice = seedUser(ctx, 'Alice')
  const bob = seedUser(ctx, 'Bob')
  ctx.state.social.follow(bob.userid, alice.userid)
  // Seeding a folder that already holds the demo must not add a second topic.
  if (!ctx.state.notifications.createdBy(alice.userid).some((t) => t.topic_name === DEMO_TOPIC))
    ctx.state.notifications.createTopic(
      { topicid: ctx.newId('topic:'), topic_name: DEMO_TOPIC, creator: alice.userid, create_at: ctx.now() },
      [bob.userid],
    )
  ctx.state.identity.bind(bob.userid, {
    did_type: 'telegram',
    did_value: '100200300',
    provider_id: 'web3mq:telegram',
    bind_type: 'telegram',
    bind_value: '100200300',
    bind_name: 'bob_on_telegram',
    created_at: ctx.now(),
  })
  return [alice, bob]
}
