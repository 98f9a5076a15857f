/**
 * Replays against the node, each beside a control: a session signature opens each read route once and
 * never a write, a write's signature nothing else (docs/protocol.md §4.3), re-encodings of a signature are the same signature, a
 * refused request does not burn the signature, and strings that would collide with another action's
 * (empty ids, a payload the signature does not cover) are refused.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  type BuiltRequest,
  buildRequest,
  chatsList,
  createTopic,
  followers,
  following,
  login,
  messageHistory,
  myCreatedTopics,
  myProfile,
  mySubscribedTopics,
  sendMessage,
  updateMyProfile,
  userBindDids,
} from '#domain/contract'
import { base64ToBytes, bytesToBase64, utf8ToBytes } from '#domain/crypto/encoding'
import { signBase64 } from '#domain/signing/sign'
import { fromSignContent, messageId } from '#domain/signing/socket'
import type { TestAccount } from '../../../tests/_util/node-client'
import { starknetWallet } from '../../../tests/fakes/wallets'
import { PAYLOAD_NOT_BOUND } from '../../src/security/bindings'
import { expectRefusal } from '../_util/refusal'
import { NODE_ID, nodeWith, type TestNode } from '../_util/rest-node'
import { followBody } from '../_util/signed-bodies'

const STARK_N = 0x0800000000000010ffffffffffffffffb781126dcae7b2321e66a241adc64d2fn
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** The same 64 bytes in base64 with the 4 unused bits of the last character set. */
const otherUnusedBits = (signature: string): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  const last = signature.at(-3) ?? 'A'
  const variant = `${signature.slice(0, -3)}${alphabet[alphabet.indexOf(last) | 0b1111]}==`
  expect(variant).not.toBe(signature)
  expect(base64ToBytes(variant)).toEqual(base64ToBytes(signature))
  return variant
}

/** The other spellings of one EIP-191 signature: upper case, no `0x`, v as 0/1, and the high-s twin. */
const eip191Variants = (signature: string): string[] => {
  const hex = signature.slice(2)
  const v = Number.parseInt(hex.slice(128), 16)
  const s = BigInt(`0x${hex.slice(64, 128)}`)
  const twinS = (SECP256K1_N - s).toString(16).padStart(64, '0')
  const flipped = (v === 27 ? 28 : 27).toString(16)
  return [
    `0x${hex.toUpperCase()}`,
    hex,
    `0x${hex.slice(0, 128)}${(v - 27).toString(16).padStart(2, '0')}`,
    `0x${hex.slice(0, 64)}${twinS}${flipped}`,
  ]
}

const withSignature = (req: BuiltRequest, field: string, value: string): BuiltRequest =>
  req.query
    ? { ...req, query: { ...req.query, [field]: value } }
    : { ...req, body: { ...req.body, [field]: value } }

