/**
 * `watch(topic)`: a screen's one subscription to a chat. It hands over the rows with their states as the
 * conversation shows them, now and after every change (sending, failed at the deadline, sending again on
 * retry, the node's status on the ack, a peer's message), and nothing once closed; and the outbox reports each
 * message's changes as data on one stream.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { KEYS, PEER, T0 } from '../../../tests/_util/chat-vectors'
import { memoryContext } from '../../../tests/_util/memory-context'
import { ManualClock, MemoryLogger } from '../../../tests/fakes/ports'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import { utf8ToBytes } from '../../domain/crypto/encoding'
import { type DisplayMessage, OUTBOX_DEADLINE_MS } from '../../domain/messages'
import { messageFrame, messageStatusFrame } from '../../domain/protocol'
import { messageId } from '../../domain/signing/socket'
import { MessageModule } from './message'
import { Outbox, type OutboxChange } from './outbox'

let clock: ManualClock
let session: FakeSession

const setup = () => {
  const { ctx } = memoryContext({ keys: KEYS, ports: { clock, logger: new MemoryLogger() }, session })
  return { ctx, module: new MessageModule(ctx) }
}

const ack = (id: string, messageStatus = 'received') =>
  session.push(messageStatusFrame({ messageId: id, contentTopic: PEER, messageStatus, timestamp: 1 }))

const fromPeer = (text: string, timestamp: number) => {
  const payload = utf8ToBytes(text)
  const ids = { comeFrom: PEER, contentTopic: KEYS.userid, timestamp, payload }
  session.push(messageFrame({ ...ids, messageId: messageId(ids), fromSign: 'sig', nodeId: 'node:1' }))
}

/** Each row as the conversation shows it: text, status and whether it is still on its way. */
const shown = (rows: readonly DisplayMessage[]) => rows.map((m) => `${m.content}:${m.status}:${m.msgLoading}`)

beforeEach(() => {
  clock = new ManualClock(T0, 0)
  session = new FakeSession()
})

describe('MessageModule.watch', () => {
  it('hands the chat’s rows and their states over at once and after every change, until closed', async () => {
    const { module } = setup()
    session.setStatus('backingOff')
    const heard: string[][] = []
    const close = module.watch(PEER, (rows) => heard.push(shown(rows)))
    expect(module.topic).toBe(PEER)
    const echo = await module.queueMessage('hello')
    clock.advance(OUTBOX_DEADLINE_MS)
    session.setStatus('open')
    module.retryMessage(echo.id)
    ack(echo.id)
    fromPeer('hi back', T0 + 1)
    expect(heard).toEqual([
      [],
      ['hello:delivered:loading'],
      ['hello:failed:error'],
      ['hello:delivered:loading'],
      // The ack's `received` replaces the echo's status: "Delivered" waits for the peer's client.
      ['hello:received:success'],
      ['hi back:delivered:success', 'hello:received:success'],
    ])
    close()
    expect(module.topic).toBeNull()
    fromPeer('unseen', T0 + 2)
    expect(heard).toHaveLength(6)
  })

  it('stops handing rows over once another chat is opened, and closing then leaves that chat open', () => {
    const { module } = setup()
    const heard: number[] = []
    const close = module.watch(PEER, (rows) => heard.push(rows.length))
    module.watch('user:other', () => undefined)
    fromPeer('to the first chat', T0 + 1)
    close()
    expect(heard).toEqual([0])
    expect(module.topic).toBe('user:other')
  })
})

describe('Outbox.onChange', () => {
  it('reports what happens to a message as data, in order: written, sent, acknowledged', async () => {
    const { ctx } = setup()
    const outbox = new Outbox(ctx)
    const changes: OutboxChange[] = []
    outbox.onChange((change) => changes.push(change))
    const entry = await outbox.queue('hello', PEER)
    outbox.nodeStatus({ messageId: entry.messageId, messageStatus: 'received' })
    expect(changes.map((c) => [c.type, c.entry.messageId, c.entry.state])).toEqual([
      ['written', entry.messageId, 'queued'],
      ['sent', entry.messageId, 'sending'],
      ['acked', entry.messageId, 'acked'],
    ])
    expect(changes[0]).toMatchObject({ path: 'outbox', entry: { text: 'hello', topic: PEER } })
    outbox.dispose()
  })
})
