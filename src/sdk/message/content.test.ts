/**
 * Content types through the message module (docs/protocol.md §3.11): each sent through the one outbox as a
 * text frame with its parameters, what a screen's `watch` shows once they apply, what counts as unread, and
 * the same rows again from the store after a reload and from the node's history.
 */
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { KEYS, ME, PEER, T0 } from '../../../tests/_util/chat-vectors'
import { memoryContext } from '../../../tests/_util/memory-context'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import { ManualClock, MemoryKeyStore, MemoryLogger, seededRandom } from '../../../tests/fakes/ports'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import { createIdbChatStore } from '../../adapters/idb/idb-chat-store'
import { messageHistory } from '../../domain/contract'
import { bytesToBase64, bytesToUtf8, utf8ToBytes } from '../../domain/crypto/encoding'
import type { DisplayMessage } from '../../domain/messages'
import { type MessageContent, toPlain, typedContent } from '../../domain/messages/content'
import { messageFrame } from '../../domain/protocol'
import { messageId } from '../../domain/signing/socket'
import type { ChatStore } from '../../ports'
import type { ChatActivity } from './activity'
import { MessageModule } from './message'

let dbCount = 0
let clock: ManualClock
let node: MemoryNode
let session: FakeSession
let chatStore: ChatStore

const setup = () => {
  const { ctx } = memoryContext({
    node,
    keys: KEYS,
    ports: {
      clock,
      random: seededRandom(),
      logger: new MemoryLogger(),
      keyStore: new MemoryKeyStore(),
      chatStore,
    },
    session,
  })
  return new MessageModule(ctx)
}

/** A frame from PEER carrying `content` in its plain form. */
const fromPeer = (content: MessageContent, timestamp: number) => {
  const { payloadType, text } = toPlain(content)
  const payload = utf8ToBytes(text)
  const ids = { comeFrom: PEER, contentTopic: ME, timestamp, payload }
  const id = messageId(ids)
  session.push(messageFrame({ ...ids, messageId: id, fromSign: 'sig', nodeId: 'node:1', payloadType }))
  return id
}

/** The chat opened on a screen: `rows()` is what its `watch` gave last. */
const opened = (module: MessageModule) => {
  let rows: readonly DisplayMessage[] = []
  module.watch(PEER, (given) => {
    rows = given
  })
  return () => rows
}

const sentFrames = () =>
  session.sent.flatMap((frame) =>
    frame.kind === 'message'
      ? [{ payloadType: frame.message.payloadType, text: bytesToUtf8(frame.message.payload) }]
      : [],
  )

/** What a person sees of each row. */
const seen = (rows: readonly DisplayMessage[]) =>
  rows.map(({ content, reply, reactions, edited, deleted }) => ({
    content,
    reply,
    reactions,
    edited,
    deleted,
  }))

const written = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(async () => {
  clock = new ManualClock(T0, 0)
  node = new MemoryNode()
  session = new FakeSession()
  const store = createIdbChatStore({ name: `content-${++dbCount}` })
  await store.open()
  chatStore = store
})

