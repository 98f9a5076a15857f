/**
 * ChannelModule against a real mock node over the SDK's real socket: both sides' chat lists, unread
 * counts from live messages (reset on open, not counted while open, never for own messages), names
 * from the node kept together with local counts, and adding a chat with updateChannel.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { ChannelModule } from '../../src/sdk/channel/channel'
import { Connection } from '../../src/sdk/connection/connection'
import type { ClientContext } from '../../src/sdk/core/context'
import { MessageModule } from '../../src/sdk/message/message'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { ethWallet } from '../fakes/wallets'

/** Generous: these waits end as soon as the condition holds, the bound only matters on a loaded CI. */
const WAIT = { timeout: 5_000 }

interface Side {
  ctx: ClientContext
  messages: MessageModule
  channels: ChannelModule
}

let node: RunningNode
let alice: TestAccount
let bob: TestAccount
let carol: TestAccount
let a: Side
let b: Side
const connections: Connection[] = []

const open = async (account: TestAccount): Promise<Side> => {
  const ctx = contextFor(node, account)
  const connection = new Connection({
    transport: createNodeSocketTransport(),
    clock: ctx.ports.clock,
    random: ctx.ports.random,
    logger: ctx.ports.logger,
    url: ctx.config.wsUrl,
    keys: ctx.keys,
  })
  connections.push(connection)
  await connection.connect()
  ctx.session = connection
  const messages = new MessageModule(ctx)
  return { ctx, messages, channels: new ChannelModule(ctx, messages) }
}

/** Sends and waits until the recipient's SDK has handled the message. */
const deliver = async (from: Side, to: Side, text: string, topic: string) => {
  const echo = await from.messages.sendMessage(text, topic)
  await vi.waitFor(() => expect(to.channels.channelList.some((c) => c.lastMessage === text)).toBe(true), WAIT)
  return echo
}

const row = (side: Side, chatid: string) => side.channels.channelList.find((c) => c.chatid === chatid)

beforeAll(async () => {
  node = await startMockNode()
  alice = await signUpAndLogIn(httpSend(node.url), ethWallet('channel-alice'), { nickname: 'Alice' })
  bob = await signUpAndLogIn(httpSend(node.url), ethWallet('channel-bob'), { nickname: 'Bob' })
  carol = await signUpAndLogIn(httpSend(node.url), ethWallet('channel-carol'), { nickname: 'Carol' })
  a = await open(alice)
  b = await open(bob)
})

afterAll(async () => {
  for (const connection of connections) connection.close()
  await node?.close()
})

describe('chat lists and unread counts', () => {
  it('starts empty on both sides', async () => {
    expect(await a.channels.queryChannels()).toEqual([])
    expect(await b.channels.queryChannels()).toEqual([])
  })

  it('counts messages on a chat that is not open, and never the sender’s own', async () => {
    await deliver(a, b, 'first', bob.userid)
    await deliver(a, b, 'second', bob.userid)
    expect(row(b, alice.userid)).toMatchObject({ unread: 2, lastMessage: 'second' })
    expect(b.channels.totalUnread).toBe(2)
    expect(row(a, bob.userid)).toMatchObject({ unread: 0, lastMessage: 'second' })
  })

  it('gets names from the node and keeps the local counts', async () => {
    const bobList = await b.channels.queryChannels()
    expect(bobList).toMatchObject([
      {
        chatid: alice.userid,
        chat_type: 'user',
        chat_name: 'Alice',
        topic: alice.userid,
        unread: 2,
        lastMessage: 'second',
      },
    ])
    const aliceList = await a.channels.queryChannels()
    expect(aliceList).toMatchObject([{ chatid: bob.userid, chat_name: 'Bob', unread: 0 }])
  })

  it('[P4.23] resets on open, does not count while open, counts again once closed', async () => {
    b.channels.setActiveChannel(alice.userid)
    expect(b.channels.activeChannel).toMatchObject({ chatid: alice.userid, unread: 0 })
    await deliver(a, b, 'while open', bob.userid)
    expect(row(b, alice.userid)).toMatchObject({ unread: 0, lastMessage: 'while open' })
    b.channels.setActiveChannel(null)
    await deliver(a, b, 'after close', bob.userid)
    expect(row(b, alice.userid)).toMatchObject({ unread: 1, lastMessage: 'after close' })
  })

  it('counts a reply on the other side too', async () => {
    await deliver(b, a, 'reply', alice.userid)
    expect(row(a, bob.userid)).toMatchObject({ unread: 1, lastMessage: 'reply' })
    expect(row(b, alice.userid)).toMatchObject({ unread: 1, lastMessage: 'reply' })
  })

  it('adds a chat with updateChannel, on the node and locally', async () => {
    const added = await a.channels.updateChannel({
      chatid: carol.userid,
      chat_type: 'user',
      topic: carol.userid,
      topic_type: 'user',
    })
    expect(added).toMatchObject({ chatid: carol.userid, unread: 0 })
    expect(a.channels.channelList[0]?.chatid).toBe(carol.userid)
    const list = await a.channels.queryChannels()
    expect(list.map((c) => [c.chatid, c.chat_name, c.unread])).toEqual([
      [carol.userid, 'Carol', 0],
      [bob.userid, 'Bob', 1],
    ])
  })
})
