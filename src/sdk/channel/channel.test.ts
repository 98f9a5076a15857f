import { beforeEach, describe, expect, it } from 'vitest'
import { memoryContext } from '../../../tests/_util/memory-context'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import { ManualClock, MemoryLogger, seededRandom } from '../../../tests/fakes/ports'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import { chatsList, chatsUpdate } from '../../domain/contract'
import { utf8ToBytes } from '../../domain/crypto/encoding'
import type { Channel } from '../../domain/messages'
import { messageFrame } from '../../domain/protocol'
import { messageId } from '../../domain/signing/socket'
import { MessageModule } from '../message/message'
import { ChannelModule } from './channel'

const ME = 'user:me'
const ALICE = 'user:alice'
const BOB = 'user:bob'
const GROUP = 'group:0123456789abcdef0123456789abcdef01234567'
const KEYS = { PrivateKey: '01'.repeat(32), PublicKey: '', userid: ME }
const T0 = 1_700_000_000_000

let clock: ManualClock
let node: MemoryNode
let session: FakeSession

const setup = (wired = true) => {
  const { ctx } = memoryContext({
    node,
    keys: KEYS,
    session,
    ports: { clock, random: seededRandom(), logger: new MemoryLogger() },
  })
  const messages = new MessageModule(ctx)
  const channels = wired ? new ChannelModule(ctx, messages) : new ChannelModule(ctx)
  const events: Record<string, unknown[]> = {}
  for (const name of ['channel.getList', 'channel.updated', 'channel.activeChange'] as const) {
    ctx.events.on(name, (p) => {
      events[name] = [...(events[name] ?? []), p]
    })
  }
  return { ctx, messages, channels, events }
}

const chat = (chatid: string, chat_name: string, timestamp: number) => ({
  chatid,
  chat_type: chatid.startsWith('group:') ? 'group' : 'user',
  chat_name,
  avatar_url: `https://a/${chat_name}`,
  avatar_base64: '',
  topic: chatid,
  topic_type: chatid.startsWith('group:') ? 'group' : 'user',
  timestamp,
})

const push = (text: string, timestamp: number, from: string, to = ME) => {
  const payload = utf8ToBytes(text)
  session.push(
    messageFrame({
      payload,
      contentTopic: to,
      comeFrom: from,
      timestamp,
      messageId: messageId({ comeFrom: from, contentTopic: to, timestamp, payload }),
    }),
  )
}

const unread = (list: readonly Channel[]) => list.map((c) => [c.chatid, c.unread ?? 0])

beforeEach(() => {
  clock = new ManualClock(T0)
  node = new MemoryNode()
  session = new FakeSession()
})

describe('ChannelModule.queryChannels', () => {
  it('[P3.15] [P7.10] maps node chats to channels and pages: page 1 replaces, page 2 appends', async () => {
    const all = [chat(ALICE, 'Alice', T0 + 3), chat(GROUP, 'Team', T0 + 2), chat(BOB, 'Bob', T0 + 1)]
    node.answer(chatsList, (f) => {
      const page = Number(f.page)
      const size = Number(f.size)
      return { items: all.slice((page - 1) * size, page * size), total: 3 }
    })
    const { channels, events } = setup()
    const first = await channels.queryChannels(1, 2)
    expect(first[0]).toEqual({
      chatid: ALICE,
      chat_type: 'user',
      chat_name: 'Alice',
      avatar_base64: '',
      avatar_url: 'https://a/Alice',
      topic: ALICE,
      topic_type: 'user',
      updatedAt: T0 + 3,
      unread: 0,
    })
    expect((await channels.queryChannels(2, 2)).map((c) => c.chatid)).toEqual([ALICE, GROUP, BOB])
    expect((await channels.queryChannels(1, 2)).map((c) => c.chatid)).toEqual([ALICE, GROUP])
    expect(node.callsTo(chatsList).map((c) => [c.fields.page, c.fields.size, c.fields.userid])).toEqual([
      ['1', '2', ME],
      ['2', '2', ME],
      ['1', '2', ME],
    ])
    expect(events['channel.getList']).toHaveLength(3)
  })

  it('[P3.15] keeps local unread counts and last messages across a refresh, and fills names', async () => {
    node.answer(chatsList, () => ({ items: [chat(ALICE, 'Alice', T0)], total: 1 }))
    const { channels } = setup()
    push('hi', T0 + 50, ALICE)
    expect(channels.channelList[0]).toMatchObject({
      chatid: ALICE,
      chat_name: '',
      unread: 1,
      lastMessage: 'hi',
    })
    const [row] = await channels.queryChannels()
    expect(row).toMatchObject({
      chatid: ALICE,
      chat_name: 'Alice',
      unread: 1,
      lastMessage: 'hi',
      updatedAt: T0 + 50,
    })
  })
})

