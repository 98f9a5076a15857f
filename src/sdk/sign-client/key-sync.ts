/**
 * The wire of the legacy key sync (docs/protocol.md §7.3): the unsigned `dapp_bridge` request a sign client
 * sends to the wallet user, and the wallet's answer carrying the user's session keys.
 */
import { decryptBridge, encryptBridge } from '../../domain/bridge'
import { CIPHER_NONE, MESSAGE_VERSION, PayloadType } from '../../domain/config'
import { bytesToUtf8, utf8ToBytes } from '../../domain/crypto/encoding'
import { ErrorCode, Web3MQError } from '../../domain/errors'
import { type FrameOfKind, messageFrame } from '../../domain/protocol'

/** messageType of the legacy sign client's messages; the node relays them unverified. */
const DAPP_BRIDGE_MESSAGE_TYPE = 'dapp_bridge'
const SYNC_KEY_PAIRS_REQUEST = 'sync_key_pairs_request'

/** The user's session keys as the wallet hands them over, with the user id merged in. */
export interface SyncedKeys {
  PrivateKey: string
  PublicKey: string
  userid: string
}

/** `<dAppID>@<didType>:<lower-cased didValue>`: the sender named in the request (JS-SDK form). */
export const keySyncComeFrom = (dAppID: string, didType: string, didValue: string): string =>
  `${dAppID}@${didType}:${didValue.toLowerCase()}`

interface KeySyncRequestInit {
  key: Uint8Array
  code: string
  tempPublicKey: string
  comeFrom: string
  /** The wallet user's id. */
  contentTopic: string
  nodeId: string
  timestamp: number
}

/**
 * Type 16 exactly as JS-SDK sends it: payload `{"action","pubkey","content"}` with content =
 * encryptBridge(key, `{"code": …}`), messageType dapp_bridge, application/json, cipherSuite NONE,
 * messageId, fromSign and validatePubKey empty (unsigned), version 1, needStore true.
 */
export const keySyncRequestFrame = (init: KeySyncRequestInit): FrameOfKind<'message'> => {
  const payload = JSON.stringify({
    action: SYNC_KEY_PAIRS_REQUEST,
    pubkey: init.tempPublicKey,
    content: encryptBridge(init.key, JSON.stringify({ code: init.code })),
  })
  return messageFrame({
    payload: utf8ToBytes(payload),
    contentTopic: init.contentTopic,
    comeFrom: init.comeFrom,
    timestamp: init.timestamp,
    messageId: '',
    fromSign: '',
    nodeId: init.nodeId,
    validatePubKey: '',
    version: MESSAGE_VERSION,
    payloadType: PayloadType.json,
    cipherSuite: CIPHER_NONE,
    needStore: true,
    messageType: DAPP_BRIDGE_MESSAGE_TYPE,
  })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The `content` of a payload that is a JSON object other than our own request; undefined otherwise. */
export const keyReplyContent = (payload: Uint8Array): string | undefined => {
  const body = parseJson(bytesToUtf8(payload))
  if (!isRecord(body) || body.action === SYNC_KEY_PAIRS_REQUEST) return undefined
  return typeof body.content === 'string' ? body.content : undefined
}

const keysMalformed = (reason: string): Web3MQError =>
  new Web3MQError(ErrorCode.BridgeDecrypt, 'Bridge message could not be decrypted', { detail: { reason } })

const text = (record: Record<string, unknown>, ...names: string[]): string | undefined => {
  for (const name of names) {
    const value = record[name]
    if (typeof value === 'string' && value !== '') return value
  }
  return undefined
}

/**
 * Decrypts the wallet's `content` and reads the keys, accepting PrivateKey/PublicKey or
 * privateKey/publicKey, with `userid` set to the wallet user. Throws BRIDGE.DECRYPT when the content
 * does not open with `key` or is not an object holding both keys.
 */
export const openKeyReply = (key: Uint8Array, content: string, userid: string): SyncedKeys => {
  const keys = parseJson(decryptBridge(key, content))
  if (!isRecord(keys)) throw keysMalformed('keys are not a JSON object')
  const PrivateKey = text(keys, 'PrivateKey', 'privateKey')
  const PublicKey = text(keys, 'PublicKey', 'publicKey')
  if (!PrivateKey || !PublicKey) throw keysMalformed('keys lack PrivateKey or PublicKey')
  return { PrivateKey, PublicKey, userid }
}
