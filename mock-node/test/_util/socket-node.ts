/**
 * The socket tests' node: listening on a free port with a fixed clock and held to the contract, seeded
 * users, signed frames and the unsigned frames of dapp bridges. A node started for one test (in the test or
 * its `beforeEach`) is closed when that test finishes; one started in `beforeAll` is the caller's to close.
 */
import { expect, onTestFinished, TestRunner } from 'vitest'
import { PayloadType } from '#domain/config'
import { utf8ToBytes } from '#domain/crypto/encoding'
import { generateKeyPair, type KeyPair } from '#domain/keys/key-pair'
import { type ChatMessageInit, connectFrame, messageFrame, pingFrame } from '#domain/protocol'
import { signBase64 } from '#domain/signing/sign'
import { connectSignContent, fromSignContent, messageId } from '#domain/signing/socket'
import { buildApp, type MockNode, type NodeOptions } from '../../src/app'
import type { GroupRecord } from '../../src/state/groups'
import { defaultGroupPermissions } from '../../src/state/permissions'
import type { UserRecord } from '../../src/state/users'
import { keepToContract } from './contract-watch'
import { TestClient } from './socket-client'

export const NOW = 1_700_000_000_000
export const NODE_ID = 'node:socket-test'
const DAY_MS = 86_400_000

export interface Node {
  app: MockNode
  url: string
  open(): Promise<TestClient>
  close(): Promise<void>
}

/**
 * A node listening on an ephemeral port; its clock stands still at NOW unless `clock.now` is moved.
 * `options` adds to the clock and node id (lowered socket limits, say).
 */
export const startNode = async (clock = { now: NOW }, options: NodeOptions = {}): Promise<Node> => {
  const app = await buildApp({ nodeId: NODE_ID, now: () => clock.now, ...options })
  keepToContract(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('no TCP address')
  const url = `ws://127.0.0.1:${address.port}/messages`
  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= app.close()
    return closing
  }
  if (TestRunner.getCurrentTest()) onTestFinished(close)
  return { app, url, open: () => TestClient.open(url), close }
}

/** A deterministic key pair: 32 bytes of `fill`. */
export const keyPairOf = (fill: number): KeyPair => generateKeyPair((n) => new Uint8Array(n).fill(fill))

export interface SeededUser {
  userid: string
  session: KeyPair
}

export const userRecord = (userid: string, nickname = ''): UserRecord => ({
  userid,
  did_type: 'eth',
  did_value: `0x${userid.slice(5, 45).padEnd(40, '0')}`,
  did_pubkey: '',
  main_pubkey: '',
  nickname,
  avatar_url: '',
  avatar_base64: '',
  created_at: NOW,
})

/** Registers a user and a session key valid for a day (or `expires`), bypassing the REST layer. */
export const seedUser = (
  node: Node,
  userid: string,
  session: KeyPair,
  expires = NOW + DAY_MS,
): SeededUser => {
  node.app.context.state.users.upsert(userRecord(userid, `nick-${userid.slice(5, 9)}`))
  node.app.context.state.users.addSession(userid, { pubkey: session.PublicKey, expires }, NOW)
  return { userid, session }
}

export const seedGroup = (node: Node, groupid: string, creator: string, members: string[]): GroupRecord =>
  node.app.context.state.groups.create({
    groupid,
    group_name: 'Test group',
    avatar_url: '',
    avatar_base64: '',
    creator_id: creator,
    create_at: NOW,
    members: new Set(members),
    permissions: defaultGroupPermissions(),
  })

/** A type-2 connect signed with the user's session key, as the JS SDK sends it (nodeId literal). */
export const signedConnect = (user: SeededUser, timestamp = NOW, nodeId = 'nodeId') =>
  connectFrame({
    nodeId,
    userId: user.userid,
    timestamp,
    msgSign: signBase64(connectSignContent(nodeId, user.userid, timestamp), user.session.PrivateKey),
  })

/** Connect timestamps a minute before NOW and rising: the node accepts a connect only if it is newer. */
let connects = 0
const freshConnectTime = (): number => NOW - 60_000 + ++connects

/** Opens a socket and completes the connect handshake, with a timestamp newer than any before it. */
export const login = async (node: Node, user: SeededUser): Promise<TestClient> => {
  const client = await node.open()
  client.send(signedConnect(user, freshConnectTime()))
  await client.nextOf('connectReply')
  return client
}

export interface ChatInit {
  from: string
  to: string
  text: string
  key: KeyPair
  timestamp?: number
  nodeId?: string
  extra?: Partial<ChatMessageInit>
}

/** A type-16 chat message with the SDK's messageId and fromSign (docs/protocol.md §3.3). */
export const signedChat = ({ from, to, text, key, timestamp = NOW, nodeId = NODE_ID, extra }: ChatInit) => {
  const payload = utf8ToBytes(text)
  const id = messageId({ comeFrom: from, contentTopic: to, timestamp, payload })
  const content = fromSignContent({ messageId: id, comeFrom: from, contentTopic: to, nodeId, timestamp })
  return messageFrame({
    payload,
    contentTopic: to,
    comeFrom: from,
    timestamp,
    messageId: id,
    fromSign: signBase64(content, key.PrivateKey),
    nodeId,
    ...extra,
  })
}

/** The socket is open and nothing was queued for it before this point: a ping is answered first. */
export const answersPing = async (client: TestClient, timestamp = 42): Promise<void> => {
  client.send(pingFrame({ timestamp }))
  expect((await client.nextOf('pong')).message.timestamp).toBe(BigInt(timestamp))
}

/** An unsigned legacy `dapp_bridge` frame carrying `body` as JSON (docs/protocol.md §7.3). */
export const dappBridgeFrame = (from: string, to: string, body: object) =>
  messageFrame({
    payload: utf8ToBytes(JSON.stringify(body)),
    contentTopic: to,
    comeFrom: from,
    timestamp: NOW,
    messageId: '',
    fromSign: '',
    validatePubKey: '',
    messageType: 'dapp_bridge',
    payloadType: PayloadType.json,
  })

/** An unsigned `Web3MQ/bridge` envelope (no validatePubKey: relayed unverified, docs/protocol.md §10.3). */
export const bridgeEnvelope = (from: string, to: string, payload: Uint8Array, id: string) =>
  messageFrame({
    payload,
    contentTopic: to,
    comeFrom: from,
    timestamp: NOW,
    messageId: id,
    fromSign: '',
    nodeId: NODE_ID,
    messageType: 'Web3MQ/bridge',
    payloadType: PayloadType.json,
  })
