/**
 * What a devnet shares that a strict node guards (mock-node/README.md "A devnet of many nodes"): a
 * signature used on one node is refused on every other, a password reset on one node closes the user's
 * sockets on another, and a chat frame resent to another node after a failover is acknowledged and stored
 * once, though it names the node it was first sent to.
 */
import { describe, expect, it } from 'vitest'
import {
  buildRequest,
  messageHistory,
  myProfile,
  NodeCode,
  NodeMessage,
  resetPassword,
} from '#domain/contract'
import { base64ToBytes, bytesToUtf8 } from '#domain/crypto/encoding'
import { generateKeyPair } from '#domain/keys/key-pair'
import { NodeStatus } from '#domain/protocol'
import { monotonicClock, signUpAndLogIn, walletRegistrationBody } from '../../tests/_util/node-client'
import { contextFor } from '../../tests/_util/sdk-context'
import { ethWallet } from '../../tests/fakes/wallets'
import { SESSIONS_ENDED } from '../src/socket/registry'
import { devnetOfThree, WAIT_MS } from '../test/_util/devnet-sockets'
import { signedChat } from '../test/_util/socket-node'

const UNAUTHORIZED = 4001

const tick = monotonicClock()
const { nodes, node, connectAs } = devnetOfThree('guard', tick)

describe('a devnet guards as one node', () => {
  it('refuses on node 2 a signed request already answered on node 1', async () => {
    const alice = await signUpAndLogIn(node(0).send, ethWallet('guard-alice'), { now: tick })
    const request = buildRequest(myProfile, {}, { signer: alice.signer, timestamp: tick() })
    expect(await node(0).send(request, alice.headers)).toMatchObject({ code: NodeCode.ok })
    expect(await node(1).send(request, alice.headers)).toEqual({
      code: NodeCode.unauthorized,
      msg: NodeMessage.replayed,
      data: null,
    })
  })

  it('closes on node 2 the sockets of a user whose password was reset on node 1', async () => {
    const wallet = ethWallet('guard-reset')
    const account = await signUpAndLogIn(node(0).send, wallet, { now: tick })
    const onTwo = await connectAs(node(1), account)
    // A reset signed by the wallet, for a new main key (docs/protocol.md §5.4).
    const keys = generateKeyPair((n) => new Uint8Array(n).fill(7))
    const body = walletRegistrationBody(wallet, account.userid, keys.PublicKey, tick(), { purpose: 'reset' })
    expect(
      await node(0).send(buildRequest(resetPassword, body, { timestamp: body.timestamp })),
    ).toMatchObject({
      code: NodeCode.ok,
    })
    expect(await onTwo.closed).toEqual({ code: UNAUTHORIZED, reason: SESSIONS_ENDED })
  })

  it('acks a frame resent to node 2 after a failover and stores it once; Bob on node 3 gets it once', async () => {
    const alice = await signUpAndLogIn(node(0).send, ethWallet('guard-sender'), { now: tick })
    const bob = await signUpAndLogIn(node(2).send, ethWallet('guard-receiver'), { now: tick })
    const bobSocket = await connectAs(node(2), bob)
    const frame = signedChat({
      from: alice.userid,
      to: bob.userid,
      text: 'sent once, through two nodes',
      key: alice.sessionKeys,
      timestamp: tick(),
      // The node the frame was first signed for: the outbox resends it unchanged to the next one.
      nodeId: node(0).node.nodeId,
    })
    const first = await connectAs(node(0), alice)
    first.send(frame)
    expect((await first.nextOf('messageStatus', WAIT_MS)).message.messageStatus).toBe(NodeStatus.received)
    const delivered = await bobSocket.nextOf('message', WAIT_MS)
    expect(bytesToUtf8(delivered.message.payload)).toBe('sent once, through two nodes')
    await first.close()

    const second = await connectAs(node(1), alice)
    second.send(frame)
    const ack = await second.nextOf('messageStatus', WAIT_MS)
    expect(ack.message).toMatchObject({
      messageId: frame.message.messageId,
      messageStatus: NodeStatus.received,
    })
    // Bob's next frame is a fresh one, not the resend: a probe from Alice over node 1 lands after it.
    const probe = signedChat({
      from: alice.userid,
      to: bob.userid,
      text: 'probe',
      key: alice.sessionKeys,
      timestamp: tick(),
      nodeId: node(1).node.nodeId,
    })
    second.send(probe)
    await second.nextOf('messageStatus', WAIT_MS)
    const next = await bobSocket.nextOf('message', WAIT_MS)
    expect(bytesToUtf8(next.message.payload)).toBe('probe')

    for (const at of nodes) {
      const page = await contextFor(at, bob).api.call(messageHistory, {
        topic: alice.userid,
        page: 1,
        size: 20,
      })
      const texts = page.items.map((m) => bytesToUtf8(base64ToBytes(m.payload)))
      expect(texts.sort()).toEqual(['probe', 'sent once, through two nodes'])
    }
  })
})
