/**
 * Complete sync through MessageModule on simulated time: catch-up at start from the stored cursor and
 * after reconnects, no page cap, live messages held while a catch-up runs (or is retried) and raised
 * oldest first, and a cursor that never moves past a gap.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { KEYS, ME, historyItem as nodeHistoryItem, PEER, T0 } from '../../../tests/_util/chat-vectors'
import { memoryContext } from '../../../tests/_util/memory-context'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import { ManualClock, MemoryKeyStore, MemoryLogger } from '../../../tests/fakes/ports'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import { StorageKeys } from '../../domain/config'
import { messageHistory, newMessages } from '../../domain/contract'
import { utf8ToBytes } from '../../domain/crypto/encoding'
import { messageFrame } from '../../domain/protocol'
import { messageId } from '../../domain/signing/socket'
import type { ChatActivity } from './activity'
import { memorySyncCursorStore } from './memory-stores'
import { MessageModule } from './message'

const MARGIN_MS = 5_000

let clock: ManualClock
let node: MemoryNode
let session: FakeSession
let keyStore: MemoryKeyStore

const idOf = (text: string, timestamp: number) =>
  messageId({ comeFrom: PEER, contentTopic: ME, timestamp, payload: text })

const live = (text: string, timestamp: number) =>
  messageFrame({
    payload: utf8ToBytes(text),
    contentTopic: ME,
    comeFrom: PEER,
    timestamp,
    messageId: idOf(text, timestamp),
    fromSign: 'sig',
    nodeId: 'node:1',
  })

const stored = (text: string, timestamp: number) => nodeHistoryItem(text, timestamp)

type Item = ReturnType<typeof stored>

/** The node reports `items` as changed and pages them newest first. */
const nodeHas = (items: readonly Item[], during?: () => void) => {
  node.answer(newMessages, () => {
    during?.()
    return { [PEER]: Object.fromEntries(items.map((item) => [item.messageid, 'received'])) }
  })
  const newestFirst = [...items].sort((a, b) => b.timestamp - a.timestamp)
  node.answer(messageHistory, (f) => {
    const [page, size] = [Number(f.page), Number(f.size)]
    return { items: newestFirst.slice((page - 1) * size, page * size), total: newestFirst.length }
  })
}

const setup = () => {
  const { ctx } = memoryContext({
    node,
    keys: KEYS,
    ports: { clock, logger: new MemoryLogger(), keyStore },
    session,
  })
  const module = new MessageModule(ctx)
  const raised: string[] = []
  const received: string[] = []
  module.onActivity((a: ChatActivity) => raised.push(a.message.content))
  ctx.events.on('message.received', ({ message }) => received.push(message.messageId))
  return { ctx, module, raised, received }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  clock = new ManualClock(T0, 0)
  node = new MemoryNode()
  session = new FakeSession()
  keyStore = new MemoryKeyStore()
})

