/**
 * Building a chat message to send on the main socket (docs/protocol.md §3.3): payload UTF-8 text, messageId =
 * sha3_224(comeFrom + topic + ts + payload), fromSign over messageId + comeFrom + topic + nodeId + ts
 * with the session key, validatePubKey = base64 of the raw session public key; and its local echo.
 */
import { base64ToBytes, utf8ToBytes } from '../../domain/crypto/encoding'
import { type SealedPayload, sentMessageEcho } from '../../domain/messages'
import { type FrameOfKind, messageFrame } from '../../domain/protocol'
import { type Ed25519Signer, signBase64With } from '../../domain/signing/ed25519-signer'
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
  /** An encrypted payload (docs/protocol.md §3.10) sent in place of the text. */
  sealed?: SealedPayload | undefined
  /** A content type's payloadType (docs/protocol.md §3.11) for a plain frame; plain text when absent. */
  payloadType?: string | undefined
  /** A signal nobody keeps (needStore false) of this messageType, such as typing (docs/protocol.md §3.12). */
  signal?: string | undefined
}

interface EchoInit {
  text: string
  topic: string
  userid: string
  timestamp: number
  tzOffsetMinutes: number
  /** `main`: the frame goes out now (msgLoading success); `outbox`: shown as sending (loading). */
  path: 'main' | 'outbox'
  /** A content type's payloadType (docs/protocol.md §3.11), kept on the row. */
  payloadType?: string | undefined
}

/** The bytes a frame carries: the sealed payload of an encrypted message, else the text. */
const payloadOf = (text: string, sealed: SealedPayload | undefined) =>
  sealed ? base64ToBytes(sealed.payload) : utf8ToBytes(text)

/**
 * The id of an own message (docs/protocol.md §3.3, over the encrypted payload when sealed, §3.10), known
 * before any frame is signed.
 */
export const outgoingId = ({
  text,
  topic,
  userid,
  timestamp,
  sealed,
}: Omit<EchoInit, 'tzOffsetMinutes' | 'path'> & { sealed?: SealedPayload | undefined }) =>
  messageId({ comeFrom: userid, contentTopic: topic, timestamp, payload: payloadOf(text, sealed) })

/** The row an own message shows at once, before (or without) signing a frame, and its activity. */
export const outgoingEcho = ({
  text,
  topic,
  userid,
  timestamp,
  tzOffsetMinutes,
  path,
  sealed,
  payloadType,
}: EchoInit & { sealed?: SealedPayload | undefined }) => {
  const id = outgoingId({ text, topic, userid, timestamp, sealed })
  const echo = sentMessageEcho(
    { messageId: id, from: userid, text, timestamp, payloadType },
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
 * deterministic, so a resend to the same node carries the very same bytes. Signed by the platform's
 * Ed25519 when given (asynchronous, e.g. WebCrypto), else at once. Throws (or rejects with)
 * "Ed25519PrivateKey not found" without a key.
 */
export function signedFrame(init: FrameInit): FrameOfKind<'message'>
export function signedFrame(init: FrameInit, ed25519: Ed25519Signer): Promise<FrameOfKind<'message'>>
export function signedFrame(
  init: FrameInit,
  ed25519?: Ed25519Signer,
): FrameOfKind<'message'> | Promise<FrameOfKind<'message'>>
export function signedFrame(
  { text, topic, keys, nodeId, timestamp, sealed, payloadType, signal }: FrameInit,
  ed25519?: Ed25519Signer,
): FrameOfKind<'message'> | Promise<FrameOfKind<'message'>> {
  const payload = payloadOf(text, sealed)
  const comeFrom = keys.userid
  const id = messageId({ comeFrom, contentTopic: topic, timestamp, payload })
  const signed = fromSignContent({ messageId: id, comeFrom, contentTopic: topic, nodeId, timestamp })
  const frameWith = (fromSign: string) =>
    messageFrame({
      payload,
      contentTopic: topic,
      comeFrom,
      timestamp,
      messageId: id,
      fromSign,
      nodeId,
      validatePubKey: validatePubKeyOf(keys.PublicKey),
      ...(sealed
        ? {
            cipherSuite: sealed.cipherSuite,
            payloadType: sealed.payloadType,
            ...(sealed.messageType ? { messageType: sealed.messageType } : {}),
          }
        : payloadType
          ? { payloadType }
          : {}),
      ...(signal ? { messageType: signal, needStore: false } : {}),
    })
  if (!ed25519) return frameWith(signBase64(signed, keys.PrivateKey))
  return signBase64With(ed25519, signed, keys.PrivateKey).then(frameWith)
}
