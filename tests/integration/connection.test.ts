/**
 * The SDK's main socket session against a real mock node over real WebSockets: handshake and node id,
 * heartbeat, refusal of bad keys (4001, no retry), client close, and recovery after the node drops every
 * socket: back-off, reconnect, and catch-up of what was sent while a client was offline.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { generateKeyPair } from '#domain/keys/key-pair'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import type { Clock, SocketTransport } from '../../src/ports'
import { ChannelModule } from '../../src/sdk/channel/channel'
import { Connection, type ConnectionOptions } from '../../src/sdk/connection/connection'
import type { ClientContext, SocketStatus } from '../../src/sdk/core/context'
import { MessageModule } from '../../src/sdk/message/message'
import { WAIT_MS } from '../_util/events'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { cryptoRandom } from '../fakes/ports'
import { ethWallet } from '../fakes/wallets'

/** A port nothing listens on: connecting fails at once, like a network that is down. */
const UNREACHABLE = 'ws://127.0.0.1:1/messages'

/** Generous: these waits end as soon as the condition holds, the bound only matters on a loaded CI. */
const WAIT = { timeout: 5_000 }

/** The system clock, counting the timers still pending: none means the connection can do nothing more. */
class TimerCountingClock implements Clock {
  private readonly live = new Set<unknown>()

  constructor(private readonly inner: Clock) {}

  get pending(): number {
    return this.live.size
  }

  now(): number {
    return this.inner.now()
  }

  tzOffsetMinutes(): number {
    return this.inner.tzOffsetMinutes()
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const handle: unknown = this.inner.setTimeout(() => {
      this.live.delete(handle)
      fn()
    }, ms)
    this.live.add(handle)
    return handle
  }

  clearTimeout(handle: unknown): void {
    this.live.delete(handle)
    this.inner.clearTimeout(handle)
  }
}

/**
 * Resolves once the connection has moved through `expected` in order, counting only moves made from
 * now on (so a status that already holds is never mistaken for the awaited one); rejects after `ms`.
 */
const statusesFromNow = (connection: Connection, expected: SocketStatus[], ms = WAIT_MS): Promise<void> =>
  new Promise((resolve, reject) => {
    let next = 0
    const timer = setTimeout(() => {
      off()
      reject(new Error(`statuses ${expected.join(' → ')} not seen within ${ms} ms (matched ${next})`))
    }, ms)
    const off = connection.onStatus((status) => {
      if (status === expected[next]) next++
      if (next < expected.length) return
      clearTimeout(timer)
      off()
      resolve()
    })
  })

interface Client {
  ctx: ClientContext
  clock: TimerCountingClock
  connection: Connection
  messages: MessageModule
  channels: ChannelModule
  statuses: SocketStatus[]
  catchUps: number[]
  offline: { value: boolean }
}

/** A full chat client with short timers and a network switch. */
const client = (
  node: RunningNode,
  account: TestAccount,
  options: Partial<ConnectionOptions> = {},
): Client => {
  const ctx = contextFor(node, account)
  const clock = new TimerCountingClock(ctx.ports.clock)
  const inner = createNodeSocketTransport()
  const offline = { value: false }
  const transport: SocketTransport = {
    connect: (url, handlers) => inner.connect(offline.value ? UNREACHABLE : url, handlers),
  }
  const catchUps: number[] = []
  let messages: MessageModule | undefined
  const connection = new Connection({
    transport,
    clock,
    random: ctx.ports.random,
    logger: ctx.ports.logger,
    url: node.wsUrl,
    keys: ctx.keys,
    backoff: { baseMs: 20, capMs: 200 },
    events: ctx.events,
    onCatchUp: async (since) => {
      catchUps.push(since)
      await messages?.catchUp(since)
    },
    ...options,
  })
  ctx.session = connection
  messages = new MessageModule(ctx)
  const channels = new ChannelModule(ctx, messages)
  const statuses: SocketStatus[] = []
  connection.onStatus((status) => statuses.push(status))
  return { ctx, clock, connection, messages, channels, statuses, catchUps, offline }
}

let node: RunningNode
let alice: TestAccount
let bob: TestAccount
const opened: Connection[] = []

const started = async (account: TestAccount, options: Partial<ConnectionOptions> = {}): Promise<Client> => {
  const made = client(node, account, options)
  opened.push(made.connection)
  await made.connection.connect()
  return made
}

beforeAll(async () => {
  node = await startMockNode()
  alice = await signUpAndLogIn(httpSend(node.url), ethWallet('connection-alice'), { nickname: 'Alice' })
  bob = await signUpAndLogIn(httpSend(node.url), ethWallet('connection-bob'), { nickname: 'Bob' })
})

afterAll(async () => {
  for (const connection of opened) connection.close()
  await node?.close()
})

