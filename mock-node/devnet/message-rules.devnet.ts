/**
 * The message rules hold on every node of a devnet (mock-node/README.md "A devnet of many nodes"): a
 * `user:chat` set through node 1 refuses a stranger's frame sent to node 3 and lets a contact's through to
 * the recipient on node 2, and a frame dated a year ahead is refused on any node.
 */
import { describe, expect, it } from 'vitest'
import {
  addFriend,
  handleFriendRequest,
  USER_CHAT_PERMISSION,
  UserChat,
  updateUserPermissions,
} from '#domain/contract'
import { bytesToUtf8 } from '#domain/crypto/encoding'
import { NodeStatus, pingFrame } from '#domain/protocol'
import { monotonicClock, signUpAndLogIn, type TestAccount } from '../../tests/_util/node-client'
import { ethWallet } from '../../tests/fakes/wallets'
import type { RunningDevnetNode } from '../test/_util/devnet-nodes'
import { devnetOfThree, WAIT_MS } from '../test/_util/devnet-sockets'
import { signedChat } from '../test/_util/socket-node'

const YEAR = 365 * 24 * 3_600_000

const tick = monotonicClock()
const { nodes, node, connectAs } = devnetOfThree('rules', tick)

/** A DM frame from `from` to `to`, signed for node `at`, dated `timestamp`. */
const frame = (from: TestAccount, to: TestAccount, at: RunningDevnetNode, text: string, timestamp = tick()) =>
  signedChat({
    from: from.userid,
    to: to.userid,
    text,
    key: from.sessionKeys,
    timestamp,
    nodeId: at.node.nodeId,
  })

describe('message rules on every node', () => {
  it('user:chat set on node 1 refuses a stranger on node 3, and lets a contact through to node 2', async () => {
    const bob = await signUpAndLogIn(node(0).send, ethWallet('rules-bob'), { now: tick })
    const alice = await signUpAndLogIn(node(2).send, ethWallet('rules-alice'), { now: tick })
    const carol = await signUpAndLogIn(node(2).send, ethWallet('rules-carol'), { now: tick })
    await bob.call(updateUserPermissions, {
      permissions: { [USER_CHAT_PERMISSION]: { type: 'enum', value: UserChat.friends } },
    })
    await carol.call(addFriend, { target_userid: bob.userid, content: 'hi' })
    await bob.call(handleFriendRequest, { target_userid: carol.userid, action: 'agree' })
    const bobSocket = await connectAs(node(1), bob)

    const aliceSocket = await connectAs(node(2), alice)
    aliceSocket.send(frame(alice, bob, node(2), 'from a stranger'))
    expect((await aliceSocket.nextOf('messageStatus', WAIT_MS)).message.messageStatus).toBe(
      NodeStatus.userNotFound,
    )
    const carolSocket = await connectAs(node(2), carol)
    carolSocket.send(frame(carol, bob, node(2), 'from a friend'))
    expect((await carolSocket.nextOf('messageStatus', WAIT_MS)).message.messageStatus).toBe(
      NodeStatus.received,
    )
    // Bob's first frame is the friend's: the stranger's never reached him.
    expect(bytesToUtf8((await bobSocket.nextOf('message', WAIT_MS)).message.payload)).toBe('from a friend')
  })

  it('refuses a frame dated a year ahead on any node; the recipient gets nothing', async () => {
    const dave = await signUpAndLogIn(node(0).send, ethWallet('rules-dave'), { now: tick })
    const erin = await signUpAndLogIn(node(1).send, ethWallet('rules-erin'), { now: tick })
    const erinSocket = await connectAs(node(0), erin)
    for (const at of nodes) {
      const socket = await connectAs(at, dave)
      socket.send(frame(dave, erin, at, 'from the future', Date.now() + YEAR))
      expect((await socket.nextOf('messageStatus', WAIT_MS)).message.messageStatus).toBe(
        NodeStatus.invalidSignature,
      )
    }
    erinSocket.send(pingFrame({ timestamp: 3 }))
    expect((await erinSocket.next(WAIT_MS)).kind).toBe('pong')
  })
})
