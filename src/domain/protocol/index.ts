/** Public surface of the socket wire protocol: frame codec, frame builders and the generated messages. */

export { CloseCodes, CloseReason } from './close'
export { decodeFrame, encodeFrame, type TryDecodeResult, tryDecodeFrame } from './frame'
export {
  type DecodedFrame,
  type Frame,
  type FrameKind,
  type FrameOfKind,
  FrameSchemas,
  FrameType,
  type FrameTypeCode,
  frameKindOf,
  type OutboundFrame,
} from './frame-types'
export type {
  ConnectCommand,
  DisconnectCommand,
  UserTempConnectCommand,
  UserTempConnectResp,
} from './gen/connect_pb'
export type { WebsocketPingCommand, WebsocketPongCommand } from './gen/heartbeat_pb'
export type {
  GetHistoryMessagesRequest,
  MessageItem,
  Web3MQChangeMessageStatus,
  Web3MQMessageListResponse,
  Web3MQMessageStatusResp,
  Web3MQRequestMessage,
} from './gen/message_pb'
export type { PubKeyCommand } from './gen/pubkey_pb'
export type { Web3MQBridgeConnectCommand } from './gen/web3mq_bridge_pb'
export {
  type ChatMessageInit,
  type MessageStatusInit,
  messageFrame,
  messageStatusChangeFrame,
  messageStatusFrame,
  type NotificationItemInit,
  notificationListFrame,
} from './message-frames'
export {
  type AckStatus,
  NodeStatus,
  READ_STATUSES,
  type ReadStatus,
} from './message-status'
export {
  type BridgeConnectInit,
  bridgeConnectFrame,
  bridgeConnectReplyFrame,
  type ConnectInit,
  connectFrame,
  connectReplyFrame,
  type HeartbeatInit,
  pingFrame,
  pongFrame,
  type TempConnectInit,
  type TempConnectReplyInit,
  tempConnectFrame,
  tempConnectReplyFrame,
} from './session-frames'
export { GROUP_PREFIX, isGroupTopic } from './topics'
export { fromUint64, toUint64 } from './uint64'
