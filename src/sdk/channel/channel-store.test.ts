import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { receivedRow } from '../../../tests/_util/display-message'
import { memoryContext } from '../../../tests/_util/memory-context'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import { ManualClock, MemoryLogger, seededRandom } from '../../../tests/fakes/ports'
import { createIdbChatStore, type IdbChatStore } from '../../adapters/idb/idb-chat-store'
import { chatsList } from '../../domain/contract'
import type { Channel } from '../../domain/messages'
import type { ChatActivity, ChatActivitySource } from '../message/activity'
import { ChannelModule } from './channel'

const ME = 'user:me'
const ALICE = 'user:alice'
const BOB = 'user:bob'
const T0 = 1_700_000_000_000

let dbCount = 0
let db: string

/** A message source the test drives: what the MessageModule tells the channel list. */
class Activities implements ChatActivitySource {
  private readonly listeners = new Set<(activity: ChatActivity) => void>()
  onActivity(listener: (activity: ChatActivity) => void) {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
  hear(from: string, text: string, timestamp: number, source: ChatActivity['source'] = 'live') {
    const message = receivedRow(`${from}:${timestamp}`, timestamp, { content: text, senderId: from })
    const activity: ChatActivity = {
      chatId: from,
      contentTopic: ME,
      message,
      fromSelf: false,
      countsAsUnread: true,
      source,
    }
    for (const listener of this.listeners) listener(activity)
  }
}

/** The store with every channel write counted, a promise for the next one, and one for none in flight. */
const counting = (store: IdbChatStore) => {
  const writes: Channel[][] = []
  let written: () => void = () => undefined
  let inFlight = 0
  const idlers: (() => void)[] = []
  const spied: IdbChatStore = Object.assign(Object.create(store) as IdbChatStore, {
    putChannels: async (userid: string, channels: readonly Channel[]) => {
      inFlight++
      await store.putChannels(userid, channels)
      writes.push([...channels])
      inFlight--
      written()
      if (inFlight === 0) for (const idle of idlers.splice(0)) idle()
    },
  })
  const nextWrite = () =>
    new Promise<void>((resolve) => {
      written = resolve
    })
  const idle = () =>
    inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idlers.push(resolve))
  return { store: spied, writes, nextWrite, idle }
}

const row = (chatid: string, chat_name: string, timestamp: number) => ({
  chatid,
  chat_type: 'user',
  chat_name,
  avatar_url: '',
  avatar_base64: '',
  topic: chatid,
  topic_type: 'user',
  timestamp,
})

/** One "page load": a fresh store object and module on the same database, for `userid`. */
const start = async (node: MemoryNode, userid = ME) => {
  const raw = createIdbChatStore({ name: db })
  await raw.open()
  const { store, writes, nextWrite, idle } = counting(raw)
  const { ctx } = memoryContext({
    node,
    keys: { PrivateKey: '01'.repeat(32), PublicKey: '', userid },
    ports: {
      clock: new ManualClock(T0),
      random: seededRandom(),
      logger: new MemoryLogger(),
      chatStore: store,
    },
  })
  const activities = new Activities()
  const channels = new ChannelModule(ctx, activities)
  const lists: (readonly Channel[])[] = []
  ctx.events.on('channel.getList', ({ channels: list }) => lists.push(list))
  return { raw, channels, activities, writes, nextWrite, idle, lists }
}

const summary = (list: readonly Channel[]) =>
  list.map((c) => ({
    chatid: c.chatid,
    lastMessage: c.lastMessage,
    updatedAt: c.updatedAt,
    unread: c.unread,
  }))

let node: MemoryNode

/**
 * A first page load that lists the node's chats, hears `messages` (from, text, time) in one task, waits
 * for the list's write, optionally does `then` and waits for that write too, and closes its store.
 */
const firstLoad = async (
  messages: readonly (readonly [string, string, number])[],
  then?: (channels: ChannelModule) => void,
) => {
  const first = await start(node)
  await first.channels.queryChannels(1)
  let written = first.nextWrite()
  for (const [from, text, at] of messages) first.activities.hear(from, text, at)
  await written
  if (then) {
    written = first.nextWrite()
    then(first.channels)
    await written
  }
  first.raw.close()
}

beforeEach(() => {
  db = `channel-store-${dbCount++}`
  node = new MemoryNode()
  node.answer(chatsList, () => [row(ALICE, 'Alice', T0), row(BOB, 'Bob', T0 - 5)])
})

describe('ChannelModule in the chat store', () => {
  it('[P3.15] a restart lists the chats with last message, update time and unread count, offline', async () => {
    await firstLoad([
      [ALICE, 'hello', T0 + 10],
      [ALICE, 'are you there?', T0 + 20],
    ])

    node.answer(chatsList, () => {
      throw new Error('connect ECONNREFUSED')
    })
    const second = await start(node)
    const listed = await second.channels.queryChannels(1)
    const expected = [
      { chatid: ALICE, lastMessage: 'are you there?', updatedAt: T0 + 20, unread: 2 },
      { chatid: BOB, lastMessage: undefined, updatedAt: T0 - 5, unread: 0 },
    ]
    expect(summary(listed)).toEqual(expected)
    expect(second.channels.totalUnread).toBe(2)
    // Shown from the store before the node was asked (and failed).
    expect(second.lists.map(summary)).toEqual([expected])
  })

  it('messages heard in one task cost one write of the latest list', async () => {
    const first = await start(node)
    await first.channels.queryChannels(1)
    await first.idle()
    const before = first.writes.length
    const written = first.nextWrite()
    for (let i = 1; i <= 5; i++) first.activities.hear(BOB, `m${i}`, T0 + i)
    await written
    expect(first.writes.length - before).toBe(1)
    expect(summary(first.writes.at(-1) ?? []).find((c) => c.chatid === BOB)).toEqual({
      chatid: BOB,
      lastMessage: 'm5',
      updatedAt: T0 + 5,
      unread: 5,
    })
  })

  it('the node page merges over the stored list; opening a chat writes its unread count 0', async () => {
    await firstLoad([[BOB, 'ping', T0 + 30]], (channels) => channels.setActiveChannel(BOB))

    node.answer(chatsList, () => [row(BOB, 'Bobby', T0 + 30), row(ALICE, 'Alice', T0)])
    const second = await start(node)
    const listed = await second.channels.queryChannels(1)
    expect(listed.map((c) => [c.chatid, c.chat_name, c.lastMessage, c.unread])).toEqual([
      [BOB, 'Bobby', 'ping', 0],
      [ALICE, 'Alice', undefined, 0],
    ])
  })

  it('a caught-up message the stored list already counted is not counted again after a restart', async () => {
    await firstLoad([[ALICE, 'before the reload', T0 + 10]])

    const second = await start(node)
    await second.channels.restoreChannels()
    // Catch-up starts a little before the last sync: the same message comes again, then a new one.
    second.activities.hear(ALICE, 'before the reload', T0 + 10, 'catchUp')
    second.activities.hear(ALICE, 'after the reload', T0 + 40, 'catchUp')
    expect(summary(second.channels.channelList).find((c) => c.chatid === ALICE)).toEqual({
      chatid: ALICE,
      lastMessage: 'after the reload',
      updatedAt: T0 + 40,
      unread: 2,
    })
  })

  it('each account on the device sees only its own chat list', async () => {
    await firstLoad([[ALICE, 'for me', T0 + 10]])

    const theirs = await start(node, 'user:someone-else')
    expect(await theirs.channels.restoreChannels()).toEqual([])
  })
})
