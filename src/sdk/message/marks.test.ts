/**
 * Delivery and read marks (docs/protocol.md §3.4): they come from the node (the ack, type-22 changes,
 * the history), are written to the chat store when they arrive, never go back when a reload reads an
 * older answer, and this client tells the node "delivered" for the messages it holds.
 */
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { KEYS, ME, historyItem as nodeHistoryItem, PEER, T0 } from '../../../tests/_util/chat-vectors'
import { memoryContext } from '../../../tests/_util/memory-context'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import { ManualClock, MemoryKeyStore, MemoryLogger, seededRandom } from '../../../tests/fakes/ports'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import { createIdbChatStore, type IdbChatStore } from '../../adapters/idb/idb-chat-store'
import { messageHistory, messageStatus, NodeCode, newMessages } from '../../domain/contract'
import { utf8ToBytes } from '../../domain/crypto/encoding'
import type { DisplayMessage } from '../../domain/messages'
import { messageFrame, messageStatusChangeFrame, messageStatusFrame } from '../../domain/protocol'
import { messageId } from '../../domain/signing/socket'
import { MessageModule } from './message'
import { storedMessage } from './store'

let dbCount = 0
let node: MemoryNode
let session: FakeSession
let chatStore: IdbChatStore
let logger: MemoryLogger

/** A client of ME on the shared node and chat store: a second call is the same person after a reload. */
const client = () => {
  session = new FakeSession()
  const { ctx } = memoryContext({
    node,
    keys: KEYS,
    ports: {
      clock: new ManualClock(T0, 0),
      random: seededRandom(),
      logger,
      keyStore: new MemoryKeyStore(),
      chatStore,
    },
    session,
  })
  return new MessageModule(ctx)
}

const node22 = (id: string, status: string) =>
  session.push(
    messageStatusChangeFrame({
      messageId: id,
      contentTopic: PEER,
      messageStatus: status,
      comeFrom: PEER,
      timestamp: T0,
    }),
  )

/** The history item as the node answers ME, with the status the node holds; mine unless `from` says. */
const historyItem = (text: string, timestamp: number, status: string, from = ME) =>
  nodeHistoryItem(text, timestamp, { from, status })

const fromPeer = (text: string, timestamp: number) => {
  const payload = utf8ToBytes(text)
  const ids = { comeFrom: PEER, contentTopic: ME, timestamp, payload }
  return messageFrame({ ...ids, messageId: messageId(ids), fromSign: 'sig', nodeId: 'node:1' })
}

const storedStatus = async (id: string) => {
  const record = (await chatStore.messagesOf(PEER)).find((r) => r.messageId === id)
  return record && storedMessage(record)[0]?.status
}

/** Waits until the stored record of `id` holds `status` (store writes start once a task ends). */
const stored = (id: string, status: string) => expect.poll(() => storedStatus(id)).toBe(status)

const ack = (id: string) =>
  session.push(
    messageStatusFrame({ messageId: id, contentTopic: PEER, messageStatus: 'received', timestamp: 1 }),
  )

/** Waits for the receipts sent so far (they go once the task that found the messages ends). */
const receipts = async (count: number) => {
  await expect.poll(() => node.callsTo(messageStatus).length).toBe(count)
  return node.callsTo(messageStatus).map((c) => c.fields)
}

const marksOf = (rows: readonly DisplayMessage[]) => rows.map((m) => `${m.content}:${m.status}`)

beforeEach(async () => {
  node = new MemoryNode()
  logger = new MemoryLogger()
  chatStore = createIdbChatStore({ name: `marks-${++dbCount}` })
  await chatStore.open()
})

describe('marks on one’s own messages', () => {
  it('shows "received" once acked, the peer’s marks as they come, and stores each one', async () => {
    const module = client()
    const rows: string[][] = []
    module.watch(PEER, (list) => rows.push(marksOf(list)))
    const echo = await module.queueMessage('one', PEER)
    ack(echo.id)
    await stored(echo.id, 'received')
    node22(echo.id, 'delivered')
    await stored(echo.id, 'delivered')
    // A late "delivered" after "read" changes nothing (marks are written in order: the next message's
    // ack is written after it).
    node22(echo.id, 'read')
    node22(echo.id, 'delivered')
    const next = await module.queueMessage('two', PEER)
    ack(next.id)
    await stored(next.id, 'received')
    expect(await storedStatus(echo.id)).toBe('read')
    expect(rows.map((r) => r.at(-1))).toEqual([
      undefined,
      'one:delivered',
      'one:received',
      'one:delivered',
      'one:read',
      'one:read',
      'one:read',
    ])
  })

  it('records a mark that arrives after a reload, with the chat closed', async () => {
    const module = client()
    const echo = await module.queueMessage('before the reload', PEER)
    ack(echo.id)
    await stored(echo.id, 'received')
    module.dispose()
    client()
    node22(echo.id, 'read')
    await stored(echo.id, 'read')
  })

  it('after a reload keeps the stronger of the stored mark and the node’s, and stores what the node raised', async () => {
    const first = client()
    const one = await first.queueMessage('delivered here', PEER)
    const two = await first.queueMessage('read on the node', PEER)
    ack(one.id)
    ack(two.id)
    node22(one.id, 'delivered')
    await stored(two.id, 'received')
    await stored(one.id, 'delivered')
    first.dispose()

    // The node's page is older than the store for one (received) and newer for the other (read).
    const asOnNode = (m: DisplayMessage, status: string) => ({
      ...historyItem(m.content, m.timestamp, status),
      messageid: m.id,
    })
    node.answer(messageHistory, () => ({
      items: [asOnNode(two, 'read'), asOnNode(one, 'received')],
      total: 2,
    }))
    const second = client()
    expect(marksOf(await second.getMessageList(PEER))).toEqual([
      'read on the node:read',
      'delivered here:delivered',
    ])
    await stored(two.id, 'read')
    expect(await storedStatus(one.id)).toBe('delivered')
  })
})

