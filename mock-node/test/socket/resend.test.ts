/**
 * A resend of a stored messageId (the SDK's outbox does this until it sees the ack): the node acks it
 * again, stores it once and does not fan it out a second time, over the socket and over REST send.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { pingFrame } from '#domain/protocol'
import { keyPairOf, login, NOW, type Node, seedUser, signedChat, startNode } from '../_util/socket-node'

/** The first page of a store read, larger than anything these tests store. */
const FIRST_PAGE = { offset: 0, limit: 100 }

const ALICE = 'user:a1ce000000000000000000000000000000000000000000000000a1ce'
const BOB = 'user:b0b0000000000000000000000000000000000000000000000000b0b0'

describe('a resent chat message', () => {
  let node: Node
  const clock = { now: NOW }
  const aliceKey = keyPairOf(1)
  beforeEach(async () => {
    clock.now = NOW
    node = await startNode(clock)
  })

  it('is acked again, stored once and delivered once', async () => {
    const [alice, bob] = [seedUser(node, ALICE, aliceKey), seedUser(node, BOB, keyPairOf(2))]
    const [a, b] = [await login(node, alice), await login(node, bob)]
    const sent = signedChat({ from: ALICE, to: BOB, text: 'only once', key: aliceKey })
    a.send(sent)
    a.send(sent)
    const acks = [await a.nextOf('messageStatus'), await a.nextOf('messageStatus')]
    expect(acks.map((ack) => [ack.message.messageId, ack.message.messageStatus])).toEqual([
      [sent.message.messageId, 'received'],
      [sent.message.messageId, 'received'],
    ])
    expect((await b.nextOf('message')).message.messageId).toBe(sent.message.messageId)
    // Bob's next frame is the pong: the second copy never reached him.
    b.send(pingFrame({ timestamp: 7 }))
    expect((await b.next()).kind).toBe('pong')
    expect(node.app.context.state.chats.history(ALICE, BOB, FIRST_PAGE).items).toHaveLength(1)
  })
})
