/**
 * The frame vocabulary of docs/protocol.md §1.3: which type byte carries which protobuf message, and the
 * discriminated union the codec returns. The generated protobuf-es schemas stay the single source of
 * truth for every field; this file only pairs them with type bytes and readable kinds.
 */
import type { MessageShape } from '@bufbuild/protobuf'
import {
  ConnectCommandSchema,
  UserTempConnectCommandSchema,
  UserTempConnectRespSchema,
} from './gen/connect_pb'
import { WebsocketPingCommandSchema, WebsocketPongCommandSchema } from './gen/heartbeat_pb'
import {
  Web3MQChangeMessageStatusSchema,
  Web3MQMessageListResponseSchema,
  Web3MQMessageStatusRespSchema,
  Web3MQRequestMessageSchema,
} from './gen/message_pb'
import { Web3MQBridgeConnectCommandSchema } from './gen/web3mq_bridge_pb'

/** Type byte (byte 1 of a frame) of every frame that carries a payload, keyed by its readable kind. */
export const FrameType = {
  connect: 2,
  connectReply: 3,
  tempConnect: 5,
  tempConnectReply: 6,
  message: 16,
  notificationList: 20,
  messageStatus: 21,
  messageStatusChange: 22,
  bridgeConnect: 100,
  bridgeConnectReply: 101,
  ping: 128,
  pong: 129,
} as const

export type FrameKind = keyof typeof FrameType
type FrameTypeCode = (typeof FrameType)[FrameKind]

/** The protobuf message each kind carries (docs/protocol.md §1.3 "Payload message" column). */
export const FrameSchemas = {
  connect: ConnectCommandSchema,
  connectReply: ConnectCommandSchema,
  tempConnect: UserTempConnectCommandSchema,
  tempConnectReply: UserTempConnectRespSchema,
  message: Web3MQRequestMessageSchema,
  notificationList: Web3MQMessageListResponseSchema,
  messageStatus: Web3MQMessageStatusRespSchema,
  messageStatusChange: Web3MQChangeMessageStatusSchema,
  bridgeConnect: Web3MQBridgeConnectCommandSchema,
  bridgeConnectReply: Web3MQBridgeConnectCommandSchema,
  ping: WebsocketPingCommandSchema,
  pong: WebsocketPongCommandSchema,
} as const

type Schemas = typeof FrameSchemas

/** One frame of a given kind: its type byte, its kind and its decoded (or to-be-encoded) message. */
export type FrameOfKind<K extends FrameKind> = {
  type: (typeof FrameType)[K]
  kind: K
  message: MessageShape<Schemas[K]>
}

/** Every frame the codec knows, discriminated by `type` and equally by `kind`. */
export type Frame = { [K in FrameKind]: FrameOfKind<K> }[FrameKind]

/** What `decodeFrame` returns. */
export type DecodedFrame = Frame
/** What `encodeFrame` accepts: the same union, so a mock node can send replies with the same codec. */
export type OutboundFrame = Frame

const kindByType = new Map<number, FrameKind>(
  (Object.entries(FrameType) as [FrameKind, FrameTypeCode][]).map(([kind, type]) => [type, kind]),
)

/** The kind of a type byte, or undefined when the byte carries no payload this codec understands. */
export const frameKindOf = (type: number): FrameKind | undefined => kindByType.get(type)