describe('Connection against the mock node', () => {
  it('[P4.19] connects both accounts and stores the node id from the reply', async () => {
    const a = await started(alice)
    const b = await started(bob)
    for (const c of [a, b]) {
      expect(c.connection.status).toBe('open')
      expect(c.connection.nodeId).toBe(node.app.context.nodeId)
      expect(c.statuses).toEqual(['connecting', 'handshaking', 'open'])
    }
    a.connection.close()
    b.connection.close()
  })

  it('[P4.20] pings after the idle time and keeps the link when the pong comes back', async () => {
    const c = await started(alice, { idlePingMs: 100, deadlineMs: 400 })
    const kinds: string[] = []
    c.connection.onFrame((frame) => kinds.push(frame.kind))
    await vi.waitFor(() => expect(kinds.filter((k) => k === 'pong').length).toBeGreaterThanOrEqual(3), WAIT)
    expect(c.connection.status).toBe('open')
    expect(c.statuses).toEqual(['connecting', 'handshaking', 'open'])
    c.connection.close()
  })

  it('is refused with 4001 for a key the node does not know, and does not retry', async () => {
    const stranger = { ...alice, sessionKeys: generateKeyPair((n) => cryptoRandom.bytes(n)) }
    const c = client(node, stranger)
    await expect(c.connection.connect()).rejects.toMatchObject({
      code: 'SOCKET.CLOSED',
      message: 'Invalid connect signature',
      retryable: false,
    })
    // No timer left means no retry can ever come: the refusal was final.
    expect(c.clock.pending).toBe(0)
    expect(c.statuses).toEqual(['connecting', 'handshaking', 'closed'])
  })

  it('closes for good when the client asks', async () => {
    const c = await started(bob)
    c.connection.close()
    expect(c.connection.status).toBe('closed')
    expect(() => c.connection.ping()).toThrow('WebSocket is not initialized')
    expect(c.clock.pending).toBe(0)
    expect(c.statuses).toEqual(['connecting', 'handshaking', 'open', 'closed'])
  })

  it('reconnects after the node drops every socket and catches up what was missed', async () => {
    const a = await started(alice)
    const b = await started(bob)
    b.offline.value = true
    // Registered before the drop: `open` is already true of the old link, so only the moves count.
    const aBack = statusesFromNow(a.connection, ['backingOff', 'connecting', 'handshaking', 'open'])
    const bRefused = statusesFromNow(b.connection, ['backingOff', 'connecting', 'backingOff'])
    for (const socket of node.app.websocketServer.clients) socket.terminate()
    await aBack
    expect(a.catchUps).toHaveLength(1)
    await bRefused
    expect(b.connection.status).not.toBe('open')
    expect(a.statuses.slice(3)).toEqual(['backingOff', 'connecting', 'handshaking', 'open'])

    const acked: string[] = []
    a.ctx.events.on('message.delivered', ({ status }) =>
      acked.push(`${status.messageId}:${status.messageStatus}`),
    )
    const sent = [await a.messages.sendMessage('while you were away', bob.userid)]
    sent.push(await a.messages.sendMessage('second one', bob.userid))
    await vi.waitFor(() => expect(acked).toEqual(sent.map((m) => `${m.id}:received`)), WAIT)

    b.messages.setTopic(alice.userid)
    const bBack = statusesFromNow(b.connection, ['open'])
    b.offline.value = false
    b.connection.reconnectNow()
    await bBack
    expect(b.catchUps).toHaveLength(1)
    expect(b.catchUps[0]).toBeLessThan(sent[0]!.timestamp)
    // Catch-up ran before `open` was announced: the messages are there the moment the socket is.
    expect(b.messages.messageList.map((m) => [m.content, m.senderId])).toEqual([
      ['second one', alice.userid],
      ['while you were away', alice.userid],
    ])
    expect(b.channels.channelList.find((ch) => ch.chatid === alice.userid)).toMatchObject({
      unread: 2,
      lastMessage: 'second one',
    })
    const tail = b.statuses.slice(b.statuses.lastIndexOf('backingOff'))
    expect(tail).toEqual(['backingOff', 'connecting', 'handshaking', 'open'])

    const live = await a.messages.sendMessage('live again', bob.userid)
    await vi.waitFor(() => expect(b.messages.messageList[0]?.id).toBe(live.id), WAIT)
  })

  it('takes what sendMessage is given while the link is down and sends it, in order, once it is back', async () => {
    const a = await started(alice)
    const b = await started(bob)
    b.messages.setTopic(alice.userid)
    a.offline.value = true
    const aDown = statusesFromNow(a.connection, ['backingOff', 'connecting', 'backingOff'])
    for (const socket of node.app.websocketServer.clients) socket.terminate()
    await aDown

    // Set up once, down now: each send is shown as sending at once, never refused.
    const texts = ['queued one', 'queued two', 'queued three']
    const sent = []
    for (const text of texts) sent.push(await a.messages.sendMessage(text, bob.userid))
    expect(sent.map((m) => m.msgLoading)).toEqual(['loading', 'loading', 'loading'])

    a.offline.value = false
    a.connection.reconnectNow()
    const ids = sent.map((m) => m.id).reverse()
    await vi.waitFor(() => expect(b.messages.messageList.slice(0, 3).map((m) => m.id)).toEqual(ids), {
      timeout: WAIT_MS,
    })
    await vi.waitFor(() => expect(a.messages.outboxPending).toEqual([]), { timeout: WAIT_MS })
  })
})
