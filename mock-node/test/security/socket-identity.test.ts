/**
 * Names that look like identities stay identities on the socket, whatever their case: an unsigned
 * `dapp_bridge` frame cannot claim a `USER:` or `Group:` sender, and no bridge or temp topic may be named
 * like one. And a frame before connect is a protocol error, not a refused login: it closes with 1008
 * "Connect first" (docs/protocol.md §1.4), which the SDK retries by connecting first, never with 4001,
 * which tells it to log in again. Each beside a control.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { classifyClose } from '#domain/connection'
import { bytesToUtf8, utf8ToBytes } from '#domain/crypto/encoding'
import { bridgeConnectFrame, CloseReason, tempConnectFrame } from '#domain/protocol'
import { IDENTITY_TOPIC } from '../../src/socket/bridge'
import type { TestClient } from '../_util/socket-client'
import {
  answersPing,
  bridgeEnvelope,
  dappBridgeFrame,
  keyPairOf,
  login,
  type Node,
  seedUser,
  signedChat,
  startNode,
} from '../_util/socket-node'

const ALICE = 'user:a11ce00000000000000000000000000000000000000000000000a11ce'
const BOB = 'user:b0b0000000000000000000000000000000000000000000000000b0b0'
const TEMP_TOPIC = 'swapchat:im@eth:0x1111111111111111111111111111111111111111'
const aliceKey = keyPairOf(1)
const bobKey = keyPairOf(2)

/** An unsigned legacy `dapp_bridge` frame asking (or answering) a key sync (docs/protocol.md §7.3). */
const legacy = (from: string, to: string, action = 'sync_key_pairs_request') =>
  dappBridgeFrame(from, to, { action })

describe('identity-looking names in any case', () => {
  let node: Node
  beforeEach(async () => {
    node = await startNode()
  })

  const tempJoin = async (topic = TEMP_TOPIC): Promise<TestClient> => {
    const client = await node.open()
    client.send(
      tempConnectFrame({
        NodeID: '',
        DAppID: 'SwapChat:im',
        TopicID: topic,
        SignatureTimestamp: 0,
        DAppSignature: '',
      }),
    )
    expect((await client.nextOf('tempConnectReply')).message.statusCode).toBe(200)
    return client
  }

  it('does not relay an unsigned dapp_bridge frame naming "USER:…" or "Group:…" as its sender', async () => {
    const alice = await login(node, seedUser(node, ALICE, aliceKey))
    const attacker = await tempJoin()
    for (const claimed of [`USER:${BOB.slice(5)}`, `User:${BOB.slice(5)}`, 'GROUP:0123456789abcdef']) {
      attacker.send(legacy(claimed, ALICE))
      expect((await attacker.nextOf('messageStatus')).message.messageStatus).toBe('invalidSignature')
    }
    await answersPing(alice)
    // Control: the sign client's own sender (the dapp id keeps its case, docs/protocol.md §7.3) is relayed.
    attacker.send(legacy('SwapChat:im@eth:0x1111111111111111111111111111111111111111', ALICE))
    expect((await attacker.nextOf('messageStatus')).message.messageStatus).toBe('received')
    const got = await alice.nextOf('message')
    expect(JSON.parse(bytesToUtf8(got.message.payload))).toEqual({ action: 'sync_key_pairs_request' })
  })

  it('still relays the wallet user’s own answer under its exact id (control)', async () => {
    const alice = await login(node, seedUser(node, ALICE, aliceKey))
    const signClient = await tempJoin()
    alice.send(legacy(ALICE, TEMP_TOPIC, 'sync_key_pairs_response'))
    expect((await alice.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect((await signClient.nextOf('message')).message.comeFrom).toBe(ALICE)
    alice.send(legacy(ALICE.toUpperCase(), TEMP_TOPIC, 'sync_key_pairs_response'))
    expect((await alice.nextOf('messageStatus')).message.messageStatus).toBe('invalidSignature')
    await answersPing(signClient)
  })

  it('refuses bridge and temp topics named like a user or a group in any case', async () => {
    for (const topic of [`USER:${ALICE.slice(5)}`, 'Group:0123456789abcdef0123456789abcdef01234567']) {
      const bridge = await node.open()
      bridge.send(bridgeConnectFrame({ NodeID: '', DAppID: 'd', TopicID: topic }))
      const outcome = await Promise.race([bridge.closed, bridge.nextOf('bridgeConnectReply')])
      expect(outcome).toEqual({ code: 1008, reason: IDENTITY_TOPIC })
      const temp = await node.open()
      temp.send(
        tempConnectFrame({
          NodeID: '',
          DAppID: 'd',
          TopicID: topic,
          SignatureTimestamp: 0,
          DAppSignature: '',
        }),
      )
      expect((await temp.nextOf('tempConnectReply')).message.statusCode).toBe(400)
    }
  })
})

describe('a frame before connect closes with 1008 "Connect first" (docs/protocol.md §1.4)', () => {
  let node: Node
  beforeEach(async () => {
    node = await startNode()
    seedUser(node, ALICE, aliceKey)
    seedUser(node, BOB, bobKey)
  })

  const connectFirst = { code: 1008, reason: CloseReason.connectFirst }

  it('for a chat message, a bridge envelope and a dapp_bridge frame on a fresh socket', async () => {
    for (const frame of [
      signedChat({ from: ALICE, to: BOB, text: 'early', key: aliceKey }),
      bridgeEnvelope('bridge:a', 'bridge:b', utf8ToBytes('{}'), 'id'),
      legacy(TEMP_TOPIC, ALICE),
    ]) {
      const client = await node.open()
      client.send(frame)
      expect(await client.closed).toEqual(connectFirst)
    }
  })

  it('for a chat message on a socket that joined only a bridge topic', async () => {
    const bridge = await node.open()
    bridge.send(bridgeConnectFrame({ NodeID: '', DAppID: 'd', TopicID: 'bridge:a' }))
    await bridge.nextOf('bridgeConnectReply')
    bridge.send(signedChat({ from: ALICE, to: BOB, text: 'early', key: aliceKey }))
    expect(await bridge.closed).toEqual(connectFirst)
  })

  it('which the SDK retries, unlike a refused connect (4001)', () => {
    expect(classifyClose({ code: connectFirst.code })).toEqual({ kind: 'server', retry: true })
    expect(classifyClose({ code: 4001 })).toEqual({ kind: 'auth', retry: false })
  })

  it('accepts the same chat message once connected (control)', async () => {
    const alice = await login(node, { userid: ALICE, session: aliceKey })
    alice.send(signedChat({ from: ALICE, to: BOB, text: 'now', key: aliceKey }))
    expect((await alice.nextOf('messageStatus')).message.messageStatus).toBe('received')
  })
})
