/**
 * Building a chat message to send on the main socket (docs/protocol.md §3.3): payload UTF-8 text, messageId =
 * sha3_224(comeFrom + topic + ts + payload), fromSign over messageId + comeFrom + topic + nodeId + ts
 * with the session key, validatePubKey = base64 of the raw session public key; plus its local echo.
 */
import { utf8ToBytes } from '../../domain/crypto/encoding'
import { type DisplayMessage, sentMessageEcho } from '../../domain/messages'
import { type FrameOfKind, messageFrame } from '../../domain/protocol'
import { signBase64 } from '../../domain/signing/sign'
import { fromSignContent, messageId, validatePubKeyOf } from '../../domain/signing/socket'
import type { SessionKeys } from '../core/context'
import type { ChatActivity } from './activity'

export interface OutgoingInit {
  text: string
  topic: string
  keys: SessionKeys
  /** The node id from the connect reply. */
  nodeId: string
  timestamp: number
  tzOffsetMinutes: number
}

export interface Outgoing {
  frame: FrameOfKind<'message'>
  /** The row shown at once: delivered-type, msgLoading 'success' (main channel, docs/product.md §4). */
  echo: DisplayMessage
  /** The echo as activity of chat `topic`: own, never unread. */
  activity: ChatActivity
}

/** Builds the type-16 frame and its echo. Throws "Ed25519PrivateKey not found" without a key. */
export const buildOutgoing = ({
  text,
  topic,
  keys,
  nodeId,
  timestamp,
  tzOffsetMinutes,
}: OutgoingInit): Outgoing => {
  const payload = utf8ToBytes(text)
  const comeFrom = keys.userid
  const id = messageId({ comeFrom, contentTopic: topic, timestamp, payload })
  const fromSign = signBase64(
    fromSignContent({ messageId: id, comeFrom, contentTopic: topic, nodeId, timestamp }),
    keys.PrivateKey,
  )
  const frame = messageFrame({
    payload,
    contentTopic: topic,
    comeFrom,
    timestamp,
    messageId: id,
    fromSign,
    nodeId,
    validatePubKey: validatePubKeyOf(keys.PublicKey),
  })
  const echo = sentMessageEcho(
    { messageId: id, from: comeFrom, text, timestamp },
    { path: 'main', tzOffsetMinutes },
  )
  const activity: ChatActivity = {
    chatId: topic,
    contentTopic: topic,
    message: echo,
    fromSelf: true,
    countsAsUnread: false,
    source: 'sent',
  }
  return { frame, echo, activity }
}
