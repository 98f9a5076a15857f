import { beforeEach, describe, expect, it } from 'vitest'
import { ManualClock, MemoryLogger } from '../../../tests/fakes/ports'
import { FakeSocketTransport } from '../../../tests/fakes/socket-pair'
import vectors from '../../../tests/fixtures/vectors.json'
import { BRIDGE_IDLE_PING_MS } from '../../domain/config'
import { BACKOFF_DEFAULTS } from '../../domain/connection/backoff'
import { bytesToHex, utf8ToBytes } from '../../domain/crypto/encoding'
import { ErrorCode, errors } from '../../domain/errors'
import { createEventCenter } from '../../domain/events'
import { connectReplyFrame, messageStatusFrame, pongFrame } from '../../domain/protocol'
import type { Random } from '../../ports'
import type { SocketStatus } from '../core/context'
import { Connection, type ConnectionOptions } from './connection'

const T0 = vectors.connect.timestamp
const KEYS = { PrivateKey: vectors.keys.seedA, PublicKey: vectors.keys.pubA, userid: vectors.connect.userId }
const URL = 'ws://node.test/messages'
const NODE_ID = 'node:0123'

/** Every draw is 0.5, so the n-th back-off delay is exactly half its ceiling: 250, 500, 1000 ... */
const halfRandom: Random = {
  bytes: (n) => {
    const bytes = new Uint8Array(n)
    bytes[0] = 0x80
    return bytes
  },
}

const hexOf = (text: string) => bytesToHex(utf8ToBytes(text))

let clock: ManualClock
let transport: FakeSocketTransport
let logger: MemoryLogger

const make = (overrides: Partial<ConnectionOptions> = {}) => {
  const connection = new Connection({
    transport,
    clock,
    random: halfRandom,
    logger,
    url: URL,
    keys: KEYS,
    ...overrides,
  })
  const statuses: SocketStatus[] = []
  connection.onStatus((s) => statuses.push(s))
  return { connection, statuses }
}

/** Opens the current fake link and answers the connect command. */
const handshake = (nodeId = NODE_ID) => {
  transport.last.open()
  transport.last.receive(
    connectReplyFrame({ nodeId, userId: KEYS.userid, timestamp: clock.now(), msgSign: '' }),
  )
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  clock = new ManualClock(T0)
  transport = new FakeSocketTransport()
  logger = new MemoryLogger()
})

describe('Connection: handshake', () => {
  it('[P4.19] sends the exact connect frame of the vectors and goes open with the node id', async () => {
    const { connection, statuses } = make()
    expect(connection.status).toBe('idle')
    const opened = connection.connect()
    expect(transport.last.url).toBe(URL)
    expect(connection.status).toBe('connecting')
    transport.last.open()
    expect(connection.status).toBe('handshaking')
    const expected = `${vectors.connect.frameHexPrefix}${hexOf(KEYS.userid)}1880d095ffbc312258${hexOf(vectors.connect.msgSign)}`
    expect(transport.last.sent.map(bytesToHex)).toEqual([expected])
    expect(connection.nodeId).toBe('')
    transport.last.receive(
      connectReplyFrame({ nodeId: NODE_ID, userId: KEYS.userid, timestamp: T0, msgSign: '' }),
    )
    await opened
    expect(connection.status).toBe('open')
    expect(connection.nodeId).toBe(NODE_ID)
    expect(statuses).toEqual(['connecting', 'handshaking', 'open'])
  })

  it('emits connect.socketStatus and connect.changeReadyStatus on the event center', async () => {
    const events = createEventCenter()
    const seen: unknown[] = []
    events.on('connect.socketStatus', (p) => seen.push(['status', p]))
    events.on('connect.changeReadyStatus', (p) => seen.push(['ready', p.readyState]))
    const { connection } = make({ events })
    const opened = connection.connect()
    handshake()
    await opened
    transport.last.drop(1006)
    expect(seen).toEqual([
      ['ready', 0],
      ['status', { status: 'connecting' }],
      ['ready', 1],
      ['status', { status: 'handshaking' }],
      ['status', { status: 'open' }],
      ['ready', 3],
      ['status', { status: 'backingOff', retryable: true }],
    ])
  })

  it('[P5.10] refuses to connect or ping without keys, with the catalogue strings', async () => {
    const { connection } = make({ keys: undefined })
    await expect(connection.connect()).rejects.toThrow('GenreateAndSaveKeyPair first')
    expect(() => connection.ping()).toThrow('GenreateAndSaveKeyPair first')
    const empty = make({ keys: { ...KEYS, PrivateKey: '' } }).connection
    await expect(empty.connect()).rejects.toMatchObject({ code: ErrorCode.SocketKeysMissing })
    expect(transport.links).toHaveLength(0)
  })

  it('[P5.8] [P5.9] refuses ping and send before the socket is open', () => {
    const { connection } = make()
    expect(() => connection.ping()).toThrow('WebSocket is not initialized')
    const frame = pongFrame({ timestamp: T0 })
    expect(() => connection.send(frame)).toThrow('websocket Initialization failed')
    void connection.connect()
    transport.last.open()
    expect(connection.status).toBe('handshaking')
    expect(() => connection.send(frame)).toThrow('websocket Initialization failed')
    expect(() => connection.ping()).toThrow(
      expect.objectContaining({ code: ErrorCode.SocketPingUninitialised }),
    )
  })

  it('reports a transport that cannot start and does not retry a final error', async () => {
    transport.failWith = errors.socketUrlRequired()
    const { connection } = make()
    await expect(connection.connect()).rejects.toThrow('The url is required!')
    expect(connection.status).toBe('closed')
    clock.advance(60_000)
    expect(clock.pending).toBe(0)
  })

  it('backs off when the transport throws a retryable error', () => {
    transport.failWith = errors.socketSendUninitialised()
    const { connection } = make()
    void connection.connect()
    expect(connection.status).toBe('backingOff')
    transport.failWith = undefined
    clock.advance(250)
    expect(connection.status).toBe('connecting')
    expect(transport.links).toHaveLength(1)
  })

  it('gives up a link that does not answer the connect command within 10 s', () => {
    const { connection } = make()
    void connection.connect()
    transport.last.open()
    clock.advance(9_999)
    expect(connection.status).toBe('handshaking')
    clock.advance(1)
    expect(connection.status).toBe('backingOff')
    expect(transport.last.closedWith).toEqual({ code: 3008, reason: 'No connect reply from node' })
  })
})

