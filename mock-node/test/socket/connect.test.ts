import { beforeEach, describe, expect, it } from 'vitest'
import { bytesToBase64, hexToBytes } from '#domain/crypto/encoding'
import { connectFrame, pingFrame } from '#domain/protocol'
import { signBase64 } from '#domain/signing/sign'
import { connectSignContent } from '#domain/signing/socket'
import vectors from '../../../tests/fixtures/vectors.json'
import {
  keyPairOf,
  login,
  NODE_ID,
  NOW,
  type Node,
  seedUser,
  signedConnect,
  startNode,
} from '../_util/socket-node'

const ALICE = 'user:aaaa000000000000000000000000000000000000000000000000aaaa'

describe('socket connect (type 2 → 3)', () => {
  let node: Node
  const clock = { now: NOW }
  beforeEach(async () => {
    clock.now = NOW
    node = await startNode(clock)
  })

  it('accepts the golden connect frame of the protocol vectors and answers with the real node id', async () => {
    const key = { PrivateKey: vectors.keys.seedA, PublicKey: vectors.keys.pubA }
    seedUser(node, vectors.connect.userId, key)
    clock.now = vectors.connect.timestamp
    const client = await node.open()
    const frame = connectFrame({
      nodeId: vectors.connect.nodeId,
      userId: vectors.connect.userId,
      timestamp: vectors.connect.timestamp,
      msgSign: vectors.connect.msgSign,
    })
    client.send(frame)
    const reply = await client.nextOf('connectReply')
    expect(reply.type).toBe(3)
    expect(reply.message.nodeId).toBe(NODE_ID)
    expect(reply.message.userId).toBe(vectors.connect.userId)
    expect(reply.message.timestamp).toBe(BigInt(vectors.connect.timestamp))
    expect(node.app.context.state.users.sessionsOf(vectors.connect.userId)).toHaveLength(1)
  })

  it('accepts any of several live sessions, and the Kotlin validatePubKey hint', async () => {
    const phone = keyPairOf(1)
    const laptop = keyPairOf(2)
    seedUser(node, ALICE, phone)
    const alice = seedUser(node, ALICE, laptop)
    const client = await node.open()
    const nodeId = 'node:learned-from-ping'
    const msgSign = signBase64(connectSignContent(nodeId, ALICE, NOW), phone.PrivateKey)
    const validatePubKey = bytesToBase64(hexToBytes(phone.PublicKey))
    client.send(connectFrame({ nodeId, userId: ALICE, timestamp: NOW, msgSign, validatePubKey }))
    expect((await client.nextOf('connectReply')).message.nodeId).toBe(NODE_ID)
    const second = await login(node, alice)
    expect(second.isOpen).toBe(true)
  })

  it('closes 4001 "Invalid connect signature" for a signature by another key', async () => {
    seedUser(node, ALICE, keyPairOf(1))
    const client = await node.open()
    client.send(signedConnect({ userid: ALICE, session: keyPairOf(9) }))
    expect(await client.closed).toEqual({ code: 4001, reason: 'Invalid connect signature' })
  })

  it('closes 4001 "Invalid connect signature" when the signed nodeId differs from field 1', async () => {
    const key = keyPairOf(1)
    seedUser(node, ALICE, key)
    const client = await node.open()
    const msgSign = signBase64(connectSignContent('nodeId', ALICE, NOW), key.PrivateKey)
    client.send(connectFrame({ nodeId: NODE_ID, userId: ALICE, timestamp: NOW, msgSign }))
    expect(await client.closed).toEqual({ code: 4001, reason: 'Invalid connect signature' })
  })

  it('closes 4001 "User not found" for an unknown user', async () => {
    const client = await node.open()
    client.send(signedConnect({ userid: ALICE, session: keyPairOf(1) }))
    expect(await client.closed).toEqual({ code: 4001, reason: 'User not found' })
  })

  it('closes 4001 "Session expired" when only an expired session key signed', async () => {
    const user = seedUser(node, ALICE, keyPairOf(1), NOW + 1_000)
    clock.now = NOW + 2_000
    const client = await node.open()
    client.send(signedConnect(user, clock.now))
    expect(await client.closed).toEqual({ code: 4001, reason: 'Session expired' })
  })

  it('closes 4001 when the timestamp is outside the window', async () => {
    const user = seedUser(node, ALICE, keyPairOf(1))
    const client = await node.open()
    client.send(signedConnect(user, NOW - node.app.context.timestampWindowMs - 1))
    expect(await client.closed).toEqual({
      code: 4001,
      reason: 'Connect timestamp outside the accepted window',
    })
  })

  it('accepts a Flutter bridge-mode connect of a bridge: id, verifying the named key', async () => {
    const bridgeKey = keyPairOf(5)
    const topic = 'bridge:1f5209196a7373b5ac87b4e5446850d9bd6184a2'
    const unsigned = await node.open()
    unsigned.send(connectFrame({ nodeId: 'nodeId', userId: topic, timestamp: 0, msgSign: '' }))
    expect((await unsigned.nextOf('connectReply')).message).toMatchObject({ nodeId: NODE_ID, userId: topic })

    const signed = await node.open()
    const validatePubKey = bytesToBase64(hexToBytes(bridgeKey.PublicKey))
    const msgSign = signBase64(connectSignContent('nodeId', topic, NOW), bridgeKey.PrivateKey)
    signed.send(connectFrame({ nodeId: 'nodeId', userId: topic, timestamp: NOW, msgSign, validatePubKey }))
    expect((await signed.nextOf('connectReply')).message.userId).toBe(topic)

    const forged = await node.open()
    const wrong = signBase64(connectSignContent('nodeId', topic, NOW), keyPairOf(6).PrivateKey)
    forged.send(
      connectFrame({ nodeId: 'nodeId', userId: topic, timestamp: NOW, msgSign: wrong, validatePubKey }),
    )
    expect(await forged.closed).toEqual({ code: 4001, reason: 'Invalid connect signature' })
  })
})

describe('socket ping (type 128 → 129)', () => {
  let node: Node
  beforeEach(async () => {
    node = await startNode()
  })

  it('answers the golden ping bytes before connect, echoing the timestamp', async () => {
    const client = await node.open()
    client.sendRaw(hexToBytes(vectors.ping.frameHex))
    const pong = await client.nextOf('pong')
    expect(pong.type).toBe(129)
    expect(pong.message.timestamp).toBe(BigInt(vectors.ping.timestamp))
    expect(pong.message.nodeId).toBe(NODE_ID)
  })

  it('answers after connect, and a ping without timestamp gets a pong without one', async () => {
    const client = await login(node, seedUser(node, ALICE, keyPairOf(1)))
    client.send(pingFrame({ timestamp: NOW + 5 }))
    expect((await client.nextOf('pong')).message.timestamp).toBe(BigInt(NOW + 5))
    client.send(pingFrame({}))
    const bare = await client.nextOf('pong')
    expect(bare.message.timestamp).toBeUndefined()
    expect(bare.message.nodeId).toBe(NODE_ID)
  })
})
