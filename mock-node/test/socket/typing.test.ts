/**
 * Typing frames (docs/protocol.md §3.12): a type-16 frame with needStore false is relayed to the other side
 * and acknowledged, and leaves nothing behind: no history item (the store's history and `get_new_messages` reads), no
 * chat list entry, no alert to recipients away from the app. A stored message sent next is all three, so
 * every probe here can see what a typing frame must not leave.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import type { AlertEvent } from '../../src/hub'
import {
  keyPairOf,
  login,
  NOW,
  type Node,
  type SeededUser,
  seedGroup,
  seedUser,
  signedChat,
  startNode,
} from '../_util/socket-node'

const FIRST_PAGE = { offset: 0, limit: 100 }
const ALICE = 'user:a1ce000000000000000000000000000000000000000000000000a1ce'
const BOB = 'user:b0b0000000000000000000000000000000000000000000000000b0b0'
const CAROL = 'user:ca10000000000000000000000000000000000000000000000000ca10'
const GROUP = 'group:0123456789abcdef0123456789abcdef01234567'
const TYPING = { needStore: false, messageType: 'Web3MQ/typing' } as const

describe('typing frames (needStore false) are relayed, never kept', () => {
  let node: Node
  const aliceKey = keyPairOf(1)
  let alerts: AlertEvent[]
  let people: Record<'alice' | 'bob' | 'carol', SeededUser>
  beforeEach(async () => {
    node = await startNode({ now: NOW })
    people = {
      alice: seedUser(node, ALICE, aliceKey),
      bob: seedUser(node, BOB, keyPairOf(2)),
      carol: seedUser(node, CAROL, keyPairOf(3)),
    }
    alerts = []
    node.app.context.hub.subscribe({ alert: (event) => alerts.push(event) })
  })

  const state = () => node.app.context.state.chats

  it('relays a private typing frame as sent and stores, lists and alerts nothing; a message after it is all three', async () => {
    const [a, b] = [await login(node, people.alice), await login(node, people.bob)]
    const typing = signedChat({
      from: ALICE,
      to: BOB,
      text: '',
      key: aliceKey,
      timestamp: NOW - 20,
      extra: TYPING,
    })
    a.send(typing)
    expect((await a.nextOf('messageStatus')).message).toMatchObject({
      messageId: typing.message.messageId,
      messageStatus: 'received',
    })
    const relayed = (await b.nextOf('message')).message
    expect(relayed).toMatchObject({ messageType: 'Web3MQ/typing', needStore: false, comeFrom: ALICE })
    expect(relayed.payload).toEqual(new Uint8Array(0))

    expect(state().history(BOB, ALICE, FIRST_PAGE).items).toEqual([])
    expect(state().history(ALICE, BOB, FIRST_PAGE).items).toEqual([])
    expect(state().changedSince(BOB, [], 0)).toEqual([])
    expect(state().chatsOf(BOB, FIRST_PAGE).items).toEqual([])
    expect(state().chatsOf(ALICE, FIRST_PAGE).items).toEqual([])
    expect(alerts).toEqual([])

    const said = signedChat({ from: ALICE, to: BOB, text: 'hello', key: aliceKey, timestamp: NOW - 10 })
    a.send(said)
    await b.nextOf('message')
    expect(
      state()
        .history(BOB, ALICE, FIRST_PAGE)
        .items.map((m) => m.messageid),
    ).toEqual([said.message.messageId])
    expect(
      state()
        .changedSince(BOB, [], 0)
        .map((m) => m.messageid),
    ).toEqual([said.message.messageId])
    expect(
      state()
        .chatsOf(BOB, FIRST_PAGE)
        .items.map((c) => c.chatid),
    ).toEqual([ALICE])
    expect(alerts.map((e) => e.recipients)).toEqual([[BOB]])
  })

  it("relays a group's typing frame to every other member and keeps nothing of it", async () => {
    seedGroup(node, GROUP, ALICE, [ALICE, BOB, CAROL])
    const a = await login(node, people.alice)
    const b = await login(node, people.bob)
    const c = await login(node, people.carol)
    a.send(
      signedChat({ from: ALICE, to: GROUP, text: '', key: aliceKey, timestamp: NOW - 20, extra: TYPING }),
    )
    expect((await a.nextOf('messageStatus')).message.messageStatus).toBe('received')
    for (const member of [b, c])
      expect((await member.nextOf('message')).message.messageType).toBe('Web3MQ/typing')
    expect(state().history(BOB, GROUP, FIRST_PAGE).items).toEqual([])
    expect(state().changedSince(BOB, [GROUP], 0)).toEqual([])
    expect(state().chatsOf(BOB, FIRST_PAGE).items).toEqual([])
    expect(alerts).toEqual([])
  })
})
