/**
 * The network's own SDK (`@web3mq/client` 1.0.25, tests/official-sdk/README.md) on devnet node 2 chatting
 * with our SDK on node 1: each message arrives live on the other node with the same id, both ways, and the
 * history reads the same from both nodes.
 */
import { Client } from '@web3mq/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToUtf8 } from '#domain/crypto/encoding'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { Connection } from '../../src/sdk/connection/connection'
import type { ClientContext } from '../../src/sdk/core/context'
import { MessageModule } from '../../src/sdk/message/message'
import { nextEvent } from '../../tests/_util/events'
import { signUpAndLogIn, type TestAccount } from '../../tests/_util/node-client'
import { contextFor } from '../../tests/_util/sdk-context'
import { ethWallet } from '../../tests/fakes/wallets'
import { installBrowserShims } from '../../tests/official-sdk/browser-shims'
import { join, nextEvent as nextSdkEvent, type Person } from '../../tests/official-sdk/person'
import { type NatsServer, removeStores, startNats } from '../test/_util/devnet-engine'
import { type RunningDevnetNode, startDevnetNode } from '../test/_util/devnet-nodes'

/** A deadline for one event to cross the devnet; only a hang reaches it (two shared cores). */
const CROSSING_MS = 20_000
const TO_BOB = 'Hello Bob, from our SDK on node 1'
const TO_ALICE = 'Hello Alice, from the official SDK on node 2'

/** A message as the official SDK renders it live. */
interface RenderedMessage {
  id: string
  content: string
  senderId: string
}

/** A history item as the official SDK renders it. */
interface HistoryItem {
  messageid: string
  content: string
  from: string
}

let nats: NatsServer
let one: RunningDevnetNode
let two: RunningDevnetNode
/** Node 2 over HTTPS and WSS, and the certificate the official SDK trusts. */
let twoTls: { url: string; ca: string }
let alice: TestAccount
let aliceCtx: ClientContext
let aliceMessages: MessageModule
let aliceConnection: Connection | undefined
let bob: Person
/** The message ids each side saw, in the order sent. */
const ids: string[] = []

/** Bob's history with Alice as the official SDK renders it, read from the node at `url`. */
const officialHistory = async (url: string): Promise<HistoryItem[]> => {
  // The SDK has one HTTP client per process; `Client.init` points it at a node (tests/official-sdk/README.md).
  await Client.init({
    connectUrl: url,
    tempPubkey: bob.session.PublicKey,
    didKey: `eth:${bob.wallet.address}`,
  })
  return (await bob.client.message.getMessageList({ page: 1, size: 10 }, alice.userid)) as HistoryItem[]
}

beforeAll(async () => {
  nats = await startNats()
  one = await startDevnetNode([nats.url], { nodeId: 'node:devnet-1' })
  // The official SDK always opens wss:// (tests/official-sdk/README.md): node 2 serves TLS as well.
  two = await startDevnetNode([nats.url], { nodeId: 'node:devnet-2', tls: true })
  twoTls = two.tls!
  installBrowserShims(twoTls.ca)
  alice = await signUpAndLogIn(one.send, ethWallet('devnet-official-alice'), { nickname: 'Alice' })
  bob = await join(twoTls.url, 'devnet-official-bob', 'Bob')
  aliceCtx = contextFor(one, alice)
  aliceConnection = new Connection({
    transport: createNodeSocketTransport(),
    clock: aliceCtx.ports.clock,
    random: aliceCtx.ports.random,
    logger: aliceCtx.ports.logger,
    url: aliceCtx.config.wsUrl,
    keys: aliceCtx.keys,
    events: aliceCtx.events,
  })
  await Promise.all([aliceConnection.connect(), bob.connected])
  aliceCtx.session = aliceConnection
  aliceMessages = new MessageModule(aliceCtx)
})

afterAll(async () => {
  aliceConnection?.close()
  bob?.close()
  await two?.stop()
  await one?.stop()
  await nats?.stop()
  removeStores()
})

describe('the official SDK on node 2 and our SDK on node 1', () => {
  it('delivers our message live to the official SDK on the other node', async () => {
    const received = nextSdkEvent<RenderedMessage>(bob, 'message.received', (m) => m.content === TO_BOB)
    const echo = await aliceMessages.sendMessage(TO_BOB, bob.userid)
    expect(await received).toMatchObject({ id: echo.id, content: TO_BOB, senderId: alice.userid })
    ids.push(echo.id)
  })

  it('delivers the official SDK’s reply live to our SDK, with the id its sender was acked', async () => {
    const received = nextEvent(
      aliceCtx.events,
      'message.received',
      (p) => p.message.comeFrom === bob.userid,
      CROSSING_MS,
    )
    // The official SDK renders its type-21 ack with the text it sent last (tests/official-sdk/chat.test.ts).
    const acked = nextSdkEvent<RenderedMessage>(bob, 'message.delivered', (m) => m.content === TO_ALICE)
    await bob.client.message.sendMessage(TO_ALICE, alice.userid)
    const { message } = await received
    expect(message).toMatchObject({ comeFrom: bob.userid, contentTopic: alice.userid })
    expect(bytesToUtf8(base64ToBytes(message.payload))).toBe(TO_ALICE)
    expect((await acked).id).toBe(message.messageId)
    ids.push(message.messageId)
  })

  it('reads the same history on both nodes, in both SDKs', async () => {
    const expected = [
      [ids[0], alice.userid, TO_BOB],
      [ids[1], bob.userid, TO_ALICE],
    ]
    // Our SDK lists a chat newest first, the official SDK oldest first.
    const ours = await aliceMessages.getMessageList(bob.userid)
    expect(ours.map((m) => [m.id, m.senderId, m.content])).toEqual([...expected].reverse())

    const onTwo = await officialHistory(twoTls.url)
    expect(onTwo.map((m) => [m.messageid, m.from, m.content])).toEqual(expected)
    // The same SDK session pointed at node 1 (its HTTP client takes http://; only its socket needs wss://).
    expect(await officialHistory(one.url)).toEqual(onTwo)
  })
})
