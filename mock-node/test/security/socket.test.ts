/**
 * Attacks on the `/messages` socket, each beside a control: a connect opens a socket only when it is
 * fresh and unambiguous (node id present, newer than the key's last accepted connect), a password reset
 * ends the user's sockets, bridge frames cannot speak for a user, a chat signature with empty ids (the
 * string of a history read) sends nothing, and a member cannot repost another's message signature over
 * REST, with new text or without.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { Headers } from '#domain/config'
import { buildRequest, messageHistory, resetPassword, sendMessage } from '#domain/contract'
import { base64ToBytes, bytesToBase64, utf8ToBytes } from '#domain/crypto/encoding'
import { generateKeyPair } from '#domain/keys/key-pair'
import { bridgeConnectFrame, connectFrame, messageFrame, tempConnectFrame } from '#domain/protocol'
import { createSigner, signBase64 } from '#domain/signing/sign'
import { connectSignContent } from '#domain/signing/socket'
import {
  injectSend,
  monotonicClock,
  signUpAndLogIn,
  walletRegistrationBody,
} from '../../../tests/_util/node-client'
import { ethWallet } from '../../../tests/fakes/wallets'
import { PAYLOAD_NOT_BOUND } from '../../src/security/bindings'
import { IDENTITY_TOPIC } from '../../src/socket/bridge'
import { ConnectRefusal } from '../../src/socket/connect'
import { SESSIONS_ENDED } from '../../src/socket/registry'
import { expectRefusal } from '../_util/refusal'
import {
  dappBridgeFrame,
  keyPairOf,
  login,
  NODE_ID,
  NOW,
  type Node,
  type SeededUser,
  seedGroup,
  seedUser,
  signedChat,
  signedConnect,
  startNode,
} from '../_util/socket-node'

const ALICE = 'user:a11ce00000000000000000000000000000000000000000000000001'
const BOB = 'user:b0b0000000000000000000000000000000000000000000000000002'
const UNAUTHORIZED = 4001

/** The same signature bytes in base64 with the unused bits of the last character set. */
const reencoded = (signature: string): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  const last = signature.at(-3) ?? 'A'
  const variant = `${signature.slice(0, -3)}${alphabet[alphabet.indexOf(last) | 0b1111]}==`
  expect(base64ToBytes(variant)).toEqual(base64ToBytes(signature))
  return variant
}

describe('socket connect is fresh and unambiguous', () => {
  let node: Node
  let alice: SeededUser
  beforeEach(async () => {
    node = await startNode()
    alice = seedUser(node, ALICE, keyPairOf(1))
  })

  /** Sends a connect on a new socket; resolves with the close it caused, or 'open' on a reply. */
  const attempt = async (frame: ReturnType<typeof connectFrame>) => {
    const client = await node.open()
    client.send(frame)
    const outcome = await Promise.race([
      client.nextOf('connectReply').then(() => 'open' as const),
      client.closed,
    ])
    if (outcome === 'open') await client.close()
    return outcome
  }

  it('refuses a captured frame replayed after the first socket closed, and a re-encoding of it', async () => {
    const captured = signedConnect(alice, NOW - 1_000)
    expect(await attempt(captured)).toBe('open')
    expect(await attempt(captured)).toEqual({ code: UNAUTHORIZED, reason: ConnectRefusal.stale })
    const variant = connectFrame({
      nodeId: captured.message.nodeId,
      userId: ALICE,
      timestamp: NOW - 1_000,
      msgSign: reencoded(captured.message.msgSign),
    })
    expect(await attempt(variant)).toEqual({ code: UNAUTHORIZED, reason: ConnectRefusal.stale })
    // Control: a connect made now opens.
    expect(await attempt(signedConnect(alice, NOW - 999))).toBe('open')
  })

  it('refuses a frame older than the last accepted connect', async () => {
    const older = signedConnect(alice, NOW - 2_000)
    expect(await attempt(signedConnect(alice, NOW - 1_000))).toBe('open')
    expect(await attempt(older)).toEqual({ code: UNAUTHORIZED, reason: ConnectRefusal.stale })
  })

  it('refuses a REST signature as a connect: without a node id it signs `userid + timestamp`', async () => {
    const ts = NOW - 500
    const restSignature = signBase64(`${ALICE}${ts}`, alice.session.PrivateKey)
    expect(connectSignContent('', ALICE, ts)).toBe(`${ALICE}${ts}`)
    const frame = connectFrame({ nodeId: '', userId: ALICE, timestamp: ts, msgSign: restSignature })
    expect(await attempt(frame)).toEqual({ code: UNAUTHORIZED, reason: ConnectRefusal.missingNodeId })
    expect(await attempt(signedConnect(alice, ts))).toBe('open')
  })
})