describe('a session signature opens each read route once and a write only alone', () => {
  let node: TestNode, alice: TestAccount
  beforeEach(async () => {
    ;({ node, alice } = await nodeWith(['alice', 'Alice']))
  })

  it('lets one read signature open different read routes, as the official SDK sends them', async () => {
    const ts = node.tick()
    // Every one of these signs `userid + timestamp`: the signature is byte for byte the same.
    const reads = [
      node.signed(alice, myProfile, {}, ts),
      node.signed(alice, chatsList, {}, ts),
      node.signed(alice, myCreatedTopics, {}, ts),
      node.signed(alice, mySubscribedTopics, {}, ts),
      node.signed(alice, followers, {}, ts),
      node.signed(alice, userBindDids, {}, ts),
    ]
    const signatureOf = ({ query, body }: BuiltRequest) => {
      const fields = { ...query, ...(body as Record<string, unknown>) }
      return String(fields.web3mq_signature ?? fields.web3mq_user_signature)
    }
    expect(new Set(reads.map(signatureOf)).size).toBe(1)
    for (const read of reads) expect(await node.send(read, alice.headers)).toMatchObject({ code: 0 })
  })

  it('refuses the same read route twice', async () => {
    const read = node.signed(alice, myProfile, {}, node.tick())
    expect(await node.send(read, alice.headers)).toMatchObject({ code: 0 })
    await expectRefusal(node.send(read, alice.headers), 401, 'Request replayed')
  })

  it('refuses a read signature on every write, its own path included', async () => {
    const ts = node.tick()
    expect(await node.send(node.signed(alice, myProfile, {}, ts), alice.headers)).toMatchObject({ code: 0 })
    for (const write of [
      node.signed(alice, updateMyProfile, { nickname: 'pwned' }, ts),
      node.signed(alice, createTopic, { topic_name: 'spam' }, ts),
    ]) {
      await expectRefusal(node.send(write, alice.headers), 401, 'Request replayed')
    }
    // Control: the same writes with their own signatures succeed.
    expect(await alice.call(updateMyProfile, { nickname: 'Alice 2' })).toMatchObject({ nickname: 'Alice 2' })
    expect((await alice.call(createTopic, { topic_name: 'news' })).topic_name).toBe('news')
  })

  it("refuses a write's signature on any read and on any other write", async () => {
    const ts = node.tick()
    const write = node.signed(alice, updateMyProfile, { nickname: 'Alice 2' }, ts)
    expect(await node.send(write, alice.headers)).toMatchObject({ code: 0 })
    for (const replay of [
      node.signed(alice, myProfile, {}, ts),
      node.signed(alice, chatsList, {}, ts),
      node.signed(alice, userBindDids, {}, ts),
      node.signed(alice, createTopic, { topic_name: 'spam' }, ts),
    ]) {
      await expectRefusal(node.send(replay, alice.headers), 401, 'Request replayed')
    }
    // Control: a read with its own signature succeeds.
    expect(await alice.call(myProfile, {})).toMatchObject({ nickname: 'Alice 2' })
  })

  it('refuses a session signature re-encoded with other unused base64 bits', async () => {
    const req = node.signed(alice, myProfile, {}, node.tick())
    expect(await node.send(req, alice.headers)).toMatchObject({ code: 0 })
    const signature = String(req.query?.web3mq_signature)
    const variant = withSignature(req, 'web3mq_signature', otherUnusedBits(signature))
    await expectRefusal(node.send(variant, alice.headers), 401, 'Request replayed')
  })

  it('refuses a login signature re-encoded with other unused base64 bits', async () => {
    const ts = node.tick()
    const body = {
      userid: alice.userid,
      did_type: alice.wallet.didType,
      did_value: alice.wallet.address,
      main_pubkey: alice.mainKeys.PublicKey,
      pubkey_value: alice.sessionKeys.PublicKey,
      pubkey_type: 'ed25519' as const,
      timestamp: ts,
      pubkey_expired_timestamp: ts + 86_400_000,
    }
    const { loginSignatureContent, loginSignature } = await import('#domain/signing/login')
    const content = loginSignatureContent({
      userid: alice.userid,
      sessionPublicKeyHex: alice.sessionKeys.PublicKey,
      expiry: body.pubkey_expired_timestamp,
      timestamp: ts,
    })
    const signature = loginSignature(content, alice.mainKeys.PrivateKey)
    const first = { ...body, signature_content: content, login_signature: signature }
    expect(await node.send(buildRequest(login, first, { timestamp: ts }))).toMatchObject({ code: 0 })
    const again = { ...first, login_signature: otherUnusedBits(signature) }
    await expectRefusal(node.send(buildRequest(login, again, { timestamp: ts })), 401, 'Request replayed')
  })
})

