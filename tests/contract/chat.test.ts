/**
 * Contract: chat over the main socket (docs/protocol.md §3.3, §3.4, §2.4). A type-16 message is acked to the
 * sender (type 21 `received`) and delivered to the peer (type 16); the peer's delivered and read marks
 * (REST `messages/status`) reach the sender as type 22; history pages over REST and keeps the status.
 */
import { describe, expect, it } from 'vitest'
import { contractTarget } from './_target'
import { type ContractUser, newUser } from './_users'
import { nextEvent, textOf } from './_wait'

let alice: ContractUser
let bob: ContractUser
contractTarget(async (t, track) => {
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
