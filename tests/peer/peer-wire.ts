/**
 * Socket frames as docs/protocol.md §1.2/§2 describe them: [0x0A][type][protobuf]. The .proto text below is
 * typed in from the document's field tables, not taken from the project's generated code.
 */
import protobuf from 'protobufjs'

const PROTO = `
syntax = "proto3";
package pb;
message ConnectCommand {
  string nodeId = 1; string userId = 2; uint64 timestamp = 3; string msgSign = 4; string validatePubKey = 5;
}
message WebsocketPingCommand {
  optional string nodeId = 1; optional string userId = 2; optional uint64 timestamp = 3; optional string msgSign = 4;
}
message Web3MQRequestMessage {
  bytes payload = 1; string contentTopic = 2; uint32 version = 3; string comeFrom = 4; string fromSign = 5;
  string payloadType = 6; string cipherSuite = 7; bool needStore = 8; uint64 timestamp = 9; string messageId = 10;
  optional string messageType = 11; string nodeId = 12; string validatePubKey = 13;
  map<string, string> extraData = 14; string threadId = 15; string replyId = 16;
}
message Web3MQMessageStatusResp {
  string messageId = 1; string contentTopic = 2; string messageStatus = 3; string version = 4;
  string comeFrom = 5; string fromSign = 6; uint64 timestamp = 7;
}
message MessageItem {
  string messageId = 1; uint32 version = 2; bytes payload = 3; string payloadType = 4; string comeFrom = 5;
  string fromSign = 6; string contentTopic = 7; string cipherSuite = 8; uint64 timestamp = 9; bool read = 10;
  uint64 readTimestamp = 11;
}
message Web3MQMessageListResponse { repeated MessageItem data = 1; }
`

/** Command type bytes (docs/protocol.md §1.3). */
export const FrameType = {
  connect: 2,
  connectReply: 3,
  message: 16,
  notifications: 20,
  messageStatus: 21,
  statusChange: 22,
  ping: 128,
  pong: 129,
} as const

/** Clients always put 10 in byte 0 (§1.2). */
const CLIENT_CATEGORY = 0x0a

const root = protobuf.parse(PROTO, { keepCase: true }).root
const typeOf = (name: string): protobuf.Type => root.lookupType(`pb.${name}`)

const MESSAGE_FOR_TYPE: Record<number, string> = {
  [FrameType.connect]: 'ConnectCommand',
  [FrameType.connectReply]: 'ConnectCommand',
  [FrameType.message]: 'Web3MQRequestMessage',
  [FrameType.notifications]: 'Web3MQMessageListResponse',
  [FrameType.messageStatus]: 'Web3MQMessageStatusResp',
  [FrameType.statusChange]: 'Web3MQMessageStatusResp',
  [FrameType.ping]: 'WebsocketPingCommand',
  [FrameType.pong]: 'WebsocketPingCommand',
}

/** A decoded frame: its type byte and the message as a plain object (uint64 as number, bytes as Uint8Array). */
export interface Frame {
  type: number
  body: Record<string, unknown>
}

/** Encodes `body` with the message of `type` and prefixes the two header bytes. */
export const encodeFrame = (type: number, body: Record<string, unknown>): Buffer => {
  const name = MESSAGE_FOR_TYPE[type]
  if (!name) throw new Error(`no message for frame type ${type}`)
  const messageType = typeOf(name)
  const problem = messageType.verify(body)
  if (problem) throw new Error(`bad ${name}: ${problem}`)
  const bytes = messageType.encode(messageType.fromObject(body)).finish()
  return Buffer.concat([Buffer.of(CLIENT_CATEGORY, type), bytes])
}

/** Reads byte 1 as the type and decodes from byte 2; byte 0 is ignored like every client does. */
export const decodeFrame = (data: Uint8Array): Frame => {
  if (data.length < 2) throw new Error(`frame too short (${data.length} bytes)`)
  const type = data[1] ?? -1
  const name = MESSAGE_FOR_TYPE[type]
  if (!name) return { type, body: {} }
  const messageType = typeOf(name)
  const decoded = messageType.decode(data.subarray(2))
  const body = messageType.toObject(decoded, { longs: Number, defaults: true }) as Record<string, unknown>
  return { type, body }
}