describe('sending content types', () => {
  it('each goes out through the outbox as a text frame: fallback payload, parameters in payloadType', async () => {
    const module = setup()
    const rows = opened(module)
    fromPeer({ type: 'text', text: 'Are we meeting today?' }, T0 + 1)
    const [question] = rows()
    const mine = await module.queueMessage('At 5?', PEER)
    await module.sendReply(question as DisplayMessage, 'Yes, at 5')
    await module.react(question as DisplayMessage, '👍', true)
    await module.react(question as DisplayMessage, '👍', false)
    await module.editMessage(mine, 'At 6?')
    await module.deleteMessage(mine)
    const q = (question as DisplayMessage).id
    const text = 'text/plain; charset=utf-8'
    expect(sentFrames().map((f) => f.text)).toEqual([
      'At 5?',
      `↩ ${PEER.slice(0, 11)}…: “Are we meeting today?”\nYes, at 5`,
      '👍 to “Are we meeting today?”',
      'Removed 👍 from “Are we meeting today?”',
      '✎ edited: At 6?',
      'Deleted a message',
    ])
    const types = sentFrames().map((f) => f.payloadType)
    expect(types[0]).toBe(text)
    expect(types[1]).toMatch(
      new RegExp(`^${text}; w3mq-type=reply; w3mq-ref=${q}; w3mq-content=[A-Za-z0-9_-]+$`),
    )
    expect(types[2]).toBe(
      `${text}; w3mq-type=reaction; w3mq-ref=${q}; w3mq-content=eyJlbW9qaSI6IvCfkY0iLCJhY3Rpb24iOiJhZGQifQ`,
    )
    expect(types[5]).toBe(`${text}; w3mq-type=delete; w3mq-ref=${mine.id}`)
    // Reactions, the edit and the delete are no rows: the question, the reply, and my deleted message.
    expect(seen(rows())).toEqual([
      { content: 'Yes, at 5', reply: { parentId: q, from: PEER, excerpt: 'Are we meeting today?' } },
      { content: '', deleted: true },
      { content: 'Are we meeting today?' },
    ])
  })

  it("refuses to edit or delete someone else's message, and a reaction that is not one emoji; nothing is sent", async () => {
    const module = setup()
    const rows = opened(module)
    fromPeer({ type: 'text', text: 'theirs' }, T0 + 1)
    const [theirs] = rows()
    await expect(module.editMessage(theirs as DisplayMessage, 'mine now')).rejects.toThrow(
      'Only your own messages can be edited',
    )
    await expect(module.deleteMessage(theirs as DisplayMessage)).rejects.toThrow(
      'Only your own messages can be deleted',
    )
    await expect(module.react(theirs as DisplayMessage, '👍👍', true)).rejects.toThrow(
      'Cannot send this message: emoji is not one short grapheme',
    )
    await expect(module.sendReply(theirs as DisplayMessage, '   ')).rejects.toThrow(
      'Cannot send this message: text is empty',
    )
    expect(sentFrames()).toEqual([])
  })
})

describe('receiving content types', () => {
  it('a reply counts as unread; a reaction, an edit and a delete do not', () => {
    const module = setup()
    const heard: ChatActivity[] = []
    module.onActivity((activity) => heard.push(activity))
    const first = fromPeer({ type: 'text', text: 'hi' }, T0 + 1)
    fromPeer(typedContent('reply', { text: 'again', from: PEER, excerpt: 'hi' }, first), T0 + 2)
    fromPeer(typedContent('reaction', { emoji: '❤️', action: 'add' }, first), T0 + 3)
    fromPeer(typedContent('edit', { text: 'hello' }, first), T0 + 4)
    fromPeer(typedContent('delete', {}, first), T0 + 5)
    expect(heard.map((a) => a.countsAsUnread)).toEqual([true, true, false, false, false])
  })

  it('after a reload the store gives the same rows; so does the node’s history', async () => {
    const module = setup()
    const rows = opened(module)
    const first = fromPeer({ type: 'text', text: 'See you at 5' }, T0 + 1)
    fromPeer(typedContent('edit', { text: 'See you at 6' }, first), T0 + 2)
    const [target] = rows()
    await module.react(target as DisplayMessage, '🙏', true)
    await module.sendReply(target as DisplayMessage, 'ok')
    const before = seen(rows())
    expect(before).toEqual([
      { content: 'ok', reply: { parentId: first, from: PEER, excerpt: 'See you at 6' } },
      { content: 'See you at 6', edited: true, reactions: [{ emoji: '🙏', senders: [ME], mine: true }] },
    ])
    await written()
    // A new module on the same database, the node unreachable: the stored page.
    const reloaded = setup()
    const reloadedRows = opened(reloaded)
    await reloaded.getMessageList(PEER)
    expect(seen(reloadedRows())).toEqual(before)
    // The node's history keeps payload_type and payload only: that is enough.
    const items = rows()
    const held = module.messageList.map((row) => ({
      messageid: row.id,
      from: row.senderId,
      topic: row.senderId === ME ? PEER : ME,
      from_sign: 'sig',
      cipher_suite: 'NONE',
      payload_type: row.payloadType ?? 'text/plain; charset=utf-8',
      payload: bytesToBase64(utf8ToBytes(row.content)),
      timestamp: row.timestamp,
      version: 1,
      message_status: { status: 'delivered', timestamp: row.timestamp },
    }))
    expect(items).toHaveLength(2)
    expect(held).toHaveLength(4)
    node.answer(messageHistory, () => held)
    chatStore = createIdbChatStore({ name: `content-${++dbCount}` })
    await chatStore.open()
    const fresh = setup()
    const freshRows = opened(fresh)
    await fresh.getMessageList(PEER)
    expect(seen(freshRows())).toEqual(before)
  })
})
