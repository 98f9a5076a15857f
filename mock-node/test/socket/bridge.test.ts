import { beforeEach, describe, expect, it } from 'vitest'
import { bytesToBase64, bytesToUtf8, hexToBytes, utf8ToBytes } from '#domain/crypto/encoding'
import { bridgeConnectFrame, messageFrame, pingFrame, tempConnectFrame } from '#domain/protocol'
import { signBase64 } from '#domain/signing/sign'
import { bridgeMessageId, fromSignContent } from '#domain/signing/socket'
import type { TestClient } from '../_util/socket-client'
import {
  dappBridgeFrame,
  keyPairOf,
  login,
  NODE_ID,
  NOW,
  type Node,
  seedUser,
  startNode,
} from '../_util/socket-node'

const DAPP_TOPIC = 'bridge:b4000069a1a55467b48dbd5c326459ca08486f44'
const WALLET_TOPIC = 'bridge:1f5209196a7373b5ac87b4e5446850d9bd6184a2'
const dappKey = keyPairOf(7)

/** A v2 dappConnect envelope (docs/protocol.md §7.2), signed with the sender's bridge key, DC-npm style ids. */
const envelope = (
  from: string,
  to: string,
  key = dappKey,
  validatePubKey = bytesToBase64(hexToBytes(key.PublicKey)),
) => {
  const payload = utf8ToBytes(JSON.stringify({ publicKey: key.PublicKey, content: 'Y2lwaGVy' }))
  const id = bridgeMessageId({ contentTopic: to, timestamp: NOW, payload })
  const content = fromSignContent({
    messageId: id,
    comeFrom: from,
    contentTopic: to,
    nodeId: NODE_ID,
    timestamp: NOW,
  })
  return messageFrame({
    payload,
    contentTopic: to,
    comeFrom: from,
    timestamp: NOW,
    messageId: id,
    fromSign: signBase64(content, key.PrivateKey),
    nodeId: NODE_ID,
    validatePubKey,
    messageType: 'Web3MQ/bridge',
    payloadType: 'application/json',
  })
}

