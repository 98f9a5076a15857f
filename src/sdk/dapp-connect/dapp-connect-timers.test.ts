import { describe, expect, it } from 'vitest'
import { bridgeAccepted, bridgeHarness, nodeAck } from '../../../tests/fakes/bridge-pair'
import { ManualClock, seededRandom } from '../../../tests/fakes/ports'
import vectors from '../../../tests/fixtures/vectors.json'
import { buildAuthorizationApproval } from '../../domain/bridge'
import { bytesToHex } from '../../domain/crypto/encoding'
import { ErrorCode, type Web3MQError } from '../../domain/errors'
import { DEFAULT_REQUEST_TIMEOUT_MS } from './options'

const PING_AT = vectors.ping.timestamp
const ADDRESS = '0x00000000000000000000000000000000000000aa'

const setup = (start: number, requestTimeoutMs?: number) => {
  const clock = new ManualClock(start)
  return { clock, ...bridgeHarness({ clock, random: seededRandom(2), requestTimeoutMs }, vectors.keys.seedB) }
}

const approve = (h: ReturnType<typeof setup>): void => {
  const namespace = { chains: ['eip155:1'], methods: [], events: [], accounts: [`eip155:1:${ADDRESS}`] }
  h.say(
    buildAuthorizationApproval(
      'requestId:1',
      { eip155: namespace },
      { name: '', description: '', url: '', icons: [], redirect: '' },
    ),
  )
}

const pings = (h: ReturnType<typeof setup>): string[] =>
  h
    .link()
    .sent.filter((bytes) => bytes[1] === 0x80)
    .map((bytes) => bytesToHex(bytes))

const flush = () => new Promise((resolve) => setImmediate(resolve))

/** Records how a promise settles without an unhandled rejection. */
const outcome = <T>(promise: Promise<T>) => {
  const seen: { value?: T; error?: Web3MQError; settled: boolean } = { settled: false }
  promise.then(
    (value) => Object.assign(seen, { value, settled: true }),
    (error: Web3MQError) => Object.assign(seen, { error, settled: true }),
  )
  return seen
}

describe('idle ping (docs/product.md §9: 55000 ms on bridge sockets)', () => {
  it('[P9.11] pings exactly 55000 ms after the last inbound frame, with the golden timestamp-only frame', async () => {
    const h = setup(PING_AT - 55_000)
    await h.connect()
    h.clock.advance(54_999)
    expect(pings(h)).toEqual([])
    h.clock.advance(1)
    expect(pings(h)).toEqual([vectors.ping.frameHex])
    h.clock.advance(55_000)
    expect(pings(h)).toHaveLength(2)
  })

  it('[P4.21] restarts the wait on any inbound frame', async () => {
    const h = setup(PING_AT)
    await h.connect()
    h.clock.advance(30_000)
    h.link().receive(nodeAck('x', 'bridge:y'))
    h.clock.advance(54_999)
    expect(pings(h)).toEqual([])
    h.clock.advance(1)
    expect(pings(h)).toHaveLength(1)
  })
})

describe('timeouts', () => {
  it('gives up waiting for an approval after exactly 180000 ms, retryably', async () => {
    const h = setup(PING_AT)
    await h.connect()
    const waiting = outcome(h.client.waitForApproval())
    await flush()
    h.clock.advance(DEFAULT_REQUEST_TIMEOUT_MS - 1)
    await flush()
    expect(waiting.settled).toBe(false)
    h.clock.advance(1)
    await flush()
    expect(waiting.error).toMatchObject({
      code: ErrorCode.WalletConnectFailed,
      message: 'The wallet did not answer the connection request within 180000 ms',
      retryable: true,
    })
    const retry = h.client.waitForApproval()
    approve(h)
    await expect(retry).resolves.toMatchObject({ address: ADDRESS })
  })

  it('gives up waiting for a signature after the request timeout', async () => {
    const h = setup(PING_AT, 1_000)
    await h.connect()
    approve(h)
    await h.client.waitForApproval()
    const signing = outcome(h.client.sendSign({ signContent: 'x', address: ADDRESS }))
    await flush()
    h.clock.advance(999)
    await flush()
    expect(signing.settled).toBe(false)
    h.clock.advance(1)
    await flush()
    expect(signing.error).toMatchObject({
      code: ErrorCode.WalletConnectFailed,
      message: 'The wallet did not answer the sign request within 1000 ms',
      retryable: true,
    })
  })

  it('gives up on a node that never accepts the topic, and closes the socket', async () => {
    const h = setup(PING_AT, 2_000)
    const connecting = outcome(h.client.connect())
    h.link().open()
    h.clock.advance(2_000)
    await flush()
    expect(connecting.error).toMatchObject({
      code: ErrorCode.SocketClosed,
      message: 'The node did not accept the bridge connection within 2000 ms',
      retryable: true,
    })
    expect(h.link().closedWith?.code).toBe(1000)
  })
})

describe('closing', () => {
  it('fails everything waiting, retryably, when the node drops the socket, and says so', async () => {
    const h = setup(PING_AT)
    const statuses: string[] = []
    h.client.events.on('dappConnect.connect', ({ status }) => statuses.push(status))
    await h.connect()
    const waiting = outcome(h.client.waitForApproval())
    await flush()
    h.link().drop(1006)
    await flush()
    expect(waiting.error).toMatchObject({
      code: ErrorCode.SocketClosed,
      message: 'The bridge connection to the node closed',
      retryable: true,
      detail: { byClient: false, code: 1006, reason: '' },
    })
    expect(statuses).toEqual(['success', 'error', 'close'])
    h.clock.advance(60_000)
    expect(pings(h)).toEqual([])
  })

  it('close() fails pending signs for good but keeps the approval; a later call opens a new socket', async () => {
    const h = setup(PING_AT)
    await h.connect()
    approve(h)
    await h.client.waitForApproval()
    const signing = outcome(h.client.sendSign({ signContent: 'x', address: ADDRESS }))
    await flush()
    h.client.close()
    await flush()
    expect(signing.error).toMatchObject({
      code: ErrorCode.SocketClosed,
      message: 'The bridge connection was closed',
      retryable: false,
    })
    expect(h.link().closedWith?.code).toBe(1000)
    await expect(h.client.waitForApproval()).resolves.toMatchObject({ address: ADDRESS })
    const reconnecting = h.client.connect()
    expect(h.transport.links).toHaveLength(2)
    h.link().open()
    h.link().receive(bridgeAccepted('node-2', h.client.topic))
    await reconnecting
    expect(h.client.nodeId).toBe('node-2')
  })
})
