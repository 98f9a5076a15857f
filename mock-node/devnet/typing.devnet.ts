/**
 * A typing frame on a devnet (docs/protocol.md §3.12): sent to node 3, it reaches the recipient on node 2 and
 * is acknowledged, and no node keeps it: history, sync and the chat lists read empty on all three. A message
 * sent the same way next is kept everywhere, so each read here can see what the typing frame must not leave.
 */
import { describe, expect, it } from 'vitest'
import { chatsList, messageHistory, newMessages } from '#domain/contract'
import { NodeStatus } from '#domain/protocol'
import { monotonicClock, signUpAndLogIn, type TestAccount } from '../../tests/_util/node-client'
import { ethWallet } from '../../tests/fakes/wallets'
import type { RunningDevnetNode } from '../test/_util/devnet-nodes'
import { devnetOfThree, WAIT_MS } from '../test/_util/devnet-sockets'
import { signedChat } from '../test/_util/socket-node'

const tick = monotonicClock()
const { nodes, node, connectAs, call } = devnetOfThree('typing', tick)

const frame = (from: TestAccount, to: TestAccount, at: RunningDevnetNode, text: string, typing: boolean) =>
  signedChat({
    from: from.userid,
    to: to.userid,
    text,
    key: from.sessionKeys,
    timestamp: tick(),
    nodeId: at.node.nodeId,
    ...(typing ? { extra: { needStore: false, messageType: 'Web3MQ/typing' } } : {}),
  })

/** What each node says of the chat between `who` and `other`: its history, its sync and the chat list. */
const reads = async (who: TestAccount, other: TestAccount) => {
  const all = []
  for (let at = 0; at < nodes.length; at++) {
    all.push({
      history: (await call(at, who, messageHistory, { topic: other.userid, page: 1, size: 20 })).items.map(
        (item) => item.messageid,
      ),
      sync: Object.keys((await call(at, who, newMessages, { sync_timestamp: 0 }))[other.userid] ?? {}),
      chats: (await call(at, who, chatsList, { page: 1, size: 20 })).items.map((chat) => chat.chatid),
    })
  }
  return all
}

describe('typing on a devnet', () => {
  it('relays a typing frame across nodes and keeps it on none; a message after it is kept on all', async () => {
    const alice = await signUpAndLogIn(node(0).send, ethWallet('typing-alice'), { now: tick })
    const bob = await signUpAndLogIn(node(1).send, ethWallet('typing-bob'), { now: tick })
    const bobSocket = await connectAs(node(1), bob)
    const aliceSocket = await connectAs(node(2), alice)

    const typing = frame(alice, bob, node(2), '', true)
    aliceSocket.send(typing)
    expect((await aliceSocket.nextOf('messageStatus', WAIT_MS)).message).toMatchObject({
      messageId: typing.message.messageId,
      messageStatus: NodeStatus.received,
    })
    const heard = (await bobSocket.nextOf('message', WAIT_MS)).message
    expect(heard).toMatchObject({ messageType: 'Web3MQ/typing', needStore: false, comeFrom: alice.userid })
    const empty = { history: [], sync: [], chats: [] }
    expect(await reads(bob, alice)).toEqual([empty, empty, empty])

    const said = frame(alice, bob, node(2), 'hello', false)
    aliceSocket.send(said)
    await aliceSocket.nextOf('messageStatus', WAIT_MS)
    expect((await bobSocket.nextOf('message', WAIT_MS)).message.messageId).toBe(said.message.messageId)
    const kept = { history: [said.message.messageId], sync: [said.message.messageId], chats: [alice.userid] }
    expect(await reads(bob, alice)).toEqual([kept, kept, kept])
  })
})
