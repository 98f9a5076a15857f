/**
 * Building a chat message to send on the main socket (docs/protocol.md §3.3): payload UTF-8 text, messageId =
 * sha3_224(comeFrom + topic + ts + payload), fromSign over messageId + comeFrom + topic + nodeId + ts
 * with the session key, validatePubKey = base64 of the raw session public key; and its local echo.
 */
import { utf8ToBytes } from '../../domain/crypto/encoding'
import { sentMessageEcho } from '../../domain/messages'
import { type FrameOfKind, messageFrame } from '../../domain/protocol'
import { signBase64 } from '../../domain/signing/sign'
import { fromSignContent, messageId, validatePubKeyOf } from '../../domain/signing/socket'
import type { SessionKeys } from '../core/context'
import type { ChatActivity } from './activity'

interface FrameInit {
  text: string
  topic: string
  keys: SessionKeys
  /** The node id from the connect reply. */
  nodeId: string
  timestamp: number
}

interface EchoInit {
  text: string
  topic: string
  userid: string
  timestamp: number
  tzOffsetMinutes: number
  /** `main`: the frame goes out now (msgLoading success); `outbox`: shown as sending (loading). */
  path: 'main' | 'outbox'
}

/** The message id and the row shown at once, before (or without) signing a frame. */
export const outgoingEcho = ({ text, topic, userid, timestamp, tzOffsetMinutes, path }: EchoInit) => {
  const id = messageId({ comeFrom: userid, contentTopic: topic, timestamp, payload: utf8ToBytes(text) })
  const echo = sentMessageEcho(
    { messageId: id, from: userid, text, timestamp },
    { path: path === 'main' ? 'main' : 'other', tzOffsetMinutes },
  )
  const activity: ChatActivity = {
    chatId: topic,
    contentTopic: topic,
    message: echo,
    fromSelf: true,
    countsAsUnread: false,
    source: 'sent',
  }
  return { echo, activity }
}

/**
 * The signed type-16 frame of a message. Id and timestamp depend only on the message, and ed25519 is
 * deterministic, so a resend to the same node carries the very same bytes. Throws "Ed25519PrivateKey
 * not found" without a key.
 */
export const signedFrame = ({ text, topic, keys, nodeId, timestamp }: FrameInit): FrameOfKind<'message'> => {
  const payload = utf8ToBytes(text)
  const comeFrom = keys.userid
  const id = messageId({ comeFrom, contentTopic: topic, timestamp, payload })
  const fromSign = signBase64(
    fromSignContent({ messageId: id, comeFrom, contentTopic: topic, nodeId, timestamp }),
    keys.PrivateKey,
  )
  return messageFrame({
    payload,
    contentTopic: topic,
    comeFrom,
    timestamp,
    messageId: id,
    fromSign,
    nodeId,
    validatePubKey: validatePubKeyOf(keys.PublicKey),
  })
}
