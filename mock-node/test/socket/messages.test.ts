import { beforeEach, describe, expect, it } from 'vitest'
import { bytesToBase64, bytesToUtf8, utf8ToBytes } from '#domain/crypto/encoding'
import { messageFrame } from '#domain/protocol'
import vectors from '../../../tests/fixtures/vectors.json'
import {
  answersPing,
  keyPairOf,
  login,
  NODE_ID,
  NOW,
  type Node,
  seedGroup,
  seedUser,
  signedChat,
  startNode,
} from '../_util/socket-node'

/** The first page of a store read, larger than anything these tests store. */
const FIRST_PAGE = { offset: 0, limit: 100 }

const ALICE = 'user:a1ce000000000000000000000000000000000000000000000000a1ce'
const BOB = 'user:b0b0000000000000000000000000000000000000000000000000b0b0'
const CAROL = 'user:ca10000000000000000000000000000000000000000000000000ca10'
const GROUP = 'group:0123456789abcdef0123456789abcdef01234567'

describe('socket chat messages (type 16 → 21 ack + delivery)', () => {
  let node: Node
  const clock = { now: NOW }
  const aliceKey = keyPairOf(1)
  const bobKey = keyPairOf(2)
  beforeEach(async () => {
    clock.now = NOW
    node = await startNode(clock)
  })

  const users = () => ({
    alice: seedUser(node, ALICE, aliceKey),
    bob: seedUser(node, BOB, bobKey),
    carol: seedUser(node, CAROL, keyPairOf(3)),
  })

  it('delivers a DM unchanged to the recipient and acks "received" to the sender', async () => {
    const { alice, bob } = users()
    const [a, b] = [await login(node, alice), await login(node, bob)]
    const sent = signedChat({ from: ALICE, to: BOB, text: 'hi bob', key: aliceKey })
    a.send(sent)
    const ack = await a.nextOf('messageStatus')
    expect(ack.type).toBe(21)
    expect(ack.message).toMatchObject({
      messageId: sent.message.messageId,
      contentTopic: BOB,
      messageStatus: 'received',
      version: '1',
      comeFrom: ALICE,
      fromSign: sent.message.fromSign,
      // The ack alone is in seconds (docs/protocol.md §2.4).
      timestamp: BigInt(Math.floor(NOW / 1000)),
    })
    const got = await b.nextOf('message')
    expect(got.type).toBe(16)
    expect(bytesToUtf8(got.message.payload)).toBe('hi bob')
    expect(got.message).toMatchObject({
      contentTopic: BOB,
      comeFrom: ALICE,
      messageId: sent.message.messageId,
      fromSign: sent.message.fromSign,
      nodeId: NODE_ID,
      timestamp: BigInt(NOW),
      version: 1,
      payloadType: 'text/plain; charset=utf-8',
      cipherSuite: 'NONE',
      needStore: true,
    })
  })

  it('accepts the golden chat message of the protocol vectors (nodeId literal in the signature)', async () => {
    const v = vectors.chatMessage
    const sender = seedUser(node, v.comeFrom, {
      PrivateKey: vectors.keys.seedA,
      PublicKey: vectors.keys.pubA,
    })
    const peer = seedUser(node, v.contentTopic, bobKey)
    const [a, b] = [await login(node, sender), await login(node, peer)]
    a.send(
      messageFrame({
        payload: utf8ToBytes(v.payload),
        contentTopic: v.contentTopic,
        comeFrom: v.comeFrom,
        timestamp: v.timestamp,
        messageId: v.messageId,
        fromSign: v.fromSign,
        nodeId: v.nodeId,
        validatePubKey: v.validatePubKey,
      }),
    )
    expect((await a.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect((await b.nextOf('message')).message.messageId).toBe(v.messageId)
  })

  it('stores the message and lists the chat on both sides', async () => {
    const { alice } = users()
    const a = await login(node, alice)
    const sent = signedChat({ from: ALICE, to: BOB, text: 'kept', key: aliceKey, timestamp: NOW - 10 })
    a.send(sent)
    await a.nextOf('messageStatus')
    const [stored] = node.app.context.state.chats.history(BOB, ALICE, FIRST_PAGE).items
    expect(stored).toMatchObject({
      messageid: sent.message.messageId,
      from: ALICE,
      topic: BOB,
      from_sign: sent.message.fromSign,
      cipher_suite: 'NONE',
      payload_type: 'text/plain; charset=utf-8',
      payload: bytesToBase64(utf8ToBytes('kept')),
      timestamp: NOW - 10,
      version: 1,
    })
    expect(Object.fromEntries(stored?.status ?? [])).toEqual({
      [BOB]: { status: 'received', timestamp: NOW },
    })
    expect(node.app.context.state.chats.chatsOf(ALICE, FIRST_PAGE).items[0]).toMatchObject({
      chatid: BOB,
      chat_type: 'user',
      topic: BOB,
    })
    expect(node.app.context.state.chats.chatsOf(BOB, FIRST_PAGE).items[0]).toMatchObject({
      chatid: ALICE,
      chat_type: 'user',
    })
  })

  it('does not store a message sent with needStore false, but still delivers it', async () => {
    const { alice, bob } = users()
    const [a, b] = [await login(node, alice), await login(node, bob)]
    a.send(
      signedChat({ from: ALICE, to: BOB, text: 'ephemeral', key: aliceKey, extra: { needStore: false } }),
    )
    expect((await a.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect((await b.nextOf('message')).message.needStore).toBe(false)
    expect(node.app.context.state.chats.history(ALICE, BOB, FIRST_PAGE).items).toEqual([])
  })

  it('acks "invalidSignature" for a bad fromSign and delivers nothing', async () => {
    const { alice, bob } = users()
    const [a, b] = [await login(node, alice), await login(node, bob)]
    a.send(signedChat({ from: ALICE, to: BOB, text: 'forged', key: bobKey }))
    expect((await a.nextOf('messageStatus')).message.messageStatus).toBe('invalidSignature')
    await answersPing(b)
    expect(node.app.context.state.chats.history(ALICE, BOB, FIRST_PAGE).items).toEqual([])
  })

  it('acks "invalidSignature" when comeFrom is not the connected user', async () => {
    const { alice, bob } = users()
    const [a, b] = [await login(node, alice), await login(node, bob)]
    a.send(signedChat({ from: CAROL, to: BOB, text: 'spoof', key: aliceKey }))
    expect((await a.nextOf('messageStatus')).message).toMatchObject({
      messageStatus: 'invalidSignature',
      comeFrom: CAROL,
    })
    await answersPing(b)
  })

  it('acks "userNotFound" for an unknown recipient or group', async () => {
    const { alice } = users()
    const a = await login(node, alice)
    const nobody = 'user:0000000000000000000000000000000000000000000000000000dead'
    a.send(signedChat({ from: ALICE, to: nobody, text: 'anyone?', key: aliceKey }))
    expect((await a.nextOf('messageStatus')).message).toMatchObject({
      messageStatus: 'userNotFound',
      contentTopic: nobody,
    })
    a.send(signedChat({ from: ALICE, to: GROUP, text: 'anyone?', key: aliceKey }))
    expect((await a.nextOf('messageStatus')).message.messageStatus).toBe('userNotFound')
  })

  it("fans a group message out to every member except the sender, and to the sender's other devices", async () => {
    const { alice, bob, carol } = users()
    seedGroup(node, GROUP, ALICE, [ALICE, BOB, CAROL])
    const [a1, a2, b, c] = [
      await login(node, alice),
      await login(node, alice),
      await login(node, bob),
      await login(node, carol),
    ]
    const sent = signedChat({ from: ALICE, to: GROUP, text: 'hello all', key: aliceKey })
    a1.send(sent)
    expect((await a1.nextOf('messageStatus')).message.messageStatus).toBe('received')
    for (const client of [a2, b, c]) {
      const got = await client.nextOf('message')
      expect(got.message).toMatchObject({
        contentTopic: GROUP,
        comeFrom: ALICE,
        messageId: sent.message.messageId,
      })
    }
    await answersPing(a1)
    const [stored] = node.app.context.state.chats.history(CAROL, GROUP, FIRST_PAGE).items
    expect([...(stored?.status.keys() ?? [])].sort()).toEqual([BOB, CAROL])
    expect(node.app.context.state.chats.chatsOf(CAROL, FIRST_PAGE).items[0]).toMatchObject({
      chatid: GROUP,
      chat_type: 'group',
      chat_name: 'Test group',
      topic_type: 'group',
    })
  })

  it('refuses a group message from a non-member with "userNotFound"', async () => {
    const { alice, bob } = users()
    seedGroup(node, GROUP, BOB, [BOB, CAROL])
    const [a, b] = [await login(node, alice), await login(node, bob)]
    a.send(signedChat({ from: ALICE, to: GROUP, text: 'let me in', key: aliceKey }))
    expect((await a.nextOf('messageStatus')).message.messageStatus).toBe('userNotFound')
    await answersPing(b)
  })

  it('closes 1008 "Connect first" for a chat message on an unauthenticated socket', async () => {
    users()
    const client = await node.open()
    client.send(signedChat({ from: ALICE, to: BOB, text: 'early', key: aliceKey }))
    expect(await client.closed).toEqual({ code: 1008, reason: 'Connect first' })
  })
  it('closes 4001 "Session expired" when the session key expired after connect', async () => {
    const bob = seedUser(node, BOB, bobKey)
    const alice = seedUser(node, ALICE, aliceKey, NOW + 1_000)
    const [a, b] = [await login(node, alice), await login(node, bob)]
    clock.now = NOW + 1_000
    a.send(signedChat({ from: ALICE, to: BOB, text: 'late', key: aliceKey }))
    expect(await a.closed).toEqual({ code: 4001, reason: 'Session expired' })
    await answersPing(b)
  })

  it("gives the sender's other devices a copy of a DM", async () => {
    const { alice, bob } = users()
    const [phone, laptop, b] = [await login(node, alice), await login(node, alice), await login(node, bob)]
    phone.send(signedChat({ from: ALICE, to: BOB, text: 'sync me', key: aliceKey }))
    await phone.nextOf('messageStatus')
    expect((await laptop.nextOf('message')).message).toMatchObject({ comeFrom: ALICE, contentTopic: BOB })
    expect((await b.nextOf('message')).message.comeFrom).toBe(ALICE)
    await answersPing(phone)
  })
})
