/**
 * Two people on two nodes of one devnet, through the SDK's real socket: each message is acknowledged once
 * the log holds it, arrives live on the other node both ways, and history, sync and the chat lists read the
 * same on all three nodes (a frame resent to another node after a failover: security.devnet.ts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { chatsList, messageHistory, newMessages } from '#domain/contract'
import { base64ToBytes, bytesToUtf8 } from '#domain/crypto/encoding'
import type { Connection } from '../../src/sdk/connection/connection'
import type { ClientContext } from '../../src/sdk/core/context'
import { MessageModule } from '../../src/sdk/message/message'
import { nextEvent } from '../../tests/_util/events'
import { openLiveSession } from '../../tests/_util/live-session'
import { signUpAndLogIn, type TestAccount } from '../../tests/_util/node-client'
import { contextFor } from '../../tests/_util/sdk-context'
import { ethWallet } from '../../tests/fakes/wallets'
import { type NatsServer, removeStores, startNats } from '../test/_util/devnet-engine'
import { type RunningDevnetNode, startDevnetNode } from '../test/_util/devnet-nodes'

const WAIT = { timeout: 10_000 }

let nats: NatsServer
let nodes: RunningDevnetNode[] = []
let alice: TestAccount
let bob: TestAccount
let aliceCtx: ClientContext
let bobCtx: ClientContext
let aliceMessages: MessageModule
let bobMessages: MessageModule
const connections: Connection[] = []

const open = async (ctx: ClientContext): Promise<MessageModule> => {
  connections.push(await openLiveSession(ctx))
  return new MessageModule(ctx)
}

beforeAll(async () => {
  nats = await startNats()
  nodes = []
  for (let i = 0; i < 3; i++)
    nodes.push(await startDevnetNode([nats.url], { nodeId: `node:devnet-${i + 1}` }))
  const [one, two] = nodes as [RunningDevnetNode, RunningDevnetNode]
  // Alice signs up on node 1 and Bob on node 2: each is known on every node.
  alice = await signUpAndLogIn(one.send, ethWallet('devnet-alice'), { nickname: 'Alice' })
  bob = await signUpAndLogIn(two.send, ethWallet('devnet-bob'), { nickname: 'Bob' })
  aliceCtx = contextFor(one, alice)
  bobCtx = contextFor(two, bob)
  aliceMessages = await open(aliceCtx)
  bobMessages = await open(bobCtx)
})

afterAll(async () => {
  for (const connection of connections) connection.close()
  for (const node of nodes) await node.stop()
  await nats?.stop()
  removeStores()
})

describe('a devnet of three nodes', () => {
  it('acks a message once stored cluster-wide and delivers it live on the other node, both ways', async () => {
    const received = nextEvent(bobCtx.events, 'message.received')
    const acked = nextEvent(aliceCtx.events, 'message.delivered')
    const echo = await aliceMessages.sendMessage('Hello Bob, from node 1', bob.userid)
    expect((await acked).status).toMatchObject({ messageId: echo.id, messageStatus: 'received' })
    const { message } = await received
    expect(message).toMatchObject({ messageId: echo.id, comeFrom: alice.userid, contentTopic: bob.userid })
    expect(bytesToUtf8(base64ToBytes(message.payload))).toBe('Hello Bob, from node 1')

    const back = nextEvent(aliceCtx.events, 'message.received')
    const reply = await bobMessages.sendMessage('Hello Alice, from node 2', alice.userid)
    const answer = (await back).message
    expect(answer).toMatchObject({ messageId: reply.id, comeFrom: bob.userid })
    expect(bytesToUtf8(base64ToBytes(answer.payload))).toBe('Hello Alice, from node 2')
  })

  it('tells the sender on node 1 when the recipient on node 2 reads it (type 22 across nodes)', async () => {
    bobMessages.setTopic(alice.userid)
    const echo = await aliceMessages.sendMessage('please read', bob.userid)
    await vi.waitFor(() => expect(bobMessages.messageList[0]?.id).toBe(echo.id), WAIT)
    // Bob's client also says "delivered" on its own once it holds the message (docs/protocol.md §3.4): wait for "read".
    const changed = nextEvent(
      aliceCtx.events,
      'message.statusUpdate',
      (p) => p.status.messageId === echo.id && p.status.messageStatus === 'read',
    )
    await bobMessages.changeMessageStatus([echo.id], 'read', alice.userid)
    expect((await changed).status).toMatchObject({ messageStatus: 'read', comeFrom: bob.userid })
  })

  it('reads the same history, sync and chat lists on every node', async () => {
    const perNode = []
    for (const node of nodes) {
      const ctx = contextFor(node, alice)
      perNode.push({
        history: await ctx.api.call(messageHistory, { topic: bob.userid, page: 1, size: 20 }),
        chats: await ctx.api.call(chatsList, { page: 1, size: 20 }),
        sync: await ctx.api.call(newMessages, { sync_timestamp: 0 }),
      })
    }
    expect(perNode[0]?.history.items).toHaveLength(3)
    expect(Object.keys(perNode[0]?.sync[bob.userid] ?? {})).toHaveLength(3)
    expect(perNode[1]).toEqual(perNode[0])
    expect(perNode[2]).toEqual(perNode[0])
  })
})
