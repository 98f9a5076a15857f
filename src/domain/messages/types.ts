/**
 * Message-side entities of docs/product.md §3 and docs/protocol.md §2.3–2.5, §4.4. Wire timestamps are milliseconds as
 * numbers (the frame codec converts the protobuf uint64), except where a field says otherwise.
 */
import type * as z from 'zod/mini'
import type {
  channelSchema,
  HistoryItemField,
  historyItemSchema,
  messageStatusSchema,
} from '../contract/schemas'
import type { NodeStatus } from '../protocol/message-status'

/** The statuses a node reports (docs/protocol.md §2.4) plus `failed` for a send that never reached it. */
export type MessageStatusValue = NodeStatus | 'failed'

/** Send progress shown beside an own message (docs/product.md §3 "msgLoading"). */
export type MsgLoading = 'success' | 'error' | 'loading'

/** A chat message as the SDK hands it on after reading a type-16 frame (docs/product.md §3). */
export interface ReceivedChatMessage {
  messageId: string
  /** Sender id; the same value as `comeFrom` for chat messages. */
  from: string
  comeFrom: string
  contentTopic: string
  /** Milliseconds since the epoch. */
  timestamp: number
  /** Standard base64 of the payload bytes. */
  payload: string
  cipher_suite: string
  /** The payloadType of a content type (docs/protocol.md §3.11); absent for plain text. */
  payloadType?: string
  /**
   * The message came end-to-end encrypted and was opened on this device (docs/protocol.md §3.10): `payload` is
   * its plain text, which an alert never shows (docs/product.md §14.6).
   */
  sealed?: true
}

export interface MessageFlags {
  system: boolean
  saved: boolean
  distributed: boolean
  seen: boolean
  failure: boolean
}

/** One row of a chat view (docs/product.md §3 "Display message"). */
export interface DisplayMessage {
  id: string
  content: string
  senderId: string
  /** Sender nickname ('' when unknown). */
  username: string
  /** Sender avatar_url ('' when unknown). */
  avatar: string
  /** `YYYY-MM-DD` at the caller's time zone offset. */
  date: string
  /** `HH:mm`, 24-hour, at the caller's time zone offset. */
  time: string
  /** Milliseconds since the epoch, kept for ordering and re-rendering. */
  timestamp: number
  status: MessageStatusValue
  flags: MessageFlags
  msgLoading: MsgLoading
  /**
   * The payloadType of a message of a content type (docs/protocol.md §3.11); absent for plain text. `content`
   * is then the message's fallback text, as the node and the store keep it.
   */
  payloadType?: string
  /** The rest is set only on the rows a screen is given (content/rows.ts `showContent`). */
  /** `reply` for a reply; absent for text. */
  contentType?: 'reply'
  /** A reply's parent and quote, shown even when the parent is not loaded. */
  reply?: ReplyQuote
  /** Reactions on this row, one per emoji, ordered by the earliest add still in force. */
  reactions?: readonly ReactionSummary[]
  /** The sender edited it: `content` is the latest edit. */
  edited?: boolean
  /** The sender deleted it: `content` is '' and the row is a placeholder. */
  deleted?: boolean
}

/** What a reply shows of its parent (docs/protocol.md §3.11). */
export interface ReplyQuote {
  parentId: string
  /** The parent's sender id. */
  from: string
  excerpt: string
}

/** One emoji's reactions on a row. */
export interface ReactionSummary {
  emoji: string
  /** Sender ids, in the order they reacted. */
  senders: readonly string[]
  /** Whether the viewer is one of them. */
  mine: boolean
}

/** One notification item of a type-20 frame (docs/protocol.md §2.5). */
export interface MessageItem {
  messageId: string
  version: number
  /** UTF-8 JSON bytes of the notification (docs/protocol.md §9.6). */
  payload: Uint8Array
  payloadType: string
  comeFrom: string
  fromSign: string
  contentTopic: string
  cipherSuite: string
  timestamp: number
  read: boolean
  readTimestamp: number
}

/** Type-21 ack and type-22 change frames (docs/protocol.md §2.4); `version` is a string on this message. */
export interface MessageStatus {
  messageId: string
  contentTopic: string
  messageStatus: string
  version: string
  comeFrom: string
  fromSign: string
  /** Milliseconds since the epoch; the type-21 ack's seconds are converted when the frame is read. */
  timestamp: number
}

type WireHistoryItem = z.output<typeof historyItemSchema>
type WireMessageStatus = z.output<typeof messageStatusSchema>

/**
 * An item of `GET /api/messages/history/` `data.result` (docs/protocol.md §4.4), picked from the contract's
 * schema with the fields the wire may omit filled in (sdk/message/history.ts fills them).
 */
export type HistoryItem = Required<Pick<WireHistoryItem, HistoryItemField>> & {
  /** null when the node sent none; the timestamp falls back to the item's. */
  message_status?: Required<Pick<WireMessageStatus, 'status' | 'timestamp'>> | null
}

/** The notification JSON object (docs/protocol.md §9.6). */
export interface NotificationPayload {
  title: string
  content: string
  type: string
  version: number
  timestamp: number
  come_from?: string
  metadata?: Record<string, unknown>
}

/** An item of `GET /api/notification/history/` `data.result`: the payload is already an object. */
export interface NotificationHistoryItem {
  messageid: string
  from: string
  topic: string
  from_sign: string
  cipher_suite: string
  payload_type: string
  payload: unknown
  timestamp: number
  version: number
  read: boolean
}

/** A notification ready to list (docs/product.md §3): the parsed payload with the item's id and read flag. */
export interface Notification extends NotificationPayload {
  messageId: string
  read: boolean
  /**
   * What it was filed under: a topic's id, a poster's id (a post to followers), or the recipient's own id;
   * tells a topic's post from a follower post (docs/product.md §14.6).
   */
  topic?: string
}

/**
 * A chat list entry (docs/product.md §3 "Channel"): the contract's chat item with its display fields filled
 * in, and three fields kept only locally.
 */
export type Channel = Required<
  Pick<z.output<typeof channelSchema>, 'chatid' | 'chat_type' | 'chat_name' | 'avatar_base64' | 'avatar_url'>
> &
  Pick<z.output<typeof channelSchema>, 'topic' | 'topic_type'> & {
    lastMessage?: string
    /** Milliseconds since the epoch of the last message. */
    updatedAt?: number
    unread?: number
  }
