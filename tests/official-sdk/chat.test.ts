/**
 * `@web3mq/client` 1.0.25 chatting through the mock node: socket messages both ways, the channel list,
 * history, message status, and the type-21 ack the sender gets for each message.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { nextEvent, type Person } from './person'
import { stageFor } from './stage'

interface RenderedMessage {
  id: string
  content: string
  senderId: string
  /** `Y-M-D` as the SDK renders it (month and day not padded). */
  date: string
}

interface HistoryItem {
  messageid: string
  content: string
  from: string
  message_status: { status: string }
}

const stage = stageFor('chat', ['Alice', 'Bob'], { connected: true })
let alice: Person
let bob: Person

/** What the SDK shows as the date of `instant`: `Y-M-D` in local time, unpadded. */
const sdkDate = (instant: Date) => `${instant.getFullYear()}-${instant.getMonth() + 1}-${instant.getDate()}`

/** The dates the SDK may show for something that happened between `before` and now (midnight may pass). */
const datesSince = (before: Date) => [sdkDate(before), sdkDate(new Date())]

beforeAll(() => {
  ;[alice, bob] = stage.people as [Person, Person]
})

describe('official SDK: chat', () => {
  it('delivers a message to the other person and acks it to the sender', async () => {
    const received = nextEvent<RenderedMessage>(bob, 'message.received', (m) => m.content === 'hello Bob')
    // The SDK renders an ack with the text it sent last.
    const acked = nextEvent<RenderedMessage>(alice, 'message.delivered', (m) => m.content === 'hello Bob')
    const before = new Date()
    await alice.client.message.sendMessage('hello Bob', bob.userid)
    const message = await received
    expect(message).toMatchObject({ content: 'hello Bob', senderId: alice.userid })
    expect(datesSince(before)).toContain(message.date)
    expect((await acked).id).toBe(message.id)
  })

  it('answers in the other direction', async () => {
    const received = nextEvent<RenderedMessage>(alice, 'message.received', (m) => m.content === 'hi Alice')
    await bob.client.message.sendMessage('hi Alice', alice.userid)
    expect(await received).toMatchObject({ content: 'hi Alice', senderId: bob.userid })
  })

  it('lists the chat as a channel for both people', async () => {
    await alice.act()
    expect(await alice.client.channel.queryChannels({ page: 1, size: 10 })).toEqual([
      expect.objectContaining({ chatid: bob.userid, chat_type: 'user', chat_name: 'Bob' }),
    ])
    await bob.act()
    expect(await bob.client.channel.queryChannels({ page: 1, size: 10 })).toEqual([
      expect.objectContaining({ chatid: alice.userid, chat_type: 'user', chat_name: 'Alice' }),
    ])
  })

  it('reads the history, oldest first, and marks a message read', async () => {
    await bob.act()
    const history = (await bob.client.message.getMessageList(
      { page: 1, size: 10 },
      alice.userid,
    )) as HistoryItem[]
    expect(history.map((item) => [item.from, item.content])).toEqual([
      [alice.userid, 'hello Bob'],
      [bob.userid, 'hi Alice'],
    ])
    const fromAlice = history[0] as HistoryItem
    expect(fromAlice.message_status.status).toBe('received')
    const changed = await bob.client.message.changeMessageStatus([fromAlice.messageid], 'read', alice.userid)
    expect(changed).toMatchObject({ code: 0 })
    const again = (await bob.client.message.getMessageList(
      { page: 1, size: 10 },
      alice.userid,
    )) as HistoryItem[]
    expect(again[0]?.message_status.status).toBe('read')
  })

  // The type-21 ack is stamped in seconds, which this SDK multiplies by 1000 (in ms it showed the year 58865).
  it('shows the ack with the day the message was sent', async () => {
    const acked = nextEvent<RenderedMessage>(
      alice,
      'message.delivered',
      (m) => m.content === 'what day is it?',
    )
    const before = new Date()
    await alice.client.message.sendMessage('what day is it?', bob.userid)
    expect(datesSince(before)).toContain((await acked).date)
  })
})
