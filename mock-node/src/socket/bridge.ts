/**
 * Dapp-connect topics (docs/protocol.md §3.6, §3.7, §7): temp connect (5 → 6), bridge connect (100 → 101) and the
 * type-16 envelopes relayed between topics. Bridge topics have no registered key; a message is checked
 * against the key it names in `validatePubKey`, when it names one.
 */

import { BRIDGE_MESSAGE_TYPE } from '../../../src/domain/config'
import type {
  UserTempConnectCommand,
  Web3MQBridgeConnectCommand,
  Web3MQRequestMessage,
} from '../../../src/domain/protocol'
import {
  bridgeConnectReplyFrame,
  CloseCodes,
  CloseReason,
  isGroupTopic,
  NodeStatus,
  tempConnectReplyFrame,
} from '../../../src/domain/protocol'
import { fromSignContent } from '../../../src/domain/signing/socket'
import { ack, relayFrame } from './ack'
import type { SocketEnv } from './env'
import { pubkeyHexOfHint, signedBy } from './keys'
import type { Peer } from './registry'
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
 * Bridge and temp topics are joined without proof, so they must not be names that carry an identity:
 * a socket that joined `user:alice` would otherwise speak for Alice on the bridge.
 */
const namesIdentity = (topic: string): boolean => topic.startsWith(USER_PREFIX) || isGroupTopic(topic)

export const IDENTITY_TOPIC = 'A user or group id is not a bridge topic'

/** Type 100: joins the topic as sent (clients lower-case it) and answers 101; the signature is optional. */
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
  env.registry.bindTopic(peer, command.TopicID)
  sendFrame(
    peer,
    bridgeConnectReplyFrame({ NodeID: env.ctx.nodeId, DAppID: command.DAppID, TopicID: command.TopicID }),
  )
}

/** Type 5: joins the topic and answers 6 (200 "success", or 400 "invalid request" without a topic). */
export const handleTempConnect = (env: SocketEnv, peer: Peer, command: UserTempConnectCommand): void => {
  const valid = command.TopicID !== '' && !namesIdentity(command.TopicID)
  if (valid) env.registry.bindTopic(peer, command.TopicID)
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

const connected = (peer: Peer): boolean => peer.user !== undefined || peer.topics.size > 0

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
  if (!connected(peer)) {
    closePeer(peer, CloseCodes.unauthorized, CloseReason.connectFirst)
    return
  }
  const valid = speaksFor(peer, message.comeFrom) && bridgeSignatureValid(message)
  ack(env, peer, message, valid ? NodeStatus.received : NodeStatus.invalidSignature)
  if (valid) relayFrame(env, { topics: [message.contentTopic] }, peer, bytes)
}

/**
 * Legacy `dapp_bridge` (sign client → wallet user) and its answers: unsigned by design (messageId ""),
 * relayed to the user or topic named by contentTopic. Unsigned, it may still not claim to come from a
 * user other than the one this socket connected as.
 */
export const handleLegacyBridgeMessage = (
  env: SocketEnv,
  peer: Peer,
  message: Web3MQRequestMessage,
  bytes: Uint8Array,
): void => {
  if (!connected(peer)) {
    closePeer(peer, CloseCodes.unauthorized, CloseReason.connectFirst)
    return
  }
  if (message.comeFrom.startsWith(USER_PREFIX) && peer.user?.userId !== message.comeFrom) {
    ack(env, peer, message, NodeStatus.invalidSignature)
    return
  }
  ack(env, peer, message, NodeStatus.received)
  const topic = message.contentTopic
  relayFrame(env, { users: [topic], topics: [topic] }, peer, bytes)
}
