/**
 * Socket fan-out of group messages (docs/protocol.md §3.3) follows membership as it is when the message
 * arrives: a member who left gets nothing more and can no longer post, a member who joined gets the next one.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  answersPing,
  keyPairOf,
  login,
  NOW,
  type Node,
  seedGroup,
  seedUser,
  signedChat,
  startNode,
} from '../_util/socket-node'

const ALICE = 'user:a1ce000000000000000000000000000000000000000000000000a1ce'
const BOB = 'user:b0b0000000000000000000000000000000000000000000000000b0b0'
const CAROL = 'user:ca10000000000000000000000000000000000000000000000000ca10'
const GROUP = 'group:fedcba9876543210fedcba9876543210fedcba98'

describe('group fan-out follows membership', () => {
  let node: Node
  const keys = { alice: keyPairOf(11), bob: keyPairOf(12), carol: keyPairOf(13) }
  beforeEach(async () => {
    node = await startNode({ now: NOW })
  })

  it('a member who left gets no more messages and cannot post; one who joined gets the next', async () => {
    const alice = seedUser(node, ALICE, keys.alice)
    const bob = seedUser(node, BOB, keys.bob)
    const carol = seedUser(node, CAROL, keys.carol)
    const group = seedGroup(node, GROUP, ALICE, [ALICE, BOB])
    const [a, b, c] = [await login(node, alice), await login(node, bob), await login(node, carol)]

    const first = signedChat({ from: ALICE, to: GROUP, text: 'before', key: keys.alice })
    a.send(first)
    expect((await a.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect((await b.nextOf('message')).message.messageId).toBe(first.message.messageId)

    group.members.delete(BOB)
    group.members.add(CAROL)
    node.app.context.state.groups.save(group)
    const second = signedChat({ from: ALICE, to: GROUP, text: 'after', key: keys.alice, timestamp: NOW + 1 })
    a.send(second)
    expect((await a.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect((await c.nextOf('message')).message.messageId).toBe(second.message.messageId)
    await answersPing(b)

    b.send(signedChat({ from: BOB, to: GROUP, text: 'still here?', key: keys.bob, timestamp: NOW + 2 }))
    expect((await b.nextOf('messageStatus')).message.messageStatus).toBe('userNotFound')
    await answersPing(a)
    await answersPing(c)
  })
})