describe('a password reset ends the user’s sockets and sessions', () => {
  let node: Node
  const clock = { now: NOW }
  beforeEach(async () => {
    clock.now = NOW
    node = await startNode(clock)
  })

  it('closes the socket opened before the reset, and the old session key opens none', async () => {
    const send = injectSend(node.app)
    const tick = monotonicClock(() => clock.now)
    const wallet = ethWallet('alice')
    const account = await signUpAndLogIn(send, wallet, { now: tick })
    const before = await login(node, { userid: account.userid, session: account.sessionKeys })
    const keys = generateKeyPair((n) => new Uint8Array(n).fill(3))
    const ts = tick()
    const body = walletRegistrationBody(wallet, account.userid, keys.PublicKey, ts, { purpose: 'reset' })
    expect(await send(buildRequest(resetPassword, body, { timestamp: ts }))).toMatchObject({ code: 0 })
    expect(await before.closed).toEqual({ code: UNAUTHORIZED, reason: SESSIONS_ENDED })
    expect(node.app.context.state.users.sessionsOf(account.userid)).toEqual([])
    // The old session key cannot open a new socket either.
    const again = await node.open()
    again.send(signedConnect({ userid: account.userid, session: account.sessionKeys }, tick()))
    expect((await again.closed).code).toBe(UNAUTHORIZED)
  })
})

