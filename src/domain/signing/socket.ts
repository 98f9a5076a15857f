/**
 * Strings signed or hashed on the socket (docs/protocol.md §3, §7.2). Each function returns the exact string
 * (or digest) a peer recomputes; signing it is `signBase64` from ./sign.
 */

import { NODE_ID_PLACEHOLDER } from '../config'
import { bytesToBase64, concatBytes, hexToBytes, utf8ToBytes } from '../crypto/encoding'
import { sha3_224Hex } from '../crypto/hash'
import { decimalMillis, type Millis } from './timestamp'

/** Connect command (type 2, §3.1): `nodeId + userId + timestamp`; nodeId is what field 1 carries. */
export const connectSignContent = (nodeId: string, userId: string, timestamp: Millis): string =>
  `${nodeId}${userId}${decimalMillis(timestamp)}`

interface MessageIdInput {
  comeFrom: string
  contentTopic: string
  timestamp: Millis
  /** The protobuf `payload` bytes; a string stands for its UTF-8 bytes. */
  payload: Uint8Array | string
}

const payloadBytes = (payload: Uint8Array | string): Uint8Array =>
  typeof payload === 'string' ? utf8ToBytes(payload) : payload

/**
 * Chat message id (§3.3 step 2): hex sha3_224 of comeFrom + contentTopic + decimal timestamp + payload
 * bytes. Hashing the concatenation equals the JS SDK's incremental hasher. 56 lowercase hex chars.
 */
export const messageId = ({ comeFrom, contentTopic, timestamp, payload }: MessageIdInput): string =>
  sha3_224Hex(
    concatBytes(utf8ToBytes(`${comeFrom}${contentTopic}${decimalMillis(timestamp)}`), payloadBytes(payload)),
  )

/**
 * The bridge envelope's id as DC-npm and the JS SDK compute it (§7.2): the contentTopic is hashed
 * twice and comeFrom not at all. This is a bug in those SDKs, kept because peers on the bridge derive
 * ids this way; the node does not recompute message ids, so it is harmless on the wire.
 */
export const bridgeMessageId = ({
  contentTopic,
  timestamp,
  payload,
}: Omit<MessageIdInput, 'comeFrom'>): string =>
  messageId({ comeFrom: contentTopic, contentTopic, timestamp, payload })

interface FromSignInput {
  messageId: string
  comeFrom: string
  contentTopic: string
  /** The node id learned from the connect reply (type 3), or the literal `nodeId` before that. */
  nodeId: string
  timestamp: Millis
}

/** Signed string of a chat/bridge message's `fromSign` (§3.3 step 3). */
export const fromSignContent = ({
  messageId,
  comeFrom,
  contentTopic,
  nodeId,
  timestamp,
}: FromSignInput): string => `${messageId}${comeFrom}${contentTopic}${nodeId}${decimalMillis(timestamp)}`

/** `validatePubKey` of a message (§3.8, §7.2): the raw 32-byte public key in base64. */
export const validatePubKeyOf = (publicKeyHex: string): string => bytesToBase64(hexToBytes(publicKeyHex))

/**
 * Bridge connect (type 100, §3.7), Flutter bridge mode: signs the literal `"nodeId"` + topic + ts with
 * the bridge key. The JS SDK and DC-npm send this command unsigned (empty signature, timestamp 0).
 */
export const flutterBridgeConnectSignContent = (topic: string, timestamp: Millis): string =>
  `${NODE_ID_PLACEHOLDER}${topic}${decimalMillis(timestamp)}`

/** Bridge connect (type 100, §3.7), iOS: signs `appId + topic + ts` with the bridge key. */
export const iosBridgeConnectSignContent = (appId: string, topic: string, timestamp: Millis): string =>
  `${appId}${topic}${decimalMillis(timestamp)}`
