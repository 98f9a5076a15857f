/**
 * Builds the rows a chat view shows (docs/product.md §3 "Display message", §4 "Messages and unread").
 */
import { PayloadType } from '../config'
import { decodeMessagePayload } from './decode'
import { messageDateTime } from './message-time'
import { DEFAULT_STATUS, flagsFor } from './status'
import type { DisplayMessage, MessageStatusValue, MsgLoading, ReceivedChatMessage } from './types'

/** The cached profile of a sender (docs/product.md §3 "User info is cached locally per user id"). */
export interface SenderInfo {
  nickname?: string | null
  avatar_url?: string | null
}

export interface DisplayOptions {
  /** Minutes east of UTC used for `date` and `time` (UTC+02:00 → 120). */
  tzOffsetMinutes: number
  senderInfo?: SenderInfo
  /** Defaults to 'delivered' (docs/product.md §4). */
  status?: MessageStatusValue
  /** Defaults to 'success': a message that arrived needs no progress indicator. */
  msgLoading?: MsgLoading
  system?: boolean
}

/** The fields every display row is built from, whatever its source. */
interface DisplaySource {
  id: string
  content: string
  senderId: string
  timestamp: number
  /** The message's payloadType; kept on the row only when it is not plain text (docs/protocol.md §3.11). */
  payloadType?: string | undefined
}

/** A payloadType worth keeping: one that may name a content type, not the plain text one or none. */
const typedPayloadType = (payloadType: string | undefined) =>
  payloadType && payloadType !== PayloadType.text ? { payloadType } : {}

/** Assembles a row from decoded parts; flags follow the status (see status.ts). */
export const buildDisplayMessage = (
  { payloadType, ...source }: DisplaySource,
  options: DisplayOptions,
): DisplayMessage => {
  const status = options.status ?? DEFAULT_STATUS
  return {
    ...source,
    ...typedPayloadType(payloadType),
    username: options.senderInfo?.nickname ?? '',
    avatar: options.senderInfo?.avatar_url ?? '',
    ...messageDateTime(source.timestamp, options.tzOffsetMinutes),
    status,
    flags: flagsFor(status, options.system ?? false),
    msgLoading: options.msgLoading ?? 'success',
  }
}

/**
 * A received chat message as a row: `id` is the messageId, `content` the decoded payload, `senderId`
 * `comeFrom` (else `from`). Throws `errors.messageDecode()` when the payload cannot be decoded.
 */
export const toDisplayMessage = (received: ReceivedChatMessage, options: DisplayOptions): DisplayMessage =>
  buildDisplayMessage(
    {
      id: received.messageId,
      content: decodeMessagePayload(received),
      senderId: received.comeFrom || received.from,
      timestamp: received.timestamp,
    },
    options,
  )

/** A message this client just sent, before the node answers. */
interface SentMessage {
  messageId: string
  /** The sender's own user id. */
  from: string
  text: string
  timestamp: number
  /** The payloadType of a content type (docs/protocol.md §3.11); plain text when absent. */
  payloadType?: string | undefined
}

/** `main`: sent on the main socket channel; `other`: any other path (REST, bridge). */
type SendPath = 'main' | 'other'

interface EchoOptions {
  path: SendPath
  tzOffsetMinutes: number
  senderInfo?: SenderInfo
}

/**
 * The local echo of a sent message (docs/product.md §4): a delivered-type row shown at once, with msgLoading
 * 'success' when sent on the main channel and 'loading' when sent by another path, until a status
 * frame settles it (status.ts `applyStatus`).
 */
export const sentMessageEcho = (sent: SentMessage, options: EchoOptions): DisplayMessage =>
  buildDisplayMessage(
    {
      id: sent.messageId,
      content: sent.text,
      senderId: sent.from,
      timestamp: sent.timestamp,
      payloadType: sent.payloadType,
    },
    {
      tzOffsetMinutes: options.tzOffsetMinutes,
      senderInfo: options.senderInfo,
      status: 'delivered',
      msgLoading: options.path === 'main' ? 'success' : 'loading',
    },
  )
