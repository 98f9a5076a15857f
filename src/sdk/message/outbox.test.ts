/**
 * The outbox through MessageModule.queueMessage, on XState-free simulated time (ManualClock) and a fake
 * session: queued while offline, sent in order once open, resent after a lost link or a late ack with
 * the same id and signature, failed only at the deadline, retried, and restored after a reload.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { KEYS, ME, PEER, T0 } from '../../../tests/_util/chat-vectors'
import { memoryContext } from '../../../tests/_util/memory-context'
import { ManualClock, MemoryLogger } from '../../../tests/fakes/ports'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import { OUTBOX_ACK_TIMEOUT_MS, OUTBOX_DEADLINE_MS } from '../../domain/messages'
import { type DecodedFrame, messageStatusFrame } from '../../domain/protocol'
import type { OutboxStore } from '../../ports'
import { memoryOutboxStore } from './memory-stores'
import { MessageModule } from './message'

let clock: ManualClock
let session: FakeSession
let store: OutboxStore

const setup = () => {
  const { ctx } = memoryContext({ keys: KEYS, ports: { clock, logger: new MemoryLogger() }, session })
  ctx.ports = { ...ctx.ports, outboxStore: store }
  const module = new MessageModule(ctx)
  module.setTopic(PEER)
  return { ctx, module }
}

const chats = (): Extract<DecodedFrame, { kind: 'message' }>['message'][] =>
  session.sent.flatMap((frame) => (frame.kind === 'message' ? [frame.message] : []))

const texts = () => chats().map((m) => new TextDecoder().decode(m.payload))

const ack = (messageId: string, messageStatus = 'received') =>
  session.push(messageStatusFrame({ messageId, contentTopic: PEER, messageStatus, timestamp: 1 }))

/** Lets the outbox's store writes (promises) settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  clock = new ManualClock(T0, 0)
  session = new FakeSession()
  store = memoryOutboxStore()
})

describe('the outbox', () => {
  it('queues sends while offline, never refusing, and sends them in order once open', async () => {
    const { module } = setup()
    session.setStatus('backingOff')
    const first = await module.queueMessage('one')
    await module.queueMessage('two')
    expect(first).toMatchObject({ content: 'one', msgLoading: 'loading' })
    expect(module.messageList.map((m) => m.content)).toEqual(['two', 'one'])
    expect(session.sent).toEqual([])
    expect(module.outboxPending.map((e) => e.state)).toEqual(['queued', 'queued'])
    session.setStatus('open')
    expect(texts()).toEqual(['one', 'two'])
    expect(module.outboxPending.map((e) => e.state)).toEqual(['sending', 'sending'])
  })

  it('gives a message its id before it leaves and lets it go on the ack', async () => {
    const { module } = setup()
    const echo = await module.queueMessage('hello')
    expect(chats()[0]?.messageId).toBe(echo.id)
    expect(await store.pending(ME)).toHaveLength(1)
    ack(echo.id)
    await settled()
    expect(module.outboxPending).toEqual([])
    expect(await store.pending(ME)).toEqual([])
    expect(module.messageList[0]).toMatchObject({ id: echo.id, msgLoading: 'success' })
  })

  it('resends after a lost link with the same id and the same signature bytes', async () => {
    const { module } = setup()
    await module.queueMessage('again')
    session.setStatus('backingOff')
    session.setStatus('open')
    const [first, second] = chats()
    expect(second?.messageId).toBe(first?.messageId)
    expect(second?.fromSign).toBe(first?.fromSign)
    expect(second?.timestamp).toBe(first?.timestamp)
  })

  it('resends when the ack is late, and not before', async () => {
    const { module } = setup()
    const echo = await module.queueMessage('slow')
    clock.advance(OUTBOX_ACK_TIMEOUT_MS - 1)
    expect(chats()).toHaveLength(1)
    clock.advance(1)
    expect(chats()).toHaveLength(2)
    ack(echo.id)
    clock.advance(10 * OUTBOX_ACK_TIMEOUT_MS)
    expect(chats()).toHaveLength(2)
    expect(clock.pending).toBe(0)
  })

  it('marks a message failed only at the deadline; a retry sends it again with a fresh one', async () => {
    const { module } = setup()
    session.setStatus('backingOff')
    const echo = await module.queueMessage('stuck')
    clock.advance(OUTBOX_DEADLINE_MS - 1)
    expect(module.messageList[0]).toMatchObject({ msgLoading: 'loading' })
    clock.advance(1)
    expect(module.messageList[0]).toMatchObject({ status: 'failed', msgLoading: 'error' })
    expect(module.outboxPending).toEqual([])
    await settled()
    expect((await store.pending(ME))[0]?.state).toBe('failed')
    session.setStatus('open')
    expect(chats()).toEqual([])
    expect(module.retryMessage(echo.id)).toBe(true)
    expect(module.retryMessage('unknown')).toBe(false)
    expect(chats().map((m) => m.messageId)).toEqual([echo.id])
    expect(module.messageList[0]).toMatchObject({ id: echo.id, msgLoading: 'loading' })
    expect(module.outboxPending[0]?.deadlineAt).toBe(T0 + OUTBOX_DEADLINE_MS + OUTBOX_DEADLINE_MS)
  })

  it('fails a message the node refuses, without waiting for the deadline', async () => {
    const { module } = setup()
    const echo = await module.queueMessage('nobody')
    ack(echo.id, 'userNotFound')
    expect(module.messageList[0]).toMatchObject({ status: 'userNotFound', msgLoading: 'error' })
    expect(module.outboxPending).toEqual([])
  })

  it('sends what a previous session left in the store (a reload mid-send)', async () => {
    session.setStatus('backingOff')
    const before = setup().module
    await before.queueMessage('survives')
    before.dispose()
    session = new FakeSession()
    const after = setup().module
    await settled()
    expect(texts()).toEqual(['survives'])
    expect(after.outboxPending).toHaveLength(1)
  })

  it('keeps going when the store fails, holding the message in memory', async () => {
    store = {
      pending: () => Promise.reject(new Error('blocked')),
      put: () => Promise.reject(new Error('quota')),
      remove: () => Promise.reject(new Error('gone')),
    }
    const { module } = setup()
    const echo = await module.queueMessage('memory only')
    expect(texts()).toEqual(['memory only'])
    ack(echo.id)
    await settled()
    expect(module.outboxPending).toEqual([])
  })
})
