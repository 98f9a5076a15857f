/**
 * What a devnet shares that a strict node guards (mock-node/README.md "A devnet of many nodes"): a
 * signature used on one node is refused on every other, a password reset on one node closes the user's
 * sockets on another, and a chat frame resent to another node after a failover is acknowledged and stored
 * once, though it names the node it was first sent to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildRequest,
  messageHistory,
  myProfile,
  NodeCode,
  NodeMessage,
  resetPassword,
} from '../../src/domain/contract'
import { base64ToBytes, bytesToUtf8 } from '../../src/domain/crypto/encoding'
import { generateKeyPair } from '../../src/domain/keys/key-pair'
import { NodeStatus } from '../../src/domain/protocol'
import { registerNonce, registerSignText } from '../../src/domain/signing/register-text'
import { monotonicClock, signUpAndLogIn, type TestAccount } from '../../tests/_util/node-client'
import { contextFor } from '../../tests/_util/sdk-context'
import { ethWallet, type TestWallet } from '../../tests/fakes/wallets'
import { SESSIONS_ENDED } from '../src/socket/registry'
import { TestClient } from '../test/socket/_client'
import { signedChat, signedConnect } from '../test/socket/_seed'
import { type NatsServer, removeStores, startNats } from './_engine'
import { type RunningDevnetNode, startDevnetNode } from './_nodes'

const UNAUTHORIZED = 4001
const WAIT_MS = 10_000

let nats: NatsServer
let nodes: RunningDevnetNode[] = []
const clients: TestClient[] = []
const tick = monotonicClock()

const node = (i: number): RunningDevnetNode => nodes[i] as RunningDevnetNode

/** A socket on `at`, connected as `account` (a connect newer than any before it). */
const connectAs = async (at: RunningDevnetNode, account: TestAccount): Promise<TestClient> => {
  const client = await TestClient.open(at.wsUrl)
  clients.push(client)
  client.send(signedConnect({ userid: account.userid, session: account.sessionKeys }, tick()))
  await client.nextOf('connectReply', WAIT_MS)
  return client
}

beforeAll(async () => {
  nats = await startNats()
  nodes = []
  for (let i = 0; i < 3; i++) nodes.push(await startDevnetNode([nats.url], { nodeId: `node:guard-${i + 1}` }))
})

afterAll(async () => {
  for (const client of clients) if (client.isOpen) await client.close()
  for (const n of nodes) await n.stop()
  await nats?.stop()
  removeStores()
})

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
    const body = resetBody(wallet, account.userid)
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

/** A reset signed by the wallet, for a new main key (docs/protocol.md, password reset). */
const resetBody = (wallet: TestWallet, userid: string) => {
  const keys = generateKeyPair((n) => new Uint8Array(n).fill(7))
  const ts = tick()
  const text = registerSignText({
    walletId: wallet.walletId,
    didValue: wallet.address,
    uri: 'http://localhost',
    nonce: registerNonce({
      userid,
      mainPublicKeyHex: keys.PublicKey,
      didType: 'eth',
      didValue: wallet.address,
      timestamp: ts,
    }),
    issuedAt: { now: ts, tzOffsetMinutes: 0 },
    purpose: 'reset',
  })
  return {
    userid,
    did_type: wallet.didType,
    did_value: wallet.address,
    did_pubkey: '',
    did_signature: wallet.sign(text),
    signature_content: text,
    pubkey_type: 'ed25519' as const,
    pubkey_value: keys.PublicKey,
    timestamp: ts,
  }
}
