/**
 * Builders for the message frames (chat message, status notices, notification lists), taking plain
 * numbers (ms) instead of bigint and filling the defaults every client sends. Each returns an
 * OutboundFrame for `encodeFrame`; a fractional or negative time throws INPUT.INVALID (see toUint64).
 */
import { create } from '@bufbuild/protobuf'
import { CIPHER_NONE, MESSAGE_VERSION, PayloadType } from '../config'
import { type FrameOfKind, FrameType } from './frame-types'
import {
  MessageItemSchema,
  Web3MQChangeMessageStatusSchema,
  Web3MQMessageListResponseSchema,
  Web3MQMessageStatusRespSchema,
  Web3MQRequestMessageSchema,
} from './gen/message_pb'
import { toUint64 } from './uint64'

export interface ChatMessageInit {
  payload: Uint8Array
  contentTopic: string
  comeFrom: string
  timestamp: number
  messageId: string
  fromSign?: string
  nodeId?: string
  validatePubKey?: string
  /** Defaults to MESSAGE_VERSION (1). */
  version?: number
  /** Defaults to `text/plain; charset=utf-8`. */
  payloadType?: string
  /** Defaults to `NONE`. */
  cipherSuite?: string
  /** Defaults to true, as every client sends. */
  needStore?: boolean
  /** Left unset when absent (JS chat); `Web3MQ/bridge` for bridge messages. */
  messageType?: string
  extraData?: Record<string, string>
  threadId?: string
  replyId?: string
}

/** Type 16: a chat or bridge message (docs/protocol.md §2.3, §3.3), with the defaults clients send. */
export const messageFrame = (init: ChatMessageInit): FrameOfKind<'message'> => ({
  type: FrameType.message,
  kind: 'message',
  message: create(Web3MQRequestMessageSchema, {
    version: MESSAGE_VERSION,
    payloadType: PayloadType.text,
    cipherSuite: CIPHER_NONE,
    needStore: true,
    ...init,
    timestamp: toUint64(init.timestamp),
  }),
})

interface MessageStatusInit {
  messageId: string
  contentTopic: string
  messageStatus: string
  timestamp: number
  /** A string on this message (docs/protocol.md §2.4); defaults to "1". */
  version?: string
  comeFrom?: string
  fromSign?: string
}

const statusFields = (init: MessageStatusInit) => ({
  version: String(MESSAGE_VERSION),
  ...init,
  timestamp: toUint64(init.timestamp),
})

/** Type 21: the node's ack of a message a client sent (status `received`, `invalidSignature`, ...). */
export const messageStatusFrame = (init: MessageStatusInit): FrameOfKind<'messageStatus'> => ({
  type: FrameType.messageStatus,
  kind: 'messageStatus',
  message: create(Web3MQMessageStatusRespSchema, statusFields(init)),
})

/** Type 22: a status changed by another client (`delivered`, `read`). */
export const messageStatusChangeFrame = (init: MessageStatusInit): FrameOfKind<'messageStatusChange'> => ({
  type: FrameType.messageStatusChange,
  kind: 'messageStatusChange',
  message: create(Web3MQChangeMessageStatusSchema, statusFields(init)),
})

interface NotificationItemInit {
  messageId: string
  payload: Uint8Array
  timestamp: number
  version?: number
  payloadType?: string
  comeFrom?: string
  fromSign?: string
  contentTopic?: string
  cipherSuite?: string
  read?: boolean
  readTimestamp?: number
}

const notificationItem = (item: NotificationItemInit) =>
  create(MessageItemSchema, {
    version: MESSAGE_VERSION,
    payloadType: PayloadType.json,
    cipherSuite: CIPHER_NONE,
    ...item,
    timestamp: toUint64(item.timestamp),
    readTimestamp: toUint64(item.readTimestamp ?? 0, 'readTimestamp'),
  })

/** Type 20: a list of notifications pushed by the node; each payload is a UTF-8 JSON object. */
export const notificationListFrame = (items: NotificationItemInit[]): FrameOfKind<'notificationList'> => ({
  type: FrameType.notificationList,
  kind: 'notificationList',
  message: create(Web3MQMessageListResponseSchema, { data: items.map(notificationItem) }),
})
