/**
 * MessageModule against a real mock node over the SDK's real socket: Alice sends to Bob (echo, then the
 * node's `received` ack), Bob gets the exact text and sender, marks it read over REST and Alice sees the
 * type-22 change; history paging; an ack for an unknown recipient flags the echo failed; a message to a
 * wallet address reaches its holder, and one to an address no user holds is refused before it is sent.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { base64ToBytes, bytesToUtf8 } from '#domain/crypto/encoding'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { Connection } from '../../src/sdk/connection/connection'
import type { ClientContext } from '../../src/sdk/core/context'
import { MessageModule } from '../../src/sdk/message/message'
import { nextEvent } from '../_util/events'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { ethWallet } from '../fakes/wallets'

const WAIT_MS = 5_000
const WAIT = { timeout: WAIT_MS }

let node: RunningNode
let alice: TestAccount
let bob: TestAccount
let aliceCtx: ClientContext
let bobCtx: ClientContext
let aliceMessages: MessageModule
let bobMessages: MessageModule
const connections: Connection[] = []

const open = async (ctx: ClientContext): Promise<MessageModule> => {
  const connection = new Connection({
    transport: createNodeSocketTransport(),
    clock: ctx.ports.clock,
    random: ctx.ports.random,
    logger: ctx.ports.logger,
    url: ctx.config.wsUrl,
    keys: ctx.keys,
    events: ctx.events,
  })
  connections.push(connection)
  await connection.connect()
  ctx.session = connection
  return new MessageModule(ctx)
}

beforeAll(async () => {
  node = await startMockNode()
  alice = await signUpAndLogIn(httpSend(node.url), ethWallet('message-alice'), { nickname: 'Alice' })
  bob = await signUpAndLogIn(httpSend(node.url), ethWallet('message-bob'), { nickname: 'Bob' })
  aliceCtx = contextFor(node, alice)
  bobCtx = contextFor(node, bob)
  aliceMessages = await open(aliceCtx)
  bobMessages = await open(bobCtx)
})

afterAll(async () => {
  for (const connection of connections) connection.close()
  await node?.close()
})

describe('sending and receiving', () => {
  it('[P1.7] shows the echo, settles it on the ack and delivers the exact text to the peer', async () => {
    expect(await aliceMessages.getMessageList(bob.userid)).toEqual([])
    bobMessages.setTopic(alice.userid)
    const echoed = nextEvent(aliceCtx.events, 'message.send')
    const acked = nextEvent(aliceCtx.events, 'message.delivered')
    const received = nextEvent(bobCtx.events, 'message.received')
    const text = 'Hello Bob 👋 — ünïcödé'
    const echo = await aliceMessages.sendMessage(text, bob.userid)

    expect((await echoed).message).toEqual(echo)
    expect(echo).toMatchObject({
      content: text,
      senderId: alice.userid,
      status: 'delivered',
      msgLoading: 'success',
    })
    expect((await acked).status).toMatchObject({
      messageId: echo.id,
      contentTopic: bob.userid,
      messageStatus: 'received',
      comeFrom: alice.userid,
    })
    expect(aliceMessages.messageList[0]).toMatchObject({
      id: echo.id,
      msgLoading: 'success',
      flags: { saved: true, failure: false },
    })

    const { message } = await received
    expect(message).toMatchObject({
      messageId: echo.id,
      from: alice.userid,
      comeFrom: alice.userid,
      contentTopic: bob.userid,
      timestamp: echo.timestamp,
      cipher_suite: 'NONE',
    })
    expect(bytesToUtf8(base64ToBytes(message.payload))).toBe(text)
    expect(bobMessages.messageList[0]).toMatchObject({ id: echo.id, content: text, senderId: alice.userid })
  })

  it('[P9.8] reads the ack time the node sends in seconds and reports it in milliseconds', async () => {
    // To someone else, so the history below stays Alice and Bob's.
    const carol = await signUpAndLogIn(httpSend(node.url), ethWallet('message-carol'), { nickname: 'Carol' })
    const before = Date.now()
    const acked = nextEvent(aliceCtx.events, 'message.delivered')
    const echo = await aliceMessages.sendMessage('what time is it', carol.userid)
    const { status } = await acked
    const after = Date.now()
    expect(status.messageId).toBe(echo.id)
    // Whole seconds scaled to ms: within the second the send began and the ack arrived.
    expect(status.timestamp % 1000).toBe(0)
    expect(status.timestamp).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000)
    expect(status.timestamp).toBeLessThanOrEqual(after)
  })

  it("sends to a wallet address: the node's user holding it receives the exact text, sent and queued", async () => {
    // To someone else, so the history below stays Alice and Bob's.
    const dana = await signUpAndLogIn(httpSend(node.url), ethWallet('message-dana'), { nickname: 'Dana' })
    const danaCtx = contextFor(node, dana)
    await open(danaCtx)
    const first = nextEvent(danaCtx.events, 'message.received', (p) => p.message.comeFrom === alice.userid)
    const echo = await aliceMessages.sendMessage('hello, wallet', dana.wallet.address)
    const { message } = await first
    expect(message).toMatchObject({ messageId: echo.id, from: alice.userid, contentTopic: dana.userid })
    expect(bytesToUtf8(base64ToBytes(message.payload))).toBe('hello, wallet')

    const second = nextEvent(
      danaCtx.events,
      'message.received',
      (p) => bytesToUtf8(base64ToBytes(p.message.payload)) === 'queued, wallet',
    )
    const queued = await aliceMessages.queueMessage(
      'queued, wallet',
      dana.wallet.address.toLowerCase(),
      'eth',
    )
    expect((await second).message).toMatchObject({ messageId: queued.id, contentTopic: dana.userid })
  })

  it('refuses to send to an address no user holds ("User not found"), sending nothing', async () => {
    const nobody = ethWallet('message-nobody').address
    const pending = aliceMessages.outboxPending.length
    await expect(aliceMessages.sendMessage('anyone?', nobody)).rejects.toMatchObject({
      name: 'NodeError',
      message: 'User not found',
      detail: { nodeCode: 404, endpoint: 'user.info', refusal: 'userNotFound' },
    })
    await expect(aliceMessages.queueMessage('anyone?', nobody)).rejects.toMatchObject({
      message: 'User not found',
    })
    expect(aliceMessages.outboxPending).toHaveLength(pending)
  })

  it('tells the sender when the recipient reads it (REST status → type 22)', async () => {
    const echo = await aliceMessages.sendMessage('please read', bob.userid)
    await vi.waitFor(() => expect(bobMessages.messageList[0]?.id).toBe(echo.id), WAIT)
    // Bob's client also says "delivered" on its own (a type 22 of its own): wait for the read one.
    const changed = nextEvent(
      aliceCtx.events,
      'message.statusUpdate',
      (p) => p.status.messageId === echo.id && p.status.messageStatus === 'read',
    )
    await bobMessages.changeMessageStatus([echo.id], 'read', alice.userid)
    expect((await changed).status).toMatchObject({ messageStatus: 'read', comeFrom: bob.userid })
    const row = aliceMessages.messageList.find((m) => m.id === echo.id)
    expect(row).toMatchObject({ status: 'read', flags: { seen: true, distributed: true, saved: true } })
    expect(bobMessages.messageList[0]).toMatchObject({ id: echo.id, status: 'read' })
  })

  it('flags the echo failed when the node knows no such recipient', async () => {
    const nobody = 'user:0000000000000000000000000000000000000000000000000000beef'
    aliceMessages.setTopic(nobody)
    const acked = nextEvent(aliceCtx.events, 'message.delivered', (p) => p.status.contentTopic === nobody)
    const echo = await aliceMessages.sendMessage('anyone?', nobody)
    expect((await acked).status.messageStatus).toBe('userNotFound')
    expect(aliceMessages.messageList).toMatchObject([
      { id: echo.id, status: 'userNotFound', msgLoading: 'error', flags: { failure: true } },
    ])
  })
})

describe('history', () => {
  it('[P4.27] pages newest first: page 1 replaces, later pages append', async () => {
    const texts = ['h1', 'h2', 'h3', 'h4']
    for (const text of texts) {
      const acked = nextEvent(
        aliceCtx.events,
        'message.delivered',
        (p) => p.status.messageStatus === 'received',
      )
      await aliceMessages.sendMessage(text, bob.userid)
      await acked
    }
    const page = (n: number) => bobMessages.getMessageList(alice.userid, n, 2)
    const contents = (rows: readonly { content: string }[]) => rows.map((r) => r.content)
    expect(contents(await page(1))).toEqual(['h4', 'h3'])
    expect(contents(await page(2))).toEqual(['h4', 'h3', 'h2', 'h1'])
    expect(contents(await page(3))).toEqual(['h4', 'h3', 'h2', 'h1', 'please read', 'Hello Bob 👋 — ünïcödé'])
    expect(contents(await page(1))).toEqual(['h4', 'h3'])
    expect(bobMessages.messageList.every((m) => m.senderId === alice.userid)).toBe(true)
  })
})
