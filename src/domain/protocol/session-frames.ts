/**
 * Builders for the session frames (connect, heartbeat, temp and bridge connect), taking plain numbers
 * (ms) instead of bigint so the SDK and the mock node never touch protobuf-es directly. Each returns an
 * OutboundFrame for `encodeFrame`; a fractional or negative time throws INPUT.INVALID (see toUint64).
 */
import { create } from '@bufbuild/protobuf'
import { type FrameOfKind, FrameType } from './frame-types'
import {
  ConnectCommandSchema,
  UserTempConnectCommandSchema,
  UserTempConnectRespSchema,
} from './gen/connect_pb'
import { WebsocketPingCommandSchema, WebsocketPongCommandSchema } from './gen/heartbeat_pb'
import { Web3MQBridgeConnectCommandSchema } from './gen/web3mq_bridge_pb'
import { toUint64 } from './uint64'

interface ConnectInit {
  nodeId: string
  userId: string
  timestamp: number
  msgSign: string
  validatePubKey?: string
}

const connectMessage = (init: ConnectInit) =>
  create(ConnectCommandSchema, { ...init, timestamp: toUint64(init.timestamp) })

/** Type 2: the login command (docs/protocol.md §3.1); nodeId is usually the literal "nodeId". */
export const connectFrame = (init: ConnectInit): FrameOfKind<'connect'> => ({
  type: FrameType.connect,
  kind: 'connect',
  message: connectMessage(init),
})

/** Type 3: the node's answer to a connect; clients read its nodeId. */
export const connectReplyFrame = (init: ConnectInit): FrameOfKind<'connectReply'> => ({
  type: FrameType.connectReply,
  kind: 'connectReply',
  message: connectMessage(init),
})

interface HeartbeatInit {
  timestamp?: number
  nodeId?: string
  userId?: string
  msgSign?: string
}

// Optional fields stay unset when absent, so a timestamp-only ping is exactly `1880d095ffbc31`.
const heartbeatFields = ({ timestamp, ...rest }: HeartbeatInit) => ({
  ...rest,
  ...(timestamp === undefined ? {} : { timestamp: toUint64(timestamp) }),
})

/** Type 128: heartbeat; JS and iOS send only the timestamp and sign nothing (docs/protocol.md §3.2). */
export const pingFrame = (init: HeartbeatInit): FrameOfKind<'ping'> => ({
  type: FrameType.ping,
  kind: 'ping',
  message: create(WebsocketPingCommandSchema, heartbeatFields(init)),
})

/** Type 129: the node's answer to a ping, same fields. */
export const pongFrame = (init: HeartbeatInit): FrameOfKind<'pong'> => ({
  type: FrameType.pong,
  kind: 'pong',
  message: create(WebsocketPongCommandSchema, heartbeatFields(init)),
})

interface TempConnectInit {
  NodeID: string
  DAppID: string
  TopicID: string
  SignatureTimestamp: number
  DAppSignature: string
}

/** Type 5: the legacy sign-client temporary connection (docs/protocol.md §3.6). */
export const tempConnectFrame = (init: TempConnectInit): FrameOfKind<'tempConnect'> => ({
  type: FrameType.tempConnect,
  kind: 'tempConnect',
  message: create(UserTempConnectCommandSchema, {
    ...init,
    SignatureTimestamp: toUint64(init.SignatureTimestamp, 'SignatureTimestamp'),
  }),
})

interface TempConnectReplyInit {
  NodeID: string
  DAppID: string
  TopicID: string
  /** 200 success, 400 failure. */
  statusCode: number
  statusMsg: string
  Timestamp: number
}

/** Type 6: the node's answer to a temp connect; a mock node sends 200 / "success". */
export const tempConnectReplyFrame = (init: TempConnectReplyInit): FrameOfKind<'tempConnectReply'> => ({
  type: FrameType.tempConnectReply,
  kind: 'tempConnectReply',
  message: create(UserTempConnectRespSchema, { ...init, Timestamp: toUint64(init.Timestamp, 'Timestamp') }),
})

interface BridgeConnectInit {
  NodeID: string
  DAppID: string
  TopicID: string
  /** Optional on the wire: DappConnect sends 0 and "" (docs/protocol.md §3.7); absent means unset. */
  SignatureTimestamp?: number
  DAppSignature?: string
}

const bridgeFields = ({ SignatureTimestamp, ...rest }: BridgeConnectInit) => ({
  ...rest,
  ...(SignatureTimestamp === undefined
    ? {}
    : { SignatureTimestamp: toUint64(SignatureTimestamp, 'SignatureTimestamp') }),
})

/** Type 100: joins a dapp-connect bridge topic. */
export const bridgeConnectFrame = (init: BridgeConnectInit): FrameOfKind<'bridgeConnect'> => ({
  type: FrameType.bridgeConnect,
  kind: 'bridgeConnect',
  message: create(Web3MQBridgeConnectCommandSchema, bridgeFields(init)),
})

/** Type 101: the node's answer to a bridge connect; clients store its NodeID. */
export const bridgeConnectReplyFrame = (init: BridgeConnectInit): FrameOfKind<'bridgeConnectReply'> => ({
  type: FrameType.bridgeConnectReply,
  kind: 'bridgeConnectReply',
  message: create(Web3MQBridgeConnectCommandSchema, bridgeFields(init)),
})