describe('Connection: heartbeat', () => {
  const openConnection = async (overrides: Partial<ConnectionOptions> = {}) => {
    const made = make(overrides)
    const opened = made.connection.connect()
    handshake()
    await opened
    transport.last.sent.length = 0
    return made
  }

  it('pings with the exact vector frame on demand', async () => {
    const { connection } = await openConnection()
    connection.ping()
    expect(transport.last.sent.map(bytesToHex)).toEqual([vectors.ping.frameHex])
  })

  it('[P4.20] [P9.11] pings after 40 s without any inbound frame, timestamp only', async () => {
    await openConnection()
    clock.advance(39_999)
    expect(transport.last.sent).toHaveLength(0)
    clock.advance(1)
    const [ping] = transport.last.frames
    if (ping?.kind !== 'ping') throw new Error(`expected a ping, got ${ping?.kind}`)
    expect(ping.message.timestamp).toBe(BigInt(T0 + 40_000))
    expect(ping.message.userId).toBeUndefined()
    expect(ping.message.msgSign).toBeUndefined()
    expect(bytesToHex(transport.last.sent[0]!)).toBe('0a8018c08898ffbc31')
  })

  it('[P4.21] restarts the idle timer on every inbound frame, not only pongs', async () => {
    await openConnection()
    clock.advance(30_000)
    transport.last.receive(
      messageStatusFrame({ messageId: 'm', contentTopic: 't', messageStatus: 'received', timestamp: 1 }),
    )
    clock.advance(39_999)
    expect(transport.last.sent).toHaveLength(0)
    clock.advance(1)
    expect(transport.last.frames.map((f) => f.kind)).toEqual(['ping'])
  })

  it('uses the bridge idle time when told', async () => {
    await openConnection({ idlePingMs: BRIDGE_IDLE_PING_MS })
    clock.advance(54_999)
    expect(transport.last.sent).toHaveLength(0)
    clock.advance(1)
    expect(transport.last.frames.map((f) => f.kind)).toEqual(['ping'])
  })

  it('keeps a link whose ping is answered', async () => {
    const { connection } = await openConnection()
    clock.advance(40_000)
    clock.advance(2_000)
    transport.last.receive(pongFrame({ timestamp: T0 + 40_000 }))
    clock.advance(20_000)
    expect(connection.status).toBe('open')
    expect(transport.links).toHaveLength(1)
  })

  it('treats a lost pong as a dead link: closes it and reconnects', async () => {
    const { connection, statuses } = await openConnection()
    clock.advance(40_000 + 9_999)
    expect(connection.status).toBe('open')
    clock.advance(1)
    expect(connection.status).toBe('backingOff')
    expect(transport.links[0]?.closedWith).toEqual({ code: 3008, reason: 'No answer to ping' })
    clock.advance(250)
    expect(transport.links).toHaveLength(2)
    expect(statuses.slice(-2)).toEqual(['backingOff', 'connecting'])
  })
})