describe('bridge sockets (types 100/101, 5/6 and bridge envelopes)', () => {
  let node: Node
  beforeEach(async () => {
    node = await startNode()
  })

  const bridgeJoin = async (topic: string): Promise<TestClient> => {
    const client = await node.open()
    client.send(
      bridgeConnectFrame({
        NodeID: '',
        DAppID: 'SwapChat:im',
        TopicID: topic,
        SignatureTimestamp: 0,
        DAppSignature: '',
      }),
    )
    const reply = await client.nextOf('bridgeConnectReply')
    expect(reply.type).toBe(101)
    expect(reply.message).toMatchObject({ NodeID: NODE_ID, DAppID: 'SwapChat:im', TopicID: topic })
    return client
  }

  it('relays a signed envelope between two bridge sockets and acks "received"', async () => {
    const dapp = await bridgeJoin(DAPP_TOPIC)
    const wallet = await bridgeJoin(WALLET_TOPIC)
    const sent = envelope(DAPP_TOPIC, WALLET_TOPIC)
    dapp.send(sent)
    expect((await dapp.nextOf('messageStatus')).message).toMatchObject({
      messageStatus: 'received',
      messageId: sent.message.messageId,
      contentTopic: WALLET_TOPIC,
    })
    const got = await wallet.nextOf('message')
    expect(got.message).toMatchObject({
      comeFrom: DAPP_TOPIC,
      contentTopic: WALLET_TOPIC,
      messageType: 'Web3MQ/bridge',
    })
    expect(JSON.parse(bytesToUtf8(got.message.payload))).toEqual({
      publicKey: dappKey.PublicKey,
      content: 'Y2lwaGVy',
    })

    const walletKey = keyPairOf(8)
    wallet.send(envelope(WALLET_TOPIC, DAPP_TOPIC, walletKey, walletKey.PublicKey))
    expect((await wallet.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect((await dapp.nextOf('message')).message.comeFrom).toBe(WALLET_TOPIC)
  })

  it('accepts an unsigned bridge connect without SignatureTimestamp (fields 4 and 5 absent)', async () => {
    const client = await node.open()
    client.send(bridgeConnectFrame({ NodeID: '', DAppID: 'd', TopicID: DAPP_TOPIC }))
    expect((await client.nextOf('bridgeConnectReply')).message.SignatureTimestamp).toBeUndefined()
  })

  it('acks "invalidSignature" and relays nothing for a forged or foreign envelope', async () => {
    const dapp = await bridgeJoin(DAPP_TOPIC)
    const wallet = await bridgeJoin(WALLET_TOPIC)
    const forged = envelope(
      DAPP_TOPIC,
      WALLET_TOPIC,
      keyPairOf(9),
      bytesToBase64(hexToBytes(dappKey.PublicKey)),
    )
    dapp.send(forged)
    expect((await dapp.nextOf('messageStatus')).message.messageStatus).toBe('invalidSignature')
    dapp.send(envelope('bridge:someone-else', WALLET_TOPIC))
    expect((await dapp.nextOf('messageStatus')).message.messageStatus).toBe('invalidSignature')
    wallet.send(pingFrame({ timestamp: 1 }))
    expect((await wallet.nextOf('pong')).message.timestamp).toBe(1n)
  })

  it('closes 1008 "Connect first" for a bridge envelope before any connect', async () => {
    const client = await node.open()
    client.send(envelope(DAPP_TOPIC, WALLET_TOPIC))
    expect(await client.closed).toEqual({ code: 1008, reason: 'Connect first' })
  })

  it('answers a temp connect with type 6, statusCode 200 "success", and joins the topic', async () => {
    const client = await node.open()
    const topic = 'swapchat:im@eth:0x1111111111111111111111111111111111111111'
    client.send(
      tempConnectFrame({
        NodeID: '',
        DAppID: 'SwapChat:im',
        TopicID: topic,
        SignatureTimestamp: NOW,
        DAppSignature: 'x',
      }),
    )
    const reply = await client.nextOf('tempConnectReply')
    expect(reply.type).toBe(6)
    expect(reply.message).toMatchObject({
      NodeID: NODE_ID,
      DAppID: 'SwapChat:im',
      TopicID: topic,
      statusCode: 200,
      statusMsg: 'success',
      Timestamp: BigInt(NOW),
    })
  })

  it('answers a temp connect without topic with statusCode 400 "invalid request"', async () => {
    const client = await node.open()
    client.send(
      tempConnectFrame({ NodeID: '', DAppID: 'd', TopicID: '', SignatureTimestamp: 0, DAppSignature: '' }),
    )
    expect((await client.nextOf('tempConnectReply')).message).toMatchObject({
      statusCode: 400,
      statusMsg: 'invalid request',
    })
  })

  it('relays an unsigned legacy dapp_bridge message from a temp topic to the wallet user, and back', async () => {
    const walletUser = 'user:7a11e7000000000000000000000000000000000000000000000000aa'
    const wallet = await login(node, seedUser(node, walletUser, keyPairOf(4)))
    const topic = 'swapchat:im@eth:0x1111111111111111111111111111111111111111'
    const signClient = await node.open()
    signClient.send(
      tempConnectFrame({
        NodeID: '',
        DAppID: 'SwapChat:im',
        TopicID: topic,
        SignatureTimestamp: NOW,
        DAppSignature: '',
      }),
    )
    await signClient.nextOf('tempConnectReply')
    const legacy = (from: string, to: string, action: string) => dappBridgeFrame(from, to, { action })
    signClient.send(legacy(topic, walletUser, 'sync_key_pairs_request'))
    expect((await signClient.nextOf('messageStatus')).message.messageStatus).toBe('received')
    const got = await wallet.nextOf('message')
    expect(got.message).toMatchObject({
      comeFrom: topic,
      contentTopic: walletUser,
      messageType: 'dapp_bridge',
    })
    wallet.send(legacy(walletUser, topic, 'sync_key_pairs_response'))
    const answer = await signClient.nextOf('message')
    expect(JSON.parse(bytesToUtf8(answer.message.payload))).toEqual({ action: 'sync_key_pairs_response' })
  })
})
