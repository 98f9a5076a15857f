/**
 * Chat message timestamps against the node's clock: a type-16 frame seen for the first time must be dated
 * within the window of every signature (5 minutes either way, mock-node/README.md "Verification"), as a
 * REST send is; a resend of a frame already stored is acked however old it is (the SDK's outbox resends
 * byte for byte); and no message dated ahead stays above what arrives after it, in history or chat lists.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { chatsList, messageHistory, sendMessage } from '#domain/contract'
import { bytesToBase64, utf8ToBytes } from '#domain/crypto/encoding'
import { pingFrame } from '#domain/protocol'
import { messageId } from '#domain/signing/socket'
import type { TestAccount } from '../../../tests/_util/node-client'
import { NODE_ID as REST_NODE_ID, startNode as startRestNode, type TestNode } from '../_util/rest-node'
import type { TestClient } from '../_util/socket-client'
import {
  keyPairOf,
  login,
  NOW,
  type Node,
  type SeededUser,
  seedUser,
  signedChat,
  signedConnect,
  startNode,
} from '../_util/socket-node'

const FIRST_PAGE = { offset: 0, limit: 100 }
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const YEAR = 365 * 24 * HOUR

const ALICE = 'user:a1ce0000000000000000000000000000000000000000000000000d01'
const BOB = 'user:b0b00000000000000000000000000000000000000000000000000d02'
const CAROL = 'user:ca100000000000000000000000000000000000000000000000000d03'

describe('socket chat timestamps (type 16)', () => {
  const clock = { now: NOW }
  const aliceKey = keyPairOf(21)
  const bobKey = keyPairOf(22)
  const carolKey = keyPairOf(23)
  let node: Node
  let alice: SeededUser
  let bob: SeededUser
  let carol: SeededUser
  beforeEach(async () => {
    clock.now = NOW
    node = await startNode(clock)
    alice = seedUser(node, ALICE, aliceKey)
    bob = seedUser(node, BOB, bobKey)
    carol = seedUser(node, CAROL, carolKey)
  })

  const window = () => node.app.context.timestampWindowMs
  const chats = () => node.app.context.state.chats
  const expectNothingPending = async (client: TestClient) => {
    client.send(pingFrame({ timestamp: 5 }))
    expect((await client.next()).kind).toBe('pong')
  }
  /** Sends a frame from Alice to Bob dated `timestamp`; the ack's status. */
  const send = async (a: TestClient, text: string, timestamp: number) => {
    const sent = signedChat({ from: ALICE, to: BOB, text, key: aliceKey, timestamp })
    a.send(sent)
    const ack = await a.nextOf('messageStatus')
    expect(ack.message.messageId).toBe(sent.message.messageId)
    return { id: sent.message.messageId, status: ack.message.messageStatus }
  }

  it('refuses a frame dated a year ahead: acked invalidSignature, not stored, delivered or listed', async () => {
    const [a, b] = [await login(node, alice), await login(node, bob)]
    const { id, status } = await send(a, 'from the future', NOW + YEAR)
    expect(status).toBe('invalidSignature')
    await expectNothingPending(b)
    expect(chats().message(id)).toBeUndefined()
    expect(chats().chatsOf(BOB, FIRST_PAGE).items).toEqual([])
  })

  it('refuses a first delivery dated a year back, as REST does', async () => {
    const [a, b] = [await login(node, alice), await login(node, bob)]
    const { id, status } = await send(a, 'from the past', NOW - YEAR)
    expect(status).toBe('invalidSignature')
    await expectNothingPending(b)
    expect(chats().message(id)).toBeUndefined()
  })

  it('takes a first delivery dated up to the window either way, and refuses one a millisecond past it', async () => {
    const a = await login(node, alice)
    expect((await send(a, 'ahead, just', NOW + window())).status).toBe('received')
    expect((await send(a, 'ahead, too far', NOW + window() + 1)).status).toBe('invalidSignature')
    expect((await send(a, 'late, just', NOW - window())).status).toBe('received')
    expect((await send(a, 'late, too late', NOW - window() - 1)).status).toBe('invalidSignature')
  })

  it('control: a message dated with the client’s current time is acked, stored and delivered', async () => {
    const [a, b] = [await login(node, alice), await login(node, bob)]
    const { id, status } = await send(a, 'now', NOW)
    expect(status).toBe('received')
    expect((await b.nextOf('message')).message.messageId).toBe(id)
    expect(chats().message(id)?.timestamp).toBe(NOW)
  })

  it('acks a resend of a stored frame hours later, on a new socket, once each, without storing or delivering it again', async () => {
    const [a, b] = [await login(node, alice), await login(node, bob)]
    const sent = signedChat({ from: ALICE, to: BOB, text: 'kept in the outbox', key: aliceKey })
    a.send(sent)
    expect((await a.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect((await b.nextOf('message')).message.messageId).toBe(sent.message.messageId)
    await a.close()

    // The ack was lost with the link; the outbox sends the same bytes after the next connect.
    clock.now = NOW + 6 * HOUR
    const again = await node.open()
    again.send(signedConnect(alice, clock.now))
    await again.nextOf('connectReply')
    again.send(sent)
    const ack = await again.nextOf('messageStatus')
    expect([ack.message.messageId, ack.message.messageStatus]).toEqual([sent.message.messageId, 'received'])
    await expectNothingPending(again)
    await expectNothingPending(b)
    expect(
      chats()
        .history(BOB, ALICE, FIRST_PAGE)
        .items.map((m) => m.messageid),
    ).toEqual([sent.message.messageId])
  })

  it('keeps a burst stamped a little ahead in its stamped order', async () => {
    const [a, b] = [await login(node, alice), await login(node, bob)]
    // A client stamps a burst a millisecond apart, so its stamps run ahead of the clock (here a second).
    const first = await send(a, 'first', NOW + 1_000)
    const second = await send(a, 'second', NOW + 1_001)
    await b.nextOf('message')
    await b.nextOf('message')
    const history = chats().history(BOB, ALICE, FIRST_PAGE).items
    expect(history.map((m) => m.messageid)).toEqual([second.id, first.id])
  })

  it('a frame dated ahead within the window does not stay above the reply that arrives after it', async () => {
    const [a, b] = [await login(node, alice), await login(node, bob)]
    const early = await send(a, 'dated four minutes ahead', NOW + 4 * MINUTE)
    expect(early.status).toBe('received')
    await b.nextOf('message')
    clock.now = NOW + MINUTE
    const reply = signedChat({ from: BOB, to: ALICE, text: 'the reply', key: bobKey, timestamp: clock.now })
    b.send(reply)
    expect((await b.nextOf('messageStatus')).message.messageStatus).toBe('received')
    const history = chats().history(BOB, ALICE, FIRST_PAGE).items
    expect(history.map((m) => m.messageid)).toEqual([reply.message.messageId, early.id])
    // The stored message keeps the time it was signed with: its signature covers it.
    expect(history[1]?.timestamp).toBe(NOW + 4 * MINUTE)
  })

  it('a chat dated ahead within the window does not stay on top of the chat list', async () => {
    const [a, c] = [await login(node, alice), await login(node, carol)]
    expect((await send(a, 'pinned?', NOW + 4 * MINUTE)).status).toBe('received')
    clock.now = NOW + MINUTE
    c.send(signedChat({ from: CAROL, to: BOB, text: 'newer', key: carolKey, timestamp: clock.now }))
    expect((await c.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect(
      chats()
        .chatsOf(BOB, FIRST_PAGE)
        .items.map((chat) => chat.chatid),
    ).toEqual([CAROL, ALICE])
  })
})

describe('REST send_message order', () => {
  let node: TestNode
  let alice: TestAccount
  let bob: TestAccount
  beforeEach(async () => {
    node = await startRestNode(NOW)
    alice = await node.signUp('alice', 'Alice')
    bob = await node.signUp('bob', 'Bob')
  })

  /** A send dated `ts` (which the signature window allows up to 5 minutes ahead). */
  const sendAt = async (from: TestAccount, to: TestAccount, text: string, ts: number) => {
    const payload = utf8ToBytes(text)
    const id = messageId({ comeFrom: from.userid, contentTopic: to.userid, timestamp: ts, payload })
    const params = {
      nodeid: REST_NODE_ID,
      payload_type: 'text/plain; charset=utf-8',
      payload: bytesToBase64(payload),
      cipher_suite: 'NONE',
      content_topic: to.userid,
      messageid: id,
    }
    expect(await node.send(node.signed(from, sendMessage, params, ts), from.headers)).toMatchObject({
      code: 0,
    })
    return id
  }

  it('a message dated ahead within the window does not stay above later ones, in history or chat lists', async () => {
    const carol = await node.signUp('carol', 'Carol')
    const ahead = await sendAt(alice, bob, 'four minutes ahead', node.clock.t + 4 * MINUTE)
    node.clock.t += MINUTE
    await sendAt(carol, bob, 'hello Bob', node.tick())
    const list = await bob.call(chatsList, {})
    expect(list.items.map((chat) => chat.chatid)).toEqual([carol.userid, alice.userid])
    node.clock.t += MINUTE
    const reply = await sendAt(bob, alice, 'the reply', node.tick())
    const history = await bob.call(messageHistory, { topic: alice.userid })
    expect(history.items.map((m) => m.messageid)).toEqual([reply, ahead])
  })
})