describe('Connection: reconnect', () => {
  it('retries network closes with growing jittered delays and resets after success', async () => {
    const { connection } = make()
    void connection.connect()
    const delays: number[] = []
    for (let i = 0; i < 8; i++) {
      const before = transport.links.length
      transport.last.drop(1006)
      let waited = 0
      while (transport.links.length === before) {
        clock.advance(1)
        waited++
      }
      delays.push(waited)
    }
    expect(delays).toEqual([250, 500, 1000, 1000, 1000, 1000, 1000, 1000])
    handshake()
    await flush()
    expect(connection.status).toBe('open')
    transport.last.drop(1001)
    clock.advance(249)
    expect(connection.status).toBe('backingOff')
    clock.advance(1)
    expect(connection.status).toBe('connecting')
  })

  it('after an outage of any length, tries again within the 2 s cap and opens on the first try that answers', async () => {
    const { connection } = make()
    void connection.connect()
    // An hour of refused tries: every wait stays within the cap, however many came before.
    let longest = 0
    for (let elapsed = 0; elapsed < 3_600_000; ) {
      const before = transport.links.length
      transport.last.drop(1006)
      let waited = 0
      while (transport.links.length === before) {
        clock.advance(10)
        waited += 10
      }
      longest = Math.max(longest, waited)
      elapsed += waited
    }
    expect(longest).toBeLessThanOrEqual(BACKOFF_DEFAULTS.capMs)
    handshake()
    await flush()
    expect(connection.status).toBe('open')
  })

  it('asks to move after a lost link and a refused retry, then dials the new node at once', async () => {
    let url = URL
    const failed: string[] = []
    let answer: (moved: boolean) => void = () => {}
    const { connection } = make({
      url: () => url,
      unreachable: (at) => {
        failed.push(at)
        return new Promise<boolean>((resolve) => {
          answer = resolve
        })
      },
    })
    void connection.connect()
    handshake()
    await flush()
    transport.last.drop(1006)
    expect(failed).toEqual([])
    // One lost link is retried on the same node first: the node may only have blinked.
    clock.advance(250)
    expect(transport.last.url).toBe(URL)
    transport.last.drop(1006)
    expect(failed).toEqual([URL])
    url = 'ws://other.test/messages'
    const dials = transport.links.length
    answer(true)
    await flush()
    expect(transport.links).toHaveLength(dials + 1)
    expect(transport.last.url).toBe('ws://other.test/messages')
    handshake('node:other')
    await flush()
    expect(connection.status).toBe('open')
    expect(connection.nodeId).toBe('node:other')
  })

  it('asks to move at once when a link goes silent, and keeps retrying where it is when nothing answers', async () => {
    const failed: string[] = []
    const { connection } = make({
      unreachable: async (at) => {
        failed.push(at)
        return false
      },
    })
    void connection.connect()
    handshake()
    await flush()
    clock.advance(40_000)
    clock.advance(10_000)
    expect(failed).toEqual([URL])
    expect(connection.status).toBe('backingOff')
    await flush()
    clock.advance(250)
    expect(transport.last.url).toBe(URL)
    expect(connection.status).toBe('connecting')
  })

  it('catches up from the last live moment BEFORE announcing open again', async () => {
    const calls: { since: number; status: SocketStatus }[] = []
    let release = () => {}
    const { connection, statuses } = make({
      onCatchUp: (since) => {
        calls.push({ since, status: connection.status })
        return new Promise<void>((resolve) => {
          release = resolve
        })
      },
    })
    const opened = connection.connect()
    handshake()
    await opened
    expect(calls).toEqual([])
    clock.advance(20_000)
    transport.last.receive(pongFrame({ timestamp: 1 }))
    clock.advance(3_000)
    transport.last.drop(1006)
    clock.advance(250)
    const again = connection.connect()
    handshake('node:second')
    expect(calls).toEqual([{ since: T0 + 20_000 - 5_000, status: 'handshaking' }])
    expect(connection.status).toBe('handshaking')
    release()
    await again
    expect(connection.status).toBe('open')
    expect(connection.nodeId).toBe('node:second')
    expect(statuses).toEqual([
      'connecting',
      'handshaking',
      'open',
      'backingOff',
      'connecting',
      'handshaking',
      'open',
    ])
  })

  it('catches up once per link even if the node repeats its connect reply', async () => {
    let calls = 0
    const { connection } = make({ onCatchUp: async () => void calls++ })
    const opened = connection.connect()
    handshake()
    await opened
    transport.last.drop(1006)
    clock.advance(250)
    handshake()
    transport.last.receive(connectReplyFrame({ nodeId: 'node:again', userId: '', timestamp: 1, msgSign: '' }))
    await flush()
    expect(calls).toBe(1)
    expect(connection.nodeId).toBe(NODE_ID)
    expect(connection.status).toBe('open')
  })

  it('opens even when catch-up fails, and logs it', async () => {
    const { connection } = make({ onCatchUp: () => Promise.reject(new Error('history down')) })
    const opened = connection.connect()
    handshake()
    await opened
    transport.last.drop(1006)
    clock.advance(250)
    handshake()
    await flush()
    expect(connection.status).toBe('open')
    expect(logger.entries.some((e) => e.message === 'socket catch-up failed')).toBe(true)
  })

  it('does not retry an authentication refusal (4001) and rejects connect with its reason', async () => {
    const { connection } = make()
    const opened = connection.connect()
    transport.last.open()
    transport.last.drop(4001, 'Invalid connect signature')
    await expect(opened).rejects.toMatchObject({
      code: ErrorCode.SocketClosed,
      message: 'Invalid connect signature',
      retryable: false,
    })
    expect(connection.status).toBe('closed')
    clock.advance(120_000)
    expect(transport.links).toHaveLength(1)
  })

  it('does not reconnect after close() by the client', async () => {
    const { connection } = make()
    const opened = connection.connect()
    handshake()
    await opened
    connection.close()
    expect(connection.status).toBe('closed')
    expect(transport.last.closedWith).toEqual({ code: 1000, reason: 'Client closed' })
    transport.last.drop(1006)
    clock.advance(120_000)
    expect(transport.links).toHaveLength(1)
    expect(connection.status).toBe('closed')
  })

  it('rejects a pending connect when closed, and can connect again afterwards', async () => {
    const { connection } = make()
    const pending = connection.connect()
    connection.close()
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.SocketClosed, message: 'Client closed' })
    const again = connection.connect()
    expect(transport.links).toHaveLength(2)
    handshake()
    await again
    expect(connection.status).toBe('open')
  })

  it('ignores late events of an abandoned link', async () => {
    const { connection } = make()
    void connection.connect()
    const first = transport.last
    first.drop(1006)
    clock.advance(250)
    first.open()
    first.receive(connectReplyFrame({ nodeId: 'stale', userId: '', timestamp: 1, msgSign: '' }))
    expect(connection.status).toBe('connecting')
    expect(connection.nodeId).toBe('')
  })

  it('reconnectNow skips the back-off wait', () => {
    const { connection } = make()
    void connection.connect()
    transport.last.drop(1006)
    connection.reconnectNow()
    expect(transport.links).toHaveLength(2)
    expect(connection.status).toBe('connecting')
    connection.reconnectNow()
    expect(transport.links).toHaveLength(2)
  })
})