describe('ChannelModule: unread', () => {
  it('counts messages on chats that are not open and moves them to the top', async () => {
    node.answer(chatsList, () => ({
      items: [chat(ALICE, 'Alice', T0 + 2), chat(BOB, 'Bob', T0 + 1)],
      total: 2,
    }))
    const { channels, events } = setup()
    await channels.queryChannels()
    push('one', T0 + 10, BOB)
    push('two', T0 + 11, BOB)
    expect(unread(channels.channelList)).toEqual([
      [BOB, 2],
      [ALICE, 0],
    ])
    expect(channels.channelList[0]).toMatchObject({ lastMessage: 'two', updatedAt: T0 + 11 })
    expect(channels.totalUnread).toBe(2)
    expect(events['channel.updated']).toHaveLength(2)
  })

  it('resets unread when a chat is opened and does not count while it is open', async () => {
    node.answer(chatsList, () => ({ items: [chat(BOB, 'Bob', T0)], total: 1 }))
    const { channels, events } = setup()
    await channels.queryChannels()
    push('one', T0 + 10, BOB)
    channels.setActiveChannel(BOB)
    expect(channels.activeChannel).toMatchObject({ chatid: BOB, unread: 0 })
    expect(events['channel.activeChange']).toEqual([{ channel: channels.activeChannel }])
    push('two', T0 + 11, BOB)
    expect(channels.activeChannel).toMatchObject({ unread: 0, lastMessage: 'two' })
    channels.activeChannel = null
    expect(channels.activeChannel).toBeNull()
    push('three', T0 + 12, BOB)
    expect(unread(channels.channelList)).toEqual([[BOB, 1]])
  })

  it('never counts own messages (echo or another device) but shows them as last message', async () => {
    const { channels, messages } = setup()
    await messages.sendMessage('from here', ALICE)
    push('from my phone', T0 + 20, ME, ALICE)
    expect(channels.channelList).toMatchObject([{ chatid: ALICE, unread: 0, lastMessage: 'from my phone' }])
  })

  it('adds an opened chat that is not listed yet', () => {
    const { channels } = setup()
    const fresh: Channel = {
      chatid: GROUP,
      chat_type: 'group',
      chat_name: 'Team',
      avatar_base64: '',
      avatar_url: '',
    }
    channels.setActiveChannel(fresh)
    expect(channels.channelList.map((c) => c.chatid)).toEqual([GROUP])
    expect(channels.activeChannel).toMatchObject({ chatid: GROUP, chat_name: 'Team' })
  })

  it('reads session frames itself when no message module is given', () => {
    const { channels } = setup(false)
    push('direct', T0 + 1, BOB)
    push('{"x":1}', T0 + 2, BOB)
    expect(unread(channels.channelList)).toEqual([[BOB, 2]])
    channels.dispose()
    push('after dispose', T0 + 3, BOB)
    expect(unread(channels.channelList)).toEqual([[BOB, 2]])
  })
})

describe('ChannelModule.updateChannel', () => {
  it('[P7.10] posts the chat to the node and lists it', async () => {
    node.answer(chatsUpdate, () => null)
    const { channels, events } = setup()
    const row = await channels.updateChannel({
      chatid: BOB,
      chat_type: 'user',
      topic: BOB,
      topic_type: 'user',
    })
    expect(node.callsTo(chatsUpdate)[0]?.fields).toMatchObject({
      chatid: BOB,
      chat_type: 'user',
      topic: BOB,
      topic_type: 'user',
      userid: ME,
    })
    expect(row).toMatchObject({ chatid: BOB, chat_type: 'user', topic: BOB, topic_type: 'user', unread: 0 })
    expect(events['channel.updated']).toEqual([{ channels: [row] }])
  })
})