describe('bridge frames cannot speak for a user', () => {
  let node: Node
  beforeEach(async () => {
    node = await startNode()
  })

  it('refuses a bridge or temp connect to a user’s id; a bridge topic is joined', async () => {
    const bridge = await node.open()
    bridge.send(
      bridgeConnectFrame({
        NodeID: '',
        DAppID: 'd',
        TopicID: ALICE,
        SignatureTimestamp: 0,
        DAppSignature: '',
      }),
    )
    expect(await bridge.closed).toEqual({ code: 1008, reason: IDENTITY_TOPIC })
    const temp = await node.open()
    temp.send(
      tempConnectFrame({ NodeID: '', DAppID: 'd', TopicID: ALICE, SignatureTimestamp: 0, DAppSignature: '' }),
    )
    expect((await temp.nextOf('tempConnectReply')).message.statusCode).toBe(400)
    const control = await node.open()
    control.send(
      bridgeConnectFrame({
        NodeID: '',
        DAppID: 'd',
        TopicID: 'bridge:abc',
        SignatureTimestamp: 0,
        DAppSignature: '',
      }),
    )
    expect((await control.nextOf('bridgeConnectReply')).message.TopicID).toBe('bridge:abc')
  })

  it('does not relay a bridge envelope that claims a user from a socket that only joined a topic', async () => {
    const join = async (topic: string) => {
      const client = await node.open()
      client.send(
        bridgeConnectFrame({
          NodeID: '',
          DAppID: 'd',
          TopicID: topic,
          SignatureTimestamp: 0,
          DAppSignature: '',
        }),
      )
      await client.nextOf('bridgeConnectReply')
      return client
    }
    const forger = await join('bridge:x')
    const peer = await join('bridge:y')
    const envelope = (comeFrom: string) =>
      messageFrame({
        payload: utf8ToBytes('{"publicKey":"","content":""}'),
        contentTopic: 'bridge:y',
        comeFrom,
        timestamp: NOW,
        messageId: 'id',
        fromSign: '',
        validatePubKey: '',
        messageType: 'Web3MQ/bridge',
        payloadType: 'application/json',
      })
    forger.send(envelope(ALICE))
    expect((await forger.nextOf('messageStatus')).message.messageStatus).toBe('invalidSignature')
    // Control: under its own topic the envelope is relayed, and it is the first frame the peer sees.
    forger.send(envelope('bridge:x'))
    expect((await forger.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect((await peer.nextOf('message')).message.comeFrom).toBe('bridge:x')
  })

  it('does not relay an unsigned legacy frame that claims a user it did not prove', async () => {
    const bob = await login(node, seedUser(node, BOB, keyPairOf(2)))
    const forger = await node.open()
    forger.send(
      tempConnectFrame({
        NodeID: '',
        DAppID: 'd',
        TopicID: 'd@eth:0x1',
        SignatureTimestamp: 0,
        DAppSignature: '',
      }),
    )
    await forger.nextOf('tempConnectReply')
    const legacy = (comeFrom: string) => dappBridgeFrame(comeFrom, BOB, { action: 'sync_key_pairs_response' })
    forger.send(legacy(ALICE))
    expect((await forger.nextOf('messageStatus')).message.messageStatus).toBe('invalidSignature')
    // Control: the same frame under the socket's own topic is relayed.
    forger.send(legacy('d@eth:0x1'))
    expect((await forger.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect((await bob.nextOf('message')).message.comeFrom).toBe('d@eth:0x1')
  })
})

describe('a chat signature with empty ids sends nothing', () => {
  let node: Node

  it('refuses a history-read signature as a type-16 frame; a genuine message is delivered', async () => {
    node = await startNode()
    const aliceKey = keyPairOf(1)
    const alice = await login(node, seedUser(node, ALICE, aliceKey))
    const bob = await login(node, seedUser(node, BOB, keyPairOf(2)))
    const ts = NOW - 100
    const history = buildRequest(
      messageHistory,
      { topic: BOB },
      { signer: createSigner({ userid: ALICE, privateKeyHex: aliceKey.PrivateKey }), timestamp: ts },
    )
    const forged = signedChat({
      from: ALICE,
      to: BOB,
      text: 'forged',
      key: aliceKey,
      timestamp: ts,
      nodeId: '',
    })
    forged.message.messageId = ''
    forged.message.fromSign = String(history.query?.web3mq_signature)
    alice.send(forged)
    expect((await alice.nextOf('messageStatus')).message.messageStatus).toBe('invalidSignature')
    alice.send(signedChat({ from: ALICE, to: BOB, text: 'hello', key: aliceKey, nodeId: NODE_ID }))
    expect((await alice.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect((await bob.nextOf('message')).message.contentTopic).toBe(BOB)
  })
})

describe('a group member cannot repost another member’s message signature over REST', () => {
  let node: Node

  it('refuses Alice’s socket signature with Bob’s text, and the same message again', async () => {
    node = await startNode()
    const aliceKey = keyPairOf(1)
    const carol = 'user:ca401000000000000000000000000000000000000000000000000003'
    const group = 'group:0123456789abcdef0123456789abcdef01234567'
    const alice = await login(node, seedUser(node, ALICE, aliceKey))
    const bob = await login(node, seedUser(node, BOB, keyPairOf(2)))
    seedUser(node, carol, keyPairOf(3))
    seedGroup(node, group, ALICE, [ALICE, BOB, carol])
    alice.send(
      signedChat({ from: ALICE, to: group, text: 'lunch at noon', key: aliceKey, timestamp: NOW - 50 }),
    )
    expect((await alice.nextOf('messageStatus')).message.messageStatus).toBe('received')
    const seen = (await bob.nextOf('message')).message
    const send = injectSend(node.app)
    // Bob posts as Alice: her session public key is no secret (validatePubKey carries it).
    const repost = (text: string) =>
      send(
        {
          method: 'POST',
          path: sendMessage.path,
          body: {
            userid: ALICE,
            timestamp: Number(seen.timestamp),
            nodeid: seen.nodeId,
            payload_type: 'text/plain; charset=utf-8',
            payload: bytesToBase64(utf8ToBytes(text)),
            cipher_suite: 'NONE',
            content_topic: group,
            messageid: seen.messageId,
            web3mq_user_signature: seen.fromSign,
          },
        },
        { [Headers.requestPubkey]: aliceKey.PublicKey },
      )
    await expectRefusal(repost('lunch is cancelled'), 401, PAYLOAD_NOT_BOUND)
    await expectRefusal(repost('lunch at noon'), 401, 'Request replayed')
  })
})
