/**
 * Hub events → live sockets: notifications become type 20 lists (docs/protocol.md §3.5, §9.6) and status changes
 * become type 22 (§3.4), sent to every socket of the user. Users without a socket simply miss the push;
 * REST history still has it. A notification or REST message is encoded once and fanned out through the
 * delivery queue (./delivery.ts), so a publish to thousands never holds the node.
 */
import { CIPHER_NONE, PayloadType } from '#domain/config'
import { base64ToBytes, utf8ToBytes } from '#domain/crypto/encoding'
import {
  encodeFrame,
  messageFrame,
  messageStatusChangeFrame,
  notificationListFrame,
  type OutboundFrame,
} from '#domain/protocol'
import type { HubListener, StatusChange } from '../hub'
import type { StoredMessage } from '../state/chats'
import type { NotificationRecord } from '../state/notifications'
import { relay } from './ack'
import { DeliveryQueue } from './delivery'
import type { SocketEnv } from './env'
import type { Peer } from './peer'
import { deliverable } from './session'
import { sendBytes, sendFrame } from './wire'

/** The type-20 frame of one notification; its payload is the notification JSON in UTF-8. */
export const notificationFrame = (record: NotificationRecord): OutboundFrame =>
  notificationListFrame([
    {
      messageId: record.messageid,
      version: record.version,
      payload: utf8ToBytes(JSON.stringify(record.payload)),
      payloadType: PayloadType.json,
      comeFrom: record.from,
      fromSign: record.from_sign,
      contentTopic: record.topic,
      cipherSuite: CIPHER_NONE,
      timestamp: record.timestamp,
      read: record.read,
    },
  ])

export const statusChangeFrame = (change: StatusChange): OutboundFrame =>
  messageStatusChangeFrame({
    messageId: change.messageId,
    contentTopic: change.contentTopic,
    messageStatus: change.messageStatus,
    version: '1',
    comeFrom: change.comeFrom,
    timestamp: change.timestamp,
  })

/** The type-16 frame of a message accepted over REST, as a socket sender would have sent it. */
export const storedMessageFrame = (message: StoredMessage, nodeId: string): OutboundFrame =>
  messageFrame({
    payload: base64ToBytes(message.payload),
    contentTopic: message.topic,
    comeFrom: message.from,
    timestamp: message.timestamp,
    messageId: message.messageid,
    fromSign: message.from_sign,
    nodeId,
    version: message.version,
    payloadType: message.payload_type,
    cipherSuite: message.cipher_suite,
  })

/**
 * The user's sockets a push may reach: a socket whose session key expired gets nothing and is closed,
 * even before its expiry timer fires (./session.ts).
 */
const liveSockets = (env: SocketEnv, userid: string) =>
  env.registry.ofUser(userid).filter((peer) => deliverable(env, peer))

/** Builds the frame once per event; a record that cannot be encoded is dropped, never thrown at the hub. */
const toUser = (env: SocketEnv, userid: string, build: () => OutboundFrame): void => {
  const peers = liveSockets(env, userid)
  if (peers.length === 0) return
  let frame: OutboundFrame
  try {
    frame = build()
  } catch {
    return
  }
  for (const peer of peers) sendFrame(peer, frame)
}

/** Encodes once, then queues the bytes for every socket of every user; an unencodable record is dropped. */
const fanOut = (
  env: SocketEnv,
  queue: DeliveryQueue,
  userids: readonly string[],
  build: () => OutboundFrame,
) => {
  let bytes: Uint8Array
  try {
    bytes = encodeFrame(build())
  } catch {
    return
  }
  queue.enqueue(userids, (userid) => {
    for (const peer of liveSockets(env, userid)) sendBytes(peer, bytes)
  })
}

/** The hub listener of one node's socket layer. */
export const hubListener = (env: SocketEnv, queue = new DeliveryQueue()): HubListener => ({
  notification: (userids, record) => fanOut(env, queue, userids, () => notificationFrame(record)),
  statusChange: (userid, change) => toUser(env, userid, () => statusChangeFrame(change)),
  // Recipients and the sender's own devices, like a socket-sent message.
  message: (message, recipients) =>
    fanOut(env, queue, [...new Set([message.from, ...recipients])], () =>
      storedMessageFrame(message, env.ctx.nodeId),
    ),
  sessionsEnded: (userid) => env.registry.closeUser(userid),
  frame: (to, bytes, except) => {
    const { registry } = env
    const sender = except?.node === env.ctx.nodeId ? registry.withId(except.socket) : undefined
    const targets = new Set<Peer>()
    for (const id of to.users ?? []) for (const peer of registry.ofUser(id)) targets.add(peer)
    for (const topic of to.topics ?? []) for (const peer of registry.ofTopic(topic)) targets.add(peer)
    if (sender) targets.delete(sender)
    const live: Peer[] = []
    for (const peer of targets) if (deliverable(env, peer)) live.push(peer)
    relay(live, sender, bytes)
  },
})
