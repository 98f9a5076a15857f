/**
 * Contract: chat over the main socket (docs/protocol.md §3.3, §3.4, §2.4). A type-16 message is acked to the
 * sender (type 21 `received`) and delivered to the peer (type 16); the peer's delivered and read marks
 * (REST `messages/status`) reach the sender as type 22; history pages over REST and keeps the status; content
 * types (§3.11) keep their payloadType through REST history.
 */
import { describe, expect, it } from 'vitest'
import type { DisplayMessage } from '../../src/domain/messages'
import { contractTarget, EVENT_WAIT_MS, type Target } from './_target'
import { type ContractUser, newUser, signIn } from './_users'
import { nextEvent, textOf } from './_wait'

let alice: ContractUser
let bob: ContractUser
let target: Target
let trackUser: <T extends ContractUser>(user: T) => T
contractTarget(async (t, track) => {
  target = t
  trackUser = track
  alice = track(await newUser(t, 'Alice', { connect: true }))
  bob = track(await newUser(t, 'Bob', { connect: true }))
})

const FIRST = 'Hello Bob 👋 — ünïcödé'
let firstId = ''

/** Sends and waits for the node's ack, so the next message is surely stored after this one. */
const sendAcked = async (from: ContractUser, to: ContractUser, text: string) => {
  const acked = nextEvent(from.client, 'message.delivered', (p) => p.status.contentTopic === to.userid)
  const echo = await from.client.message.sendMessage(text, to.userid)
  const { status } = await acked
  return { echo, status }
}

describe('a chat message', () => {
  it('is acked to the sender and delivered to the peer with the exact text', async () => {
    const received = nextEvent(bob.client, 'message.received')
    const { echo, status } = await sendAcked(alice, bob, FIRST)
    firstId = echo.id
    expect(echo.id).toMatch(/^[0-9a-f]{56}$/)
    expect(status).toMatchObject({ messageId: echo.id, messageStatus: 'received' })
    const { message } = await received
    expect(message).toMatchObject({ messageId: echo.id, comeFrom: alice.userid, contentTopic: bob.userid })
    expect(textOf(message.payload)).toBe(FIRST)
  })

  it("the peer's delivered and read marks reach the sender live (type 22)", async () => {
    const isMark = (mark: string) => (p: { status: { messageId: string; messageStatus: string } }) =>
      p.status.messageId === firstId && p.status.messageStatus === mark
    const delivered = nextEvent(alice.client, 'message.statusUpdate', isMark('delivered'))
    await bob.client.message.changeMessageStatus([firstId], 'delivered', alice.userid)
    await delivered
    const read = nextEvent(alice.client, 'message.statusUpdate', isMark('read'))
    await bob.client.message.changeMessageStatus([firstId], 'read', alice.userid)
    expect((await read).status).toMatchObject({ messageId: firstId, messageStatus: 'read' })
  })

  it("the sender's history shows the message as read", async () => {
    const rows = await alice.client.message.getMessageList(bob.userid, 1, 20)
    expect(rows.find((m) => m.id === firstId)).toMatchObject({ content: FIRST, status: 'read' })
  })
})

describe('history', () => {
  it('pages with the given size; the pages are disjoint and together hold every message', async () => {
    const texts = ['h1', 'h2', 'h3', 'h4']
    for (const text of texts) await sendAcked(alice, bob, text)
    // getMessageList returns the held list: page 1 replaces it, later pages append.
    const heldSizes: number[] = []
    for (let page = 1; page <= 4; page++) {
      heldSizes.push((await bob.client.message.getMessageList(alice.userid, page, 2)).length)
    }
    expect(heldSizes).toEqual([2, 4, 5, 5])
    const held = bob.client.message.messageList
    expect(new Set(held.map((m) => m.id)).size).toBe(5)
    expect(held.map((m) => m.content).sort()).toEqual([FIRST, ...texts].sort())
    expect(held.every((m) => m.senderId === alice.userid)).toBe(true)
  })
})

describe('content types (docs/protocol.md §3.11)', () => {
  /** Sends through the outbox and waits for the node's ack of that very message (heard from before the send). */
  const acked = async (from: ContractUser, send: () => Promise<DisplayMessage>) => {
    const ackedIds = new Set<string>()
    const off = from.client.events.on('message.delivered', ({ status }) => ackedIds.add(status.messageId))
    try {
      const row = await send()
      await expect.poll(() => ackedIds.has(row.id), { timeout: EVENT_WAIT_MS }).toBe(true)
      return row
    } finally {
      off()
    }
  }

  it('a reply, a reaction, an edit and a delete survive REST history with their types', async () => {
    const lunch = await acked(alice, () => alice.client.message.queueMessage('Lunch at noon?', bob.userid))
    const gone = await acked(alice, () => alice.client.message.queueMessage('typo', bob.userid))
    const reply = await acked(bob, () => bob.client.message.sendReply(lunch, 'Yes!', alice.userid))
    const reaction = await acked(bob, () => bob.client.message.react(lunch, '👍', true, alice.userid))
    await acked(alice, () => alice.client.message.editMessage(lunch, 'Lunch at one?', bob.userid))
    await acked(alice, () => alice.client.message.deleteMessage(gone, bob.userid))
    // Bob again on a new client: nothing stored, everything read from the node's history.
    const again = trackUser(await signIn(target, bob.wallet, { connect: true }))
    let shown: readonly DisplayMessage[] = []
    again.client.message.watch(alice.userid, (rows) => {
      shown = rows
    })
    await again.client.message.getMessageList(alice.userid, 1, 20)
    const held = again.client.message.messageList
    const text = 'text/plain; charset=utf-8'
    expect(held.find((row) => row.id === reaction.id)).toMatchObject({
      content: '👍 to “Lunch at noon?”',
      payloadType: `${text}; w3mq-type=reaction; w3mq-ref=${lunch.id}; w3mq-content=eyJlbW9qaSI6IvCfkY0iLCJhY3Rpb24iOiJhZGQifQ`,
    })
    expect(held.find((row) => row.id === reply.id)?.payloadType).toMatch(
      new RegExp(`^${text}; w3mq-type=reply; w3mq-ref=${lunch.id}; w3mq-content=[A-Za-z0-9_-]+$`),
    )
    expect(
      // The chat's earlier messages (above) are left out.
      shown
        .filter((row) => [reply.id, gone.id, lunch.id].includes(row.id))
        .map(({ id, content, reply: quote, reactions, edited, deleted }) => ({
          id,
          content,
          quote,
          reactions,
          edited,
          deleted,
        })),
    ).toEqual([
      {
        id: reply.id,
        content: 'Yes!',
        quote: { parentId: lunch.id, from: alice.userid, excerpt: 'Lunch at noon?' },
        reactions: undefined,
        edited: undefined,
        deleted: undefined,
      },
      { id: gone.id, content: '', quote: undefined, reactions: undefined, edited: undefined, deleted: true },
      {
        id: lunch.id,
        content: 'Lunch at one?',
        quote: undefined,
        reactions: [{ emoji: '👍', senders: [bob.userid], mine: true }],
        edited: true,
        deleted: undefined,
      },
    ])
  })
})
