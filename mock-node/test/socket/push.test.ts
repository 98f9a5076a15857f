import { beforeEach, describe, expect, it } from 'vitest'
import { buildRequest, sendMessage } from '#domain/contract'
import { bytesToBase64, bytesToUtf8, utf8ToBytes } from '#domain/crypto/encoding'
import { pingFrame } from '#domain/protocol'
import { createSigner } from '#domain/signing/sign'
import { messageId } from '#domain/signing/socket'
import type { NotificationRecord } from '../../src/state/notifications'
import { keyPairOf, login, NODE_ID, NOW, type Node, seedUser, startNode } from '../_util/socket-node'

const ALICE = 'user:a1ce000000000000000000000000000000000000000000000000a1ce'
const BOB = 'user:b0b0000000000000000000000000000000000000000000000000b0b0'

const friendRequest: NotificationRecord = {
  messageid: 'f00dfeed',
  from: BOB,
  topic: ALICE,
  from_sign: 'c2lnbmF0dXJl',
  cipher_suite: 'NONE',
  payload_type: 'application/json',
  payload: {
    title: 'Friend request',
    content: 'bob wants to be friends',
    type: 'system.friend_request',
    version: 1,
    timestamp: NOW - 5,
    come_from: BOB,
  },
  timestamp: NOW - 5,
  version: 1,
  read: false,
  status: 'received',
}

describe('hub pushes to live sockets (types 20 and 22)', () => {
  let node: Node
  beforeEach(async () => {
    node = await startNode()
  })

  it('sends a hub notification as a type-20 list to every socket of the user, and only to them', async () => {
    const alice = seedUser(node, ALICE, keyPairOf(1))
    const [phone, laptop] = [await login(node, alice), await login(node, alice)]
    const bob = await login(node, seedUser(node, BOB, keyPairOf(2)))
    node.app.context.hub.notification([ALICE], friendRequest)
    for (const client of [phone, laptop]) {
      const frame = await client.nextOf('notificationList')
      expect(frame.type).toBe(20)
      expect(frame.message.data).toHaveLength(1)
      const [item] = frame.message.data
      expect(item).toMatchObject({
        messageId: 'f00dfeed',
        version: 1,
        payloadType: 'application/json',
        comeFrom: BOB,
        fromSign: 'c2lnbmF0dXJl',
        contentTopic: ALICE,
        cipherSuite: 'NONE',
        timestamp: BigInt(NOW - 5),
        read: false,
      })
      expect(JSON.parse(bytesToUtf8(item?.payload ?? new Uint8Array()))).toEqual(friendRequest.payload)
    }
    bob.send(pingFrame({ timestamp: 3 }))
    expect((await bob.nextOf('pong')).message.timestamp).toBe(3n)
  })

  it('sends a hub status change as type 22 to the sockets of that user', async () => {
    const alice = await login(node, seedUser(node, ALICE, keyPairOf(1)))
    const change = {
      messageId: 'abc123',
      contentTopic: BOB,
      messageStatus: 'read' as const,
      comeFrom: ALICE,
      timestamp: NOW + 1,
    }
    node.app.context.hub.statusChange(ALICE, change)
    const frame = await alice.nextOf('messageStatusChange')
    expect(frame.type).toBe(22)
    expect(frame.message).toMatchObject({ ...change, version: '1', fromSign: '', timestamp: BigInt(NOW + 1) })
  })

  it('forgets closed sockets: a push after the last socket closed reaches nobody and breaks nothing', async () => {
    const alice = seedUser(node, ALICE, keyPairOf(1))
    const gone = await login(node, alice)
    await gone.close()
    expect(() => node.app.context.hub.notification([ALICE], friendRequest)).not.toThrow()
    const fresh = await login(node, alice)
    node.app.context.hub.statusChange(ALICE, {
      messageId: 'm',
      contentTopic: BOB,
      messageStatus: 'delivered',
      comeFrom: ALICE,
      timestamp: NOW,
    })
    expect((await fresh.nextOf('messageStatusChange')).message.messageStatus).toBe('delivered')
  })
})

describe('messages sent over REST reach live sockets', () => {
  let node: Node
  beforeEach(async () => {
    node = await startNode()
  })

  it('delivers a /api/send_message/ message as a type-16 frame to the recipient and the sender', async () => {
    const aliceUser = seedUser(node, ALICE, keyPairOf(1))
    const bob = await login(node, seedUser(node, BOB, keyPairOf(2)))
    const alicePhone = await login(node, aliceUser)
    const payload = bytesToBase64(utf8ToBytes('hello over rest'))
    const messageid = messageId({
      comeFrom: ALICE,
      contentTopic: BOB,
      timestamp: NOW,
      payload: 'hello over rest',
    })
    const request = buildRequest(
      sendMessage,
      {
        nodeid: NODE_ID,
        payload_type: 'text/plain; charset=utf-8',
        payload,
        cipher_suite: 'NONE',
        content_topic: BOB,
        messageid,
      },
      {
        signer: createSigner({ userid: ALICE, privateKeyHex: aliceUser.session.PrivateKey }),
        timestamp: NOW,
      },
    )
    const res = await node.app.inject({
      method: 'POST',
      url: request.path,
      headers: { 'web3mq-request-pubkey': aliceUser.session.PublicKey },
      payload: request.body,
    })
    expect(res.json()).toMatchObject({ code: 0, data: { messageid, status: 'received' } })
    for (const client of [bob, alicePhone]) {
      const frame = await client.nextOf('message')
      expect(frame.message).toMatchObject({
        messageId: messageid,
        comeFrom: ALICE,
        contentTopic: BOB,
        nodeId: NODE_ID,
      })
      expect(bytesToUtf8(frame.message.payload)).toBe('hello over rest')
    }
  })
})