describe('a wallet signature is one signature however it is written', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob } = await nodeWith('alice', 'bob'))
  })

  it('refuses upper-case, 0x-less, v = 0/1 and high-s spellings of a used follow signature', async () => {
    const follow = followBody(alice, bob.userid, 'follow', node.tick())
    await node.ask(following, follow)
    for (const variant of eip191Variants(follow.did_signature)) {
      await expect(node.ask(following, { ...follow, did_signature: variant })).rejects.toMatchObject({
        nodeCode: 401,
      })
    }
  })

  it('refuses a used Starknet follow signature under a zero-padded address or with the high-s twin', async () => {
    const sam = await node.signUp(starknetWallet('sam'))
    const follow = followBody(sam, bob.userid, 'follow', node.tick())
    await node.ask(following, follow)
    const padded = `0x0${follow.address.slice(2)}`
    await expectRefusal(node.ask(following, { ...follow, address: padded }), 401, 'Request replayed')
    const [hash, r, s] = follow.did_signature.split(',').map(BigInt) as [bigint, bigint, bigint]
    const twin = `${hash},${r},${STARK_N - s}`
    await expect(node.ask(following, { ...follow, did_signature: twin })).rejects.toMatchObject({
      nodeCode: 401,
    })
  })

  it('does not burn a signature when a tampered copy of the request is refused', async () => {
    const follow = followBody(alice, bob.userid, 'follow', node.tick())
    await expectRefusal(
      node.ask(following, { ...follow, target_userid: alice.userid }),
      400,
      'You cannot follow yourself',
    )
    const carol = await node.signUp('carol')
    await expectRefusal(
      node.ask(following, { ...follow, target_userid: carol.userid }),
      401,
      'Signed text does not match the request',
    )
    await node.ask(following, follow)
  })
})

describe('signed strings that would collide with another action’s', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob } = await nodeWith('alice', 'bob'))
  })

  /** A REST send whose messageid is the hash of `text` (or of `idText`, when a forger reuses an id). */
  const restSend = (from: TestAccount, to: string, text: string, ts: number, idText = text) => {
    const id = messageId({
      comeFrom: from.userid,
      contentTopic: to,
      timestamp: ts,
      payload: utf8ToBytes(idText),
    })
    return {
      nodeid: NODE_ID,
      payload_type: 'text/plain; charset=utf-8',
      payload: bytesToBase64(utf8ToBytes(text)),
      cipher_suite: 'NONE',
      content_topic: to,
      messageid: id,
    }
  }

  it('refuses a history signature sent as send_message with empty ids', async () => {
    const ts = node.tick()
    const history = node.signed(alice, messageHistory, { topic: bob.userid }, ts)
    const signature = String(history.query?.web3mq_signature)
    const empty = { ...restSend(alice, bob.userid, 'forged', ts), messageid: '', nodeid: '' }
    const forged = withSignature(
      node.signed(alice, sendMessage, empty, ts),
      'web3mq_user_signature',
      signature,
    )
    expect(forged.body?.web3mq_user_signature).toBe(signature)
    await expectRefusal(
      node.send(forged, alice.headers),
      400,
      'Signed ids must not be empty: messageid, nodeid',
    )
    // Control: the history read with its own signature works.
    expect(await node.send(history, alice.headers)).toMatchObject({ code: 0 })
  })

  it('refuses another message’s signature over new text; the genuine message goes through', async () => {
    const ts = node.tick()
    const genuine = restSend(alice, bob.userid, 'hello bob', ts)
    // The fromSign a socket frame of Alice would carry, seen by Bob, put on REST with new text.
    const fromSign = signBase64(
      fromSignContent({
        messageId: genuine.messageid,
        comeFrom: alice.userid,
        contentTopic: bob.userid,
        nodeId: NODE_ID,
        timestamp: ts,
      }),
      alice.sessionKeys.PrivateKey,
    )
    const forged = restSend(alice, bob.userid, 'send me your keys', ts, 'hello bob')
    const req = withSignature(node.signed(alice, sendMessage, forged, ts), 'web3mq_user_signature', fromSign)
    await expectRefusal(node.send(req, alice.headers), 401, PAYLOAD_NOT_BOUND)
    const ok = node.signed(alice, sendMessage, genuine, ts)
    expect(await node.send(ok, alice.headers)).toMatchObject({
      code: 0,
      data: { messageid: genuine.messageid },
    })
  })
})