describe('complete sync', () => {
  it('holds live messages that arrive during a catch-up and raises everything oldest first', async () => {
    const { module, raised, received } = setup()
    nodeHas([stored('missed 1', T0 + 10), stored('missed 2', T0 + 20)], () =>
      session.push(live('live 3', T0 + 30)),
    )
    await module.resync(T0)
    expect(raised).toEqual(['missed 1', 'missed 2', 'live 3'])
    expect(received).toEqual([idOf('live 3', T0 + 30)])
  })

  it('reads history past any page cap until every reported message is found', async () => {
    const filler = Array.from({ length: 600 }, (_, i) => stored(`f${i}`, T0 + 100 + i))
    const deep = stored('deep', T0)
    nodeHas([...filler, deep])
    const { module, raised } = setup()
    await module.catchUp(T0 - 1)
    expect(raised).toHaveLength(601)
    expect(raised[0]).toBe('deep')
    expect(node.callsTo(messageHistory)).toHaveLength(13)
  })

  it('keeps paging when a whole page of new messages arrives between two reads', async () => {
    const deep = stored('deep', T0)
    let newestFirst = [...Array.from({ length: 50 }, (_, i) => stored(`old ${i}`, T0 + 100 - i)), deep]
    let arrivals = 0
    node.answer(newMessages, () => ({ [PEER]: { [deep.messageid]: 'received' } }))
    node.answer(messageHistory, (f) => {
      const [page, size] = [Number(f.page), Number(f.size)]
      const items = newestFirst.slice((page - 1) * size, page * size)
      // 50 messages arrive after the first read: the second page repeats the first exactly.
      if (arrivals === 0) {
        const burst = Array.from({ length: 50 }, (_, i) => stored(`new ${i}`, T0 + 1_000 + i))
        newestFirst = [...burst.reverse(), ...newestFirst]
      }
      arrivals++
      return { items, total: newestFirst.length }
    })
    const { module, raised } = setup()
    await module.catchUp(T0 - 1)
    expect(raised).toEqual(['deep'])
    expect(arrivals).toBe(3)
  })

  it('catches up at start from the stored cursor, less the margin', async () => {
    keyStore.set(StorageKeys.lastMessageUpdatedAt, String(T0 - 60_000))
    session.status = 'connecting'
    nodeHas([stored('while away', T0 - 30_000)])
    const { raised } = setup()
    session.setStatus('open')
    await settled()
    expect(node.callsTo(newMessages)[0]?.fields).toMatchObject({ sync_timestamp: T0 - 60_000 - MARGIN_MS })
    expect(raised).toEqual(['while away'])
  })

  it('after a reconnect starts from the earlier of the cursor and the connection hint', async () => {
    keyStore.set(StorageKeys.lastMessageUpdatedAt, String(T0))
    nodeHas([])
    const { module } = setup()
    await module.resync(T0 - 20_000)
    await module.resync(T0 + 20_000)
    expect(node.callsTo(newMessages).map((c) => c.fields.sync_timestamp)).toEqual([
      T0 - 20_000,
      T0 - MARGIN_MS,
    ])
  })

  it('tries a failed catch-up again, holding live messages until it succeeds', async () => {
    node.refuse(newMessages, 500, 'busy')
    const { module, raised } = setup()
    await expect(module.resync(T0)).rejects.toMatchObject({ message: 'busy' })
    session.push(live('newer', T0 + 50))
    expect(raised).toEqual([])
    nodeHas([stored('older', T0 + 10)])
    clock.advance(1_000)
    await settled()
    expect(raised).toEqual(['older', 'newer'])
    expect(clock.pending).toBe(0)
  })

  it('tries again when the node names messages its history does not hold yet', async () => {
    const late = stored('late', T0 + 20)
    node.answer(newMessages, () => ({ [PEER]: { [late.messageid]: 'received' } }))
    node.answer(messageHistory, () => ({ items: [], total: 0 }))
    const { module, raised } = setup()
    await module.resync(T0)
    expect(raised).toEqual([])
    expect(await module.lastSyncTime()).toBe(0)
    nodeHas([late])
    clock.advance(1_000)
    await settled()
    expect(raised).toEqual(['late'])
    expect(await module.lastSyncTime()).toBe(T0 + 1_000)
    expect(clock.pending).toBe(0)
  })

  it('gives up retrying after a bounded number of attempts, until the next sync', async () => {
    node.refuse(newMessages, 500, 'down')
    const { module } = setup()
    await expect(module.resync(T0)).rejects.toMatchObject({ message: 'down' })
    for (let i = 0; i < 12; i++) {
      clock.advance(30_000)
      await settled()
    }
    expect(node.callsTo(newMessages)).toHaveLength(9)
    expect(clock.pending).toBe(0)
    await expect(module.resync(T0)).rejects.toMatchObject({ message: 'down' })
    expect(clock.pending).toBe(1)
  })

  it('never moves the cursor on a live message after a lost link, until a catch-up succeeds', async () => {
    const { module } = setup()
    session.push(live('before', T0 + 1))
    await settled()
    expect(await module.lastSyncTime()).toBe(T0)
    session.setStatus('backingOff')
    session.setStatus('open')
    clock.advance(1_000)
    session.push(live('after', T0 + 2))
    await settled()
    expect(await module.lastSyncTime()).toBe(T0)
    nodeHas([])
    await module.resync(T0)
    expect(await module.lastSyncTime()).toBe(T0 + 1_000)
  })

  it('keeps the cursor per user when a cursor store is given', async () => {
    const cursors = memorySyncCursorStore()
    await cursors.write('user:someone-else', T0 + 99_000)
    const { ctx } = memoryContext({ node, keys: KEYS, ports: { clock, keyStore }, session })
    ctx.ports = { ...ctx.ports, syncCursor: cursors }
    const module = new MessageModule(ctx)
    expect(await module.lastSyncTime()).toBe(0)
    session.push(live('hi', T0 + 1))
    await settled()
    expect(await cursors.read(ME)).toBe(T0)
    expect(await cursors.read('user:someone-else')).toBe(T0 + 99_000)
  })
})
