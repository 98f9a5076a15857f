/**
 * The chat list's subscriptions: `watchChannels` hands the inbox the list now and after every change and
 * names chats that have none (a private chat by the other person's profile, asked once; a group by the
 * node's list); `watchUnread` hands the badge its total; a chat a screen opens through `message.watch`
 * keeps its unread count at 0 until the screen closes it.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { memoryContext } from '../../../tests/_util/memory-context'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import { ManualClock, MemoryLogger, seededRandom } from '../../../tests/fakes/ports'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import { chatsList } from '../../domain/contract'
import type { PublicProfile } from '../../domain/contract/schemas'
import { utf8ToBytes } from '../../domain/crypto/encoding'
import { messageFrame } from '../../domain/protocol'
import { messageId } from '../../domain/signing/socket'
import { MessageModule } from '../message/message'
import { ChannelModule } from './channel'
import type { ChatList, ProfileSource } from './chat-list-watch'

const ME = 'user:me'
const ALICE = 'user:alice'
const BOB = 'user:bob'
const GROUP = 'group:0123456789abcdef0123456789abcdef01234567'
const T0 = 1_700_000_000_000

let node: MemoryNode
let session: FakeSession
let asked: string[]
let refuse: Set<string>

const profiles: ProfileSource = {
  getPublicProfile: async ({ did_type, did_value }) => {
    asked.push(`${did_type}:${did_value}`)
    if (refuse.has(did_value)) throw new Error('Network Error')
    return { userid: did_value, nickname: `nick of ${did_value}` } as PublicProfile
  },
}

const setup = () => {
  const { ctx } = memoryContext({
    node,
    keys: { PrivateKey: '01'.repeat(32), PublicKey: '', userid: ME },
    session,
    ports: { clock: new ManualClock(T0), random: seededRandom(), logger: new MemoryLogger() },
  })
  const messages = new MessageModule(ctx)
  return { messages, channels: new ChannelModule(ctx, messages, profiles) }
}

const push = (text: string, timestamp: number, from: string, to = ME) => {
  const payload = utf8ToBytes(text)
  const ids = { comeFrom: from, contentTopic: to, timestamp, payload }
  session.push(messageFrame({ ...ids, messageId: messageId(ids), fromSign: 'sig', nodeId: 'node:1' }))
}

/** Lets the profile reads and the node's answers settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  node = new MemoryNode()
  session = new FakeSession()
  asked = []
  refuse = new Set()
})

describe('ChannelModule.watchChannels', () => {
  it('hands the list over now and after each change, naming a private chat once by its profile', async () => {
    const { channels } = setup()
    const heard: ChatList[] = []
    const stop = channels.watchChannels((list) => heard.push(list))
    push('hi', T0 + 1, ALICE)
    push('again', T0 + 2, ALICE)
    await settled()
    expect(asked).toEqual([`web3mq:${ALICE}`])
    expect(heard[0]).toEqual({ channels: [], people: {} })
    expect(heard.at(-1)?.people).toEqual({ [ALICE]: { userid: ALICE, nickname: `nick of ${ALICE}` } })
    expect(heard.at(-1)?.channels).toMatchObject([{ chatid: ALICE, unread: 2, lastMessage: 'again' }])
    const count = heard.length
    stop()
    push('unheard', T0 + 3, ALICE)
    expect(heard).toHaveLength(count)
  })

  it('names a group by reading the node’s list again, and asks for a failed profile again', async () => {
    node.answer(chatsList, () => ({
      items: [{ chatid: GROUP, chat_type: 'group', chat_name: 'Team', avatar_url: '', avatar_base64: '' }],
      total: 1,
    }))
    refuse.add(BOB)
    const { channels } = setup()
    const heard: ChatList[] = []
    channels.watchChannels((list) => heard.push(list), 100)
    push('to the team', T0 + 1, BOB, GROUP)
    await settled()
    expect(node.callsTo(chatsList).map((c) => [c.fields.page, c.fields.size])).toEqual([['1', '100']])
    expect(heard.at(-1)?.channels.find((c) => c.chatid === GROUP)?.chat_name).toBe('Team')
    push('direct', T0 + 2, BOB)
    await settled()
    refuse.clear()
    push('direct again', T0 + 3, BOB)
    await settled()
    expect(asked).toEqual([`web3mq:${BOB}`, `web3mq:${BOB}`])
    expect(heard.at(-1)?.people[BOB]).toMatchObject({ nickname: `nick of ${BOB}` })
  })
})

describe('a chat opened through message.watch', () => {
  it('keeps its unread count at 0 while open; the badge follows', () => {
    const { channels, messages } = setup()
    const totals: number[] = []
    channels.watchUnread((total) => totals.push(total))
    push('one', T0 + 1, BOB)
    push('two', T0 + 2, BOB)
    const close = messages.watch(BOB, () => undefined)
    expect(channels.activeChannel).toMatchObject({ chatid: BOB, unread: 0 })
    push('three', T0 + 3, BOB)
    expect(channels.activeChannel).toMatchObject({ unread: 0, lastMessage: 'three' })
    close()
    expect(channels.activeChannel).toBeNull()
    push('four', T0 + 4, BOB)
    expect(totals).toEqual([0, 1, 2, 0, 0, 0, 0, 1])
  })

  it('lists a chat opened before any message, and reads its other person, none for a group', async () => {
    const { channels, messages } = setup()
    messages.watch(ALICE, () => undefined)
    expect(channels.channelList).toMatchObject([{ chatid: ALICE, unread: 0 }])
    expect(await channels.peerProfile(ALICE)).toMatchObject({ userid: ALICE })
    expect(await channels.peerProfile(GROUP)).toBeUndefined()
    expect(asked).toEqual([`web3mq:${ALICE}`])
  })
})
