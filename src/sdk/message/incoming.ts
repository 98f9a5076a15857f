/**
 * Reading the message frames of the main socket (docs/protocol.md §2.3-§2.4, §3.3-§3.4): chat messages to
 * display rows (payload decoded only for cipher suite NONE), status frames to MessageStatus, and the
 * bridge traffic that shares type 16 but is not chat.
 */
import { BRIDGE_MESSAGE_TYPE, PayloadType } from '../../domain/config'
import { bytesToBase64 } from '../../domain/crypto/encoding'
import { OPENED_FROM_KEY } from '../../domain/e2e'
import { Messages } from '../../domain/errors'
import {
  buildDisplayMessage,
  chatIdOf,
  type DisplayMessage,
  decodeMessagePayload,
  type MessageStatus,
  type ReceivedChatMessage,
} from '../../domain/messages'
import { alertsFor } from '../../domain/messages/content'
import { type StatusFrameKind, statusTimeMs } from '../../domain/messages/status'
import { isTypingFrame } from '../../domain/messages/typing'
import {
  fromUint64,
  type Web3MQChangeMessageStatus,
  type Web3MQMessageStatusResp,
  type Web3MQRequestMessage,
} from '../../domain/protocol'
import type { ClientContext } from '../core/context'
import type { ChatActivity, ChatActivitySource } from './activity'

/** messageType values of bridge traffic: the legacy JS ones and the current one (docs/protocol.md §2.3, §7). */
const BRIDGE_TYPES: ReadonlySet<string> = new Set([BRIDGE_MESSAGE_TYPE, 'dapp_bridge', 'wallet_bridge'])

/** True for bridge/dapp-connect messages, which the chat modules ignore. */
export const isBridgeMessage = (message: Web3MQRequestMessage): boolean =>
  BRIDGE_TYPES.has(message.messageType ?? '')

/** The message as the SDK hands it on (docs/product.md §3 "Chat message as received"): payload in base64. */
export const receivedOf = (message: Web3MQRequestMessage): ReceivedChatMessage => ({
  messageId: message.messageId,
  from: message.comeFrom,
  comeFrom: message.comeFrom,
  contentTopic: message.contentTopic,
  timestamp: fromUint64(message.timestamp),
  payload: bytesToBase64(message.payload),
  cipher_suite: message.cipherSuite,
  ...(message.payloadType && message.payloadType !== PayloadType.text
    ? { payloadType: message.payloadType }
    : {}),
  ...(message.extraData[OPENED_FROM_KEY] ? { sealed: true as const } : {}),
})

/**
 * The display row of a chat frame, status 'delivered' (docs/product.md §4 default). Throws errors.messageDecode()
 * ("This message decode error") for any cipher suite other than NONE.
 */
export const displayOfFrame = (message: Web3MQRequestMessage, tzOffsetMinutes: number): DisplayMessage =>
  buildDisplayMessage(
    {
      id: message.messageId,
      content: decodeMessagePayload({ cipher_suite: message.cipherSuite, payload: message.payload }),
      senderId: message.comeFrom,
      timestamp: fromUint64(message.timestamp),
      payloadType: message.payloadType,
    },
    { tzOffsetMinutes },
  )

/** A live chat frame as activity. Throws like `displayOfFrame`. */
export const liveActivity = (
  message: Web3MQRequestMessage,
  myUserId: string,
  tzOffsetMinutes: number,
): ChatActivity => {
  const fromSelf = message.comeFrom === myUserId
  const row = displayOfFrame(message, tzOffsetMinutes)
  return {
    chatId: chatIdOf(message, myUserId),
    contentTopic: message.contentTopic,
    message: row,
    fromSelf,
    // Reactions, edits and deletes never count (docs/product.md §14.9).
    countsAsUnread: !fromSelf && alertsFor(row),
    source: 'live',
  }
}

/** A type-21 ack or type-22 change as the domain's MessageStatus, its time in milliseconds. */
export const statusOf = (frame: Web3MQMessageStatusResp | Web3MQChangeMessageStatus): MessageStatus => ({
  messageId: frame.messageId,
  contentTopic: frame.contentTopic,
  messageStatus: frame.messageStatus,
  version: frame.version,
  comeFrom: frame.comeFrom,
  fromSign: frame.fromSign,
  timestamp: statusTimeMs(kindOf(frame), fromUint64(frame.timestamp)),
})

const kindOf = (frame: Web3MQMessageStatusResp | Web3MQChangeMessageStatus): StatusFrameKind =>
  frame.$typeName === 'pb.Web3MQMessageStatusResp' ? 'messageStatus' : 'messageStatusChange'

/**
 * The chat messages of `ctx.session` as activity, for a channel list built without a message module
 * (each frame decoded here; an undecodable one is logged and skipped).
 */
export const sessionActivity = (ctx: ClientContext): ChatActivitySource => ({
  onActivity(listener) {
    const session = ctx.session
    if (!session) return () => {}
    return session.onFrame((frame) => {
      if (frame.kind !== 'message' || isBridgeMessage(frame.message) || isTypingFrame(frame.message)) return
      try {
        listener(liveActivity(frame.message, ctx.keys.userid, ctx.ports.clock.tzOffsetMinutes()))
      } catch (error) {
        ctx.ports.logger.warn(Messages.messageDecode, error)
      }
    })
  },
})