describe('Connection: frames', () => {
  it('hands every decoded frame to listeners, drops malformed ones and survives a throwing listener', async () => {
    const { connection } = make()
    const kinds: string[] = []
    connection.onFrame(() => {
      throw new Error('listener bug')
    })
    const off = connection.onFrame((f) => kinds.push(f.kind))
    const opened = connection.connect()
    handshake()
    await opened
    transport.last.receiveBytes(new Uint8Array([0x0a]))
    transport.last.receiveBytes(new Uint8Array([0x0a, 0x63, 0x01]))
    transport.last.receive(pongFrame({ timestamp: 5 }))
    off()
    transport.last.receive(pongFrame({ timestamp: 6 }))
    expect(kinds).toEqual(['connectReply', 'pong'])
    expect(connection.status).toBe('open')
    expect(logger.entries.filter((e) => e.message === 'socket: undecodable frame ignored')).toHaveLength(2)
    expect(logger.entries.some((e) => e.level === 'error' && e.message === 'frame listener threw')).toBe(true)
  })

  it('sends encoded frames once open', async () => {
    const { connection } = make()
    const opened = connection.connect()
    handshake()
    await opened
    connection.send(pongFrame({ timestamp: T0 }))
    expect(bytesToHex(transport.last.sent[1]!)).toBe('0a811880d095ffbc31')
  })
})
