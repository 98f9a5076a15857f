/**
 * Dapp-connect topics (docs/protocol.md §3.6, §3.7, §7): temp connect (5 → 6), bridge connect (100 → 101) and the
 * type-16 envelopes relayed between topics. Bridge topics have no registered key; a message is checked
 * against the key it names in `validatePubKey`, when it names one.
 */

import { BRIDGE_MESSAGE_TYPE } from '#domain/config'
import type {
  UserTempConnectCommand,
  Web3MQBridgeConnectCommand,
  Web3MQRequestMessage,
} from '#domain/protocol'
import {
  bridgeConnectReplyFrame,
  CloseCodes,
  CloseReason,
  isGroupTopic,
  NodeStatus,
  tempConnectReplyFrame,
} from '#domain/protocol'
import { fromSignContent } from '#domain/signing/socket'
import { ack, relayFrame } from './ack'
import type { SocketEnv } from './env'
import { pubkeyHexOfHint, signedBy } from './keys'
import { SocketLimitReason } from './limits'
import { isConnected, type Peer } from './peer'
import { closePeer, sendFrame } from './wire'

const BRIDGE_TOPIC_PREFIX = 'bridge:'
const USER_PREFIX = 'user:'
/** Unsigned message types of the legacy sign client and wallet (docs/protocol.md §7.3). */
const LEGACY_BRIDGE_TYPES: ReadonlySet<string> = new Set(['dapp_bridge', 'wallet_bridge'])

export const isLegacyBridgeMessage = (message: Web3MQRequestMessage): boolean =>
  LEGACY_BRIDGE_TYPES.has(message.messageType ?? '')

export const isBridgeMessage = (message: Web3MQRequestMessage): boolean =>
  message.messageType === BRIDGE_MESSAGE_TYPE || message.contentTopic.startsWith(BRIDGE_TOPIC_PREFIX)

/**
 * Whether a name reads as a user's or a group's id. In any case: a client that lower-cases ids (our SDK
 * lower-cases topics, docs/product.md §5) would read `USER:alice` as Alice.
 */
const namesIdentity = (name: string): boolean => {
  const lower = name.toLowerCase()
  return lower.startsWith(USER_PREFIX) || isGroupTopic(lower)
}

export const IDENTITY_TOPIC = 'A user or group id is not a bridge topic'

/**
 * Type 100: joins the topic as sent (clients lower-case it) and answers 101; the signature is optional.
 * Bridge and temp topics are joined without proof, so they must not be names that carry an identity: a
 * socket that joined `user:alice` would otherwise speak for Alice on the bridge. A full topic closes 1008.
 */
export const handleBridgeConnect = (
  env: SocketEnv,
  peer: Peer,
  command: Web3MQBridgeConnectCommand,
): void => {
  if (!command.TopicID) {
    closePeer(peer, CloseCodes.policy, CloseReason.missingTopic)
    return
  }
  if (namesIdentity(command.TopicID)) {
    closePeer(peer, CloseCodes.policy, IDENTITY_TOPIC)
    return
  }
  if (!env.registry.bindTopic(peer, command.TopicID)) {
    closePeer(peer, CloseCodes.policy, SocketLimitReason.topicFull)
    return
  }
  sendFrame(
    peer,
    bridgeConnectReplyFrame({ NodeID: env.ctx.nodeId, DAppID: command.DAppID, TopicID: command.TopicID }),
  )
}

/**
 * Type 5: joins the topic and answers 6 (200 "success", or 400 "invalid request" without a topic or for an
 * identity's name); a full topic closes 1008 as for type 100.
 */
export const handleTempConnect = (env: SocketEnv, peer: Peer, command: UserTempConnectCommand): void => {
  const valid = command.TopicID !== '' && !namesIdentity(command.TopicID)
  if (valid && !env.registry.bindTopic(peer, command.TopicID)) {
    closePeer(peer, CloseCodes.policy, SocketLimitReason.topicFull)
    return
  }
  sendFrame(
    peer,
    tempConnectReplyFrame({
      NodeID: env.ctx.nodeId,
      DAppID: command.DAppID,
      TopicID: command.TopicID,
      statusCode: valid ? 200 : 400,
      statusMsg: valid ? 'success' : 'invalid request',
      Timestamp: env.ctx.now(),
    }),
  )
}

const speaksFor = (peer: Peer, comeFrom: string): boolean =>
  peer.topics.has(comeFrom) || peer.user?.userId === comeFrom

const bridgeSignatureValid = (message: Web3MQRequestMessage): boolean => {
  if (!message.validatePubKey) return true
  const pubkey = pubkeyHexOfHint(message.validatePubKey)
  if (!pubkey) return false
  const content = fromSignContent({
    messageId: message.messageId,
    comeFrom: message.comeFrom,
    contentTopic: message.contentTopic,
    nodeId: message.nodeId,
    timestamp: message.timestamp,
  })
  return signedBy(content, message.fromSign, pubkey)
}

/** A `Web3MQ/bridge` envelope: sent from a topic this socket joined, relayed to the sockets of contentTopic. */
export const handleBridgeMessage = (
  env: SocketEnv,
  peer: Peer,
  message: Web3MQRequestMessage,
  bytes: Uint8Array,
): void => {
  if (!isConnected(peer)) {
    closePeer(peer, CloseCodes.policy, CloseReason.connectFirst)
    return
  }
  const valid = speaksFor(peer, message.comeFrom) && bridgeSignatureValid(message)
  ack(env, peer, message, valid ? NodeStatus.received : NodeStatus.invalidSignature)
  if (valid) relayFrame(env, { topics: [message.contentTopic] }, peer, bytes)
}

/**
 * Legacy `dapp_bridge` (sign client → wallet user) and its answers: unsigned by design (messageId ""),
 * relayed to the user or topic named by contentTopic. Unsigned, it may still not claim a user or group
 * sender, in any case, other than exactly the user this socket connected as. Other senders are not held to
 * the topic joined: the sign client names itself `<dAppID>@…` with the dapp id's own case, while its topic
 * is lower-cased (docs/protocol.md §3.6, §7.3).
 */
export const handleLegacyBridgeMessage = (
  env: SocketEnv,
  peer: Peer,
  message: Web3MQRequestMessage,
  bytes: Uint8Array,
): void => {
  if (!isConnected(peer)) {
    closePeer(peer, CloseCodes.policy, CloseReason.connectFirst)
    return
  }
  if (namesIdentity(message.comeFrom) && peer.user?.userId !== message.comeFrom) {
    ack(env, peer, message, NodeStatus.invalidSignature)
    return
  }
  ack(env, peer, message, NodeStatus.received)
  const topic = message.contentTopic
  relayFrame(env, { users: [topic], topics: [topic] }, peer, bytes)
}
