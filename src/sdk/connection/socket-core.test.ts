import { beforeEach, describe, expect, it } from 'vitest'
import { ManualClock, MemoryLogger } from '../../../tests/fakes/ports'
import { FakeSocketTransport } from '../../../tests/fakes/socket-pair'
import { ErrorCode, errors, Web3MQError } from '../../domain/errors'
import {
  bridgeConnectFrame,
  bridgeConnectReplyFrame,
  encodeFrame,
  pongFrame,
  tempConnectReplyFrame,
} from '../../domain/protocol'
import type { SocketClose } from '../../ports'
import { SocketCore } from './socket-core'
import type { SocketCoreOptions } from './socket-core-options'

const HELLO = bridgeConnectFrame({
  NodeID: '',
  DAppID: 'd',
  TopicID: 't',
  SignatureTimestamp: 0,
  DAppSignature: '',
})
const refusal = new Web3MQError(ErrorCode.NodeError, 'refused')
const closedWith = (close: SocketClose) => new Web3MQError(ErrorCode.SocketClosed, `closed ${close.code}`)

let clock: ManualClock
let transport: FakeSocketTransport
let heard: string[]

/** A core in the bridge's shape: no reconnect, no pong deadline, an observer of every link. */
const core = (overrides: Partial<SocketCoreOptions> = {}) =>
  new SocketCore({
    transport,
    clock,
    logger: new MemoryLogger(),
    url: 'ws://n/messages',
    label: 'test',
    handshake: {
      hello: () => encodeFrame(HELLO),
      answer: (frame) => {
        if (frame.kind === 'bridgeConnectReply') return { nodeId: frame.message.NodeID }
        if (frame.kind === 'tempConnectReply') return { refused: refusal }
        return undefined
      },
      deadlineMs: 1_000,
    },
    idlePingMs: 55_000,
    pongDeadlineMs: undefined,
    closedError: closedWith,
    deadLink: (kind, reason) => ({ code: 1000, reason, error: errors.invalidInput(kind) }),
    observer: {
      linkError: () => heard.push('error'),
      linkClosed: (close) => heard.push(`close ${close.code}`),
    },
    ...overrides,
  })

const accept = (nodeId = 'node-1') => {
  transport.last.open()
  transport.last.receive(bridgeConnectReplyFrame({ NodeID: nodeId, DAppID: '', TopicID: '' }))
}

const pings = () => transport.last.frames.filter((frame) => frame.kind === 'ping').length

beforeEach(() => {
  clock = new ManualClock(1_700_000_000_000)
  transport = new FakeSocketTransport()
  heard = []
})

describe('SocketCore without reconnect', () => {
  it('sends the hello on open and opens on the accepted answer', async () => {
    const socket = core()
    const opened = socket.open()
    transport.last.open()
    expect(socket.status).toBe('handshaking')
    expect(transport.last.frames.map((f) => f.kind)).toEqual(['bridgeConnect'])
    transport.last.receive(bridgeConnectReplyFrame({ NodeID: 'node-1', DAppID: '', TopicID: '' }))
    await opened
    expect([socket.status, socket.nodeId]).toEqual(['open', 'node-1'])
  })

  it('closes for good when the peer drops the link, and the observer hears it', async () => {
    const socket = core()
    const opened = socket.open()
    accept()
    await opened
    const statuses: string[] = []
    socket.onStatus((s) => statuses.push(s))
    transport.last.drop(1006)
    expect(statuses).toEqual(['closed'])
    expect(heard).toEqual(['error', 'close 1006'])
    expect(clock.pending).toBe(0)
  })

  it('rejects a pending open with the refusal and closes the link with 1000 and its text', async () => {
    const socket = core()
    const opened = socket.open()
    transport.last.open()
    transport.last.receive(
      tempConnectReplyFrame({
        NodeID: '',
        DAppID: '',
        TopicID: '',
        statusCode: 403,
        statusMsg: 'no',
        Timestamp: 1,
      }),
    )
    await expect(opened).rejects.toBe(refusal)
    expect(socket.status).toBe('closed')
    expect(transport.last.closedWith).toEqual({ code: 1000, reason: 'refused' })
  })

  it('ends a handshake that takes too long the way deadLink says', async () => {
    const socket = core()
    const opened = socket.open()
    transport.last.open()
    clock.advance(1_000)
    await expect(opened).rejects.toMatchObject({ message: 'handshake' })
    expect(transport.last.closedWith).toEqual({ code: 1000, reason: 'No connect reply from node' })
  })

  it('keeps pinging a silent link when it has no pong deadline', async () => {
    const socket = core()
    const opened = socket.open()
    accept()
    await opened
    clock.advance(55_000 * 3)
    expect(pings()).toBe(3)
    expect(socket.status).toBe('open')
  })

  it('ignores an abandoned link but still lets the observer hear its close', async () => {
    const socket = core()
    const first = socket.open()
    accept()
    await first
    const old = transport.last
    socket.close(errors.invalidInput('bye'))
    const second = socket.open()
    accept('node-2')
    await second
    old.drop(1000)
    expect([socket.status, socket.nodeId]).toEqual(['open', 'node-2'])
    expect(heard).toEqual(['close 1000'])
  })
})

describe('SocketCore with a pong deadline', () => {
  it('declares the link dead when nothing answers a ping in time', async () => {
    const socket = core({ pongDeadlineMs: 10_000 })
    const opened = socket.open()
    accept()
    await opened
    clock.advance(55_000)
    transport.last.receive(pongFrame({ timestamp: 1 }))
    clock.advance(55_000 + 9_999)
    expect(socket.status).toBe('open')
    clock.advance(1)
    expect(socket.status).toBe('closed')
    expect(transport.last.closedWith).toEqual({ code: 1000, reason: 'No answer to ping' })
  })
})
