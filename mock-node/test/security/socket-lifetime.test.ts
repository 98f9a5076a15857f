/**
 * A socket lives no longer than what opened it, and holds no more than its share (mock-node/README.md
 * "Socket limits"): it closes when its session key expires (re-checked, so a re-login that extended the
 * key keeps it) and gets no push once the key has expired; a socket that never connects is closed after
 * the connect deadline; a user holds a bounded number of sockets (the oldest goes), a bridge topic too (the
 * newest is refused); and a socket that stopped reading is closed before the node holds more than the bound
 * of unsent bytes for it. Each attack beside a control that the legitimate socket is untouched. Deadlines
 * are lowered through `socketLimits` so nothing waits for the defaults.
 */
import { connect as tcpConnect } from 'node:net'
import { beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { utf8ToBytes } from '#domain/crypto/encoding'
import {
  bridgeConnectFrame,
  type DecodedFrame,
  decodeFrame,
  encodeFrame,
  tempConnectFrame,
} from '#domain/protocol'
import { DEFAULT_SOCKET_LIMITS } from '../../src/context'
import { SocketLimitReason } from '../../src/socket/limits'
import type { NotificationRecord } from '../../src/state/notifications'
import type { Closed, TestClient } from '../_util/socket-client'
import {
  answersPing,
  bridgeEnvelope,
  dappBridgeFrame,
  keyPairOf,
  login,
  NOW,
  type Node,
  seedUser,
  signedChat,
  startNode,
} from '../_util/socket-node'

const ALICE = 'user:a11ce00000000000000000000000000000000000000000000000a11ce'
const BOB = 'user:b0b0000000000000000000000000000000000000000000000000b0b0'
const DAY_MS = 86_400_000
const aliceKey = keyPairOf(1)
const bobKey = keyPairOf(2)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The close of `client` if it comes within `ms`, else 'open': a missing close fails fast and clearly. */
const closeWithin = (client: TestClient, ms = 2_000): Promise<Closed | 'open'> =>
  Promise.race([client.closed, sleep(ms).then(() => 'open' as const)])

const joinTopic = async (node: Node, topic: string): Promise<TestClient> => {
  const client = await node.open()
  client.send(bridgeConnectFrame({ NodeID: '', DAppID: 'SwapChat:im', TopicID: topic }))
  await client.nextOf('bridgeConnectReply')
  return client
}

const notice: NotificationRecord = {
  messageid: 'notice-1',
  from: 'user:system',
  from_sign: '',
  topic: ALICE,
  cipher_suite: 'NONE',
  payload_type: 'application/json',
  payload: { title: 'Hello', content: 'New follower', type: 'system.follow', version: 1, timestamp: NOW },
  timestamp: NOW,
  version: 1,
  read: false,
  status: 'received',
}

describe('a socket ends with its session', () => {
  let node: Node
  const clock = { now: NOW }
  beforeEach(async () => {
    clock.now = NOW
    node = await startNode(clock)
  })

  it('closes 4001 "Session expired" when the key of a connected, silent socket expires', async () => {
    const alice = await login(node, seedUser(node, ALICE, aliceKey, NOW + 40))
    clock.now = NOW + 41
    expect(await closeWithin(alice)).toEqual({ code: 4001, reason: 'Session expired' })
  })

  it('keeps the socket when a re-login extended the key before it expired (control)', async () => {
    const bob = await login(node, seedUser(node, BOB, bobKey))
    const alice = await login(node, seedUser(node, ALICE, aliceKey, NOW + 40))
    node.app.context.state.users.addSession(ALICE, { pubkey: aliceKey.PublicKey, expires: NOW + DAY_MS }, NOW)
    clock.now = NOW + 41
    // Past the first expiry's timer, which must find the extended key and leave the socket open.
    await sleep(150)
    await answersPing(alice)
    bob.send(signedChat({ from: BOB, to: ALICE, text: 'still here?', key: bobKey }))
    expect((await bob.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect((await alice.nextOf('message')).message.comeFrom).toBe(BOB)
  })

  it('delivers no DM to a socket whose key expired before its timer fired, and closes it', async () => {
    const bob = await login(node, seedUser(node, BOB, bobKey))
    // The key expires a minute ahead on the node's clock: the timer is a minute away in real time.
    const alice = await login(node, seedUser(node, ALICE, aliceKey, NOW + 60_000))
    clock.now = NOW + 61_000
    bob.send(signedChat({ from: BOB, to: ALICE, text: 'after your session', key: bobKey }))
    expect((await bob.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect(await closeWithin(alice)).toEqual({ code: 4001, reason: 'Session expired' })
    await expect(alice.next(50)).rejects.toThrow(/no frame/)
  })

  it('delivers no notification to a socket whose key expired, and closes it', async () => {
    const alice = await login(node, seedUser(node, ALICE, aliceKey, NOW + 60_000))
    clock.now = NOW + 61_000
    node.app.context.hub.notification([ALICE], notice)
    expect(await closeWithin(alice)).toEqual({ code: 4001, reason: 'Session expired' })
    await expect(alice.next(50)).rejects.toThrow(/no frame/)
  })

  it('acts on no frame from a socket whose key expired: a dapp_bridge answer is not relayed', async () => {
    const topic = 'swapchat:im@eth:0x1111111111111111111111111111111111111111'
    const alice = await login(node, seedUser(node, ALICE, aliceKey, NOW + 60_000))
    const signClient = await node.open()
    signClient.send(
      tempConnectFrame({ NodeID: '', DAppID: 'd', TopicID: topic, SignatureTimestamp: 0, DAppSignature: '' }),
    )
    await signClient.nextOf('tempConnectReply')
    clock.now = NOW + 61_000
    alice.send(dappBridgeFrame(ALICE, topic, { content: 'keys' }))
    expect(await closeWithin(alice)).toEqual({ code: 4001, reason: 'Session expired' })
    await answersPing(signClient)
  })

  it('delivers both to a socket whose key is live (control)', async () => {
    const bob = await login(node, seedUser(node, BOB, bobKey))
    const alice = await login(node, seedUser(node, ALICE, aliceKey, NOW + 120_000))
    clock.now = NOW + 61_000
    bob.send(signedChat({ from: BOB, to: ALICE, text: 'hi', key: bobKey }))
    expect((await alice.nextOf('message')).message.comeFrom).toBe(BOB)
    node.app.context.hub.notification([ALICE], notice)
    expect((await alice.nextOf('notificationList')).message.data[0]?.messageId).toBe('notice-1')
  })
})

describe('a socket that never connects is closed after the connect deadline', () => {
  let node: Node
  beforeEach(async () => {
    node = await startNode({ now: NOW }, { socketLimits: { connectDeadlineMs: 50 } })
  })

  it('closes 1008 a socket that only pings, and one whose temp connect was refused', async () => {
    const idle = await node.open()
    await answersPing(idle)
    const refused = await node.open()
    refused.send(
      tempConnectFrame({ NodeID: '', DAppID: 'd', TopicID: '', SignatureTimestamp: 0, DAppSignature: '' }),
    )
    expect((await refused.nextOf('tempConnectReply')).message.statusCode).toBe(400)
    const expected = { code: 1008, reason: SocketLimitReason.noConnect }
    expect(await closeWithin(idle)).toEqual(expected)
    expect(await closeWithin(refused)).toEqual(expected)
  })

  it('leaves a user, a bridge topic and a temp topic socket open past the deadline (control)', async () => {
    const user = await login(node, seedUser(node, ALICE, aliceKey))
    const bridge = await joinTopic(node, 'bridge:b4000069a1a55467b48dbd5c326459ca08486f44')
    const temp = await node.open()
    temp.send(
      tempConnectFrame({
        NodeID: '',
        DAppID: 'd',
        TopicID: 'swapchat:im@eth:0x11',
        SignatureTimestamp: 0,
        DAppSignature: '',
      }),
    )
    expect((await temp.nextOf('tempConnectReply')).message.statusCode).toBe(200)
    await sleep(150)
    for (const client of [user, bridge, temp]) await answersPing(client)
  })

  it('defaults to 30 s, the SDK’s 10 s handshake deadline and more', () => {
    expect(DEFAULT_SOCKET_LIMITS.connectDeadlineMs).toBe(30_000)
  })
})

describe('a user holds a bounded number of sockets', () => {
  let node: Node
  beforeEach(async () => {
    node = await startNode({ now: NOW }, { socketLimits: { perUser: 3 } })
  })

  it('closes the oldest with 1008 when a connect goes past the cap; the newest all get the DM', async () => {
    const bob = await login(node, seedUser(node, BOB, bobKey))
    const alice = seedUser(node, ALICE, aliceKey)
    const oldest = await login(node, alice)
    const kept = [await login(node, alice), await login(node, alice)]
    await answersPing(oldest)
    kept.push(await login(node, alice))
    expect(await closeWithin(oldest)).toEqual({ code: 1008, reason: SocketLimitReason.tooManySockets })
    bob.send(signedChat({ from: BOB, to: ALICE, text: 'to every device', key: bobKey }))
    for (const device of kept) expect((await device.nextOf('message')).message.comeFrom).toBe(BOB)
  })

  it('defaults to 20 sockets per user', () => {
    expect(DEFAULT_SOCKET_LIMITS.perUser).toBe(20)
  })
})

describe('a bridge topic holds a bounded number of sockets', () => {
  const TOPIC = 'bridge:b4000069a1a55467b48dbd5c326459ca08486f44'
  let node: Node
  beforeEach(async () => {
    node = await startNode({ now: NOW }, { socketLimits: { perTopic: 2 } })
  })

  it('lets a second socket join (a reopen or a second tab) and refuses one past the cap with 1008', async () => {
    const first = await joinTopic(node, TOPIC)
    const second = await joinTopic(node, TOPIC)
    const third = await node.open()
    third.send(bridgeConnectFrame({ NodeID: '', DAppID: 'SwapChat:im', TopicID: TOPIC }))
    expect(await closeWithin(third)).toEqual({ code: 1008, reason: SocketLimitReason.topicFull })
    const temp = await node.open()
    temp.send(
      tempConnectFrame({ NodeID: '', DAppID: 'd', TopicID: TOPIC, SignatureTimestamp: 0, DAppSignature: '' }),
    )
    expect(await closeWithin(temp)).toEqual({ code: 1008, reason: SocketLimitReason.topicFull })
    const wallet = await joinTopic(node, 'bridge:1f5209196a7373b5ac87b4e5446850d9bd6184a2')
    wallet.send(
      bridgeEnvelope('bridge:1f5209196a7373b5ac87b4e5446850d9bd6184a2', TOPIC, utf8ToBytes('{}'), 'm'),
    )
    expect((await wallet.nextOf('messageStatus')).message.messageStatus).toBe('received')
    for (const joined of [first, second])
      expect((await joined.nextOf('message')).message.contentTopic).toBe(TOPIC)
  })

  it('defaults to 20 sockets per topic', () => {
    expect(DEFAULT_SOCKET_LIMITS.perTopic).toBe(20)
  })
})

/**
 * A ws client whose TCP socket can stop reading: the node's writes then pile up in its send buffer
 * (`bufferedAmount`) once the kernel's buffers are full.
 */
const openPausable = async (url: string) => {
  let tcp: ReturnType<typeof tcpConnect> | undefined
  const ws = new WebSocket(url, {
    createConnection: (options: Parameters<typeof tcpConnect>[0]) => {
      tcp = tcpConnect(options)
      return tcp
    },
  } as WebSocket.ClientOptions)
  const frames: DecodedFrame[] = []
  ws.on('message', (data: Buffer) => frames.push(decodeFrame(new Uint8Array(data))))
  const closed = new Promise<Closed>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
  )
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  return {
    ws,
    frames,
    closed,
    pause: () => tcp?.pause(),
    resume: () => tcp?.resume(),
  }
}

describe('a socket that stops reading is closed at the send-buffer bound', () => {
  const SLOW = 'bridge:5105000000000000000000000000000000000000'
  const FAST = 'bridge:fa57000000000000000000000000000000000000'
  const SENDER = 'bridge:5e4d000000000000000000000000000000000000'
  const FRAMES = 40
  let node: Node
  beforeEach(async () => {
    node = await startNode({ now: NOW }, { socketLimits: { sendBufferBytes: 64 * 1024 } })
  })

  it('closes 1013 the reader that stopped, after 20 MiB sent its way; a reading socket gets all', async () => {
    const slow = await openPausable(node.url)
    slow.ws.send(encodeFrame(bridgeConnectFrame({ NodeID: '', DAppID: 'd', TopicID: SLOW })))
    await expect.poll(() => slow.frames.length).toBe(1)
    slow.pause()
    const fast = await joinTopic(node, FAST)
    const sender = await joinTopic(node, SENDER)
    // 512 KiB of JSON per envelope, each to both topics' sockets: 20 MiB toward the reader that stopped,
    // far beyond what the kernel's socket buffers on loopback hold.
    const payload = utf8ToBytes(JSON.stringify({ content: 'x'.repeat(512 * 1024) }))
    for (let i = 0; i < FRAMES; i++) {
      sender.send(bridgeEnvelope(SENDER, SLOW, payload, `slow-${i}`))
      sender.send(bridgeEnvelope(SENDER, FAST, payload, `fast-${i}`))
    }
    for (let i = 0; i < 2 * FRAMES; i++)
      expect((await sender.nextOf('messageStatus', 5_000)).message.messageStatus).toBe('received')
    for (let i = 0; i < FRAMES; i++)
      expect((await fast.nextOf('message', 5_000)).message.messageId).toBe(`fast-${i}`)
    slow.resume()
    const outcome = await Promise.race([slow.closed, sleep(5_000).then(() => 'open' as const)])
    expect(outcome).toEqual({ code: 1013, reason: SocketLimitReason.slowReader })
    // It got what the buffers held when the node gave up on it, never all of it.
    expect(slow.frames.length).toBeLessThan(1 + FRAMES)
    await answersPing(fast)
  })

  it('defaults to 1 MiB unsent per socket, one frame of the largest size the node accepts', () => {
    expect(DEFAULT_SOCKET_LIMITS.sendBufferBytes).toBe(1024 * 1024)
  })
})