describe('what comes while a chat opens', () => {
  // After a reload the queued message goes out as the chat opens: its ack can come after the store was read
  // and before the node's page (which may not hold it yet) is shown.
  it('is not undone by the stored row or the node’s page read before it', async () => {
    const first = client()
    const echo = await first.queueMessage('queued before a reload', PEER)
    first.dispose()
    node.answer(messageHistory, () => {
      ack(echo.id)
      return { items: [], total: 0 }
    })
    const second = client()
    const rows = await second.getMessageList(PEER)
    expect(rows.map((m) => `${m.content}:${m.status}:${m.msgLoading}`)).toEqual([
      'queued before a reload:received:success',
    ])
    await stored(echo.id, 'received')
  })

  it('keeps a message heard and one written while the node’s page was on its way', async () => {
    const module = client()
    let written: Promise<DisplayMessage> | undefined
    node.answer(messageHistory, () => {
      session.push(fromPeer('heard meanwhile', T0 + 5_000))
      written = module.queueMessage('written meanwhile', PEER)
      return { items: [historyItem('older', T0, 'read', PEER)], total: 1 }
    })
    await module.getMessageList(PEER)
    await written
    expect(module.messageList.map((m) => m.content)).toEqual([
      'heard meanwhile',
      'written meanwhile',
      'older',
    ])
  })

  it('settles a stored row that a page shows after the ack', async () => {
    const first = client()
    const echo = await first.queueMessage('acked before the page', PEER)
    first.dispose()
    const second = client()
    ack(echo.id)
    node.answer(messageHistory, () => ({ items: [], total: 0 }))
    const rows = await second.getMessageList(PEER)
    expect(rows.map((m) => `${m.content}:${m.status}:${m.msgLoading}`)).toEqual([
      'acked before the page:received:success',
    ])
  })
})

describe('delivery receipts', () => {
  it('tells the node "delivered" for someone else’s live messages, one call per chat and task', async () => {
    node.answer(messageStatus, () => null)
    const module = client()
    session.push(fromPeer('a', T0 + 1))
    session.push(fromPeer('b', T0 + 2))
    await module.queueMessage('mine', PEER)
    const calls = await receipts(1)
    expect(calls[0]).toMatchObject({ topic: PEER, status: 'delivered', userid: ME })
    expect(calls[0]?.messages).toEqual(
      [fromPeer('a', T0 + 1), fromPeer('b', T0 + 2)].map((f) => f.message.messageId),
    )
  })

  it('tells it for caught-up messages the node still holds as received, not for read ones', async () => {
    const waiting = historyItem('waiting', T0 + 1, 'received', PEER)
    const seen = historyItem('already read', T0 + 2, 'read', PEER)
    node.answer(newMessages, () => ({
      [PEER]: { [waiting.messageid]: 'received', [seen.messageid]: 'read' },
    }))
    node.answer(messageHistory, () => ({ items: [seen, waiting], total: 2 }))
    node.answer(messageStatus, () => null)
    await client().catchUp(T0 - 1_000)
    const calls = await receipts(1)
    expect(calls.map((c) => [c.topic, c.messages, c.status])).toEqual([
      [PEER, [waiting.messageid], 'delivered'],
    ])
  })

  it('only logs a receipt the node refused', async () => {
    node.refuse(messageStatus, NodeCode.badRequest, 'no')
    client()
    session.push(fromPeer('a', T0 + 1))
    await receipts(1)
    await expect.poll(() => logger.entries.some((e) => e.message === 'delivery receipt not sent')).toBe(true)
    expect(logger.entries.filter((e) => e.level === 'warn' || e.level === 'error')).toEqual([])
  })
})
