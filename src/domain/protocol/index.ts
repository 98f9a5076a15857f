/** Public surface of the socket wire protocol: frame codec, frame builders and the generated messages. */

export { CloseCodes, CloseReason } from './close'
export { decodeFrame, encodeFrame, tryDecodeFrame } from './frame'
export {
  type DecodedFrame,
  type FrameKind,
  type FrameOfKind,
  FrameType,
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
  messageFrame,
  messageStatusChangeFrame,
  messageStatusFrame,
  notificationListFrame,
} from './message-frames'
export {
  type AckStatus,
  NodeStatus,
  READ_STATUSES,
  type ReadStatus,
} from './message-status'
export {
  bridgeConnectFrame,
  bridgeConnectReplyFrame,
  connectFrame,
  connectReplyFrame,
  pingFrame,
  pongFrame,
  tempConnectFrame,
  tempConnectReplyFrame,
} from './session-frames'
export { GROUP_PREFIX, isGroupTopic } from './topics'
export { fromUint64 } from './uint64'
