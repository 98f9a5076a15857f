/** The connect frame the main socket opens with, and the error a final close rejects with. */
import { NODE_ID_PLACEHOLDER } from '../../domain/config'
import { ErrorCode, Web3MQError } from '../../domain/errors'
import { connectFrame, encodeFrame } from '../../domain/protocol'
import { type Ed25519Signer, signBase64With } from '../../domain/signing/ed25519-signer'
import { signBase64 } from '../../domain/signing/sign'
import { connectSignContent } from '../../domain/signing/socket'
import type { SessionKeys } from '../core/context'

/** True when the keys can sign a connect command (the JS SDK's "GenreateAndSaveKeyPair first" check). */
export const hasKeys = (keys: SessionKeys | undefined): keys is SessionKeys =>
  Boolean(keys?.PrivateKey && keys.userid)

/**
 * The type-2 connect frame (docs/protocol.md §3.1): nodeId is the literal "nodeId", msgSign signs
 * `"nodeId" + userId + timestamp` with the session key. Nothing else is set, as the JS SDK sends it.
 */
export const connectBytes = (keys: SessionKeys, timestamp: number): Uint8Array =>
  connectBytesOf(keys, timestamp, signBase64(connectContent(keys, timestamp), keys.PrivateKey))

/** `connectBytes` signed by the platform's (asynchronous) Ed25519. */
export const connectBytesWith = async (
  ed25519: Ed25519Signer,
  keys: SessionKeys,
  timestamp: number,
): Promise<Uint8Array> =>
  connectBytesOf(
    keys,
    timestamp,
    await signBase64With(ed25519, connectContent(keys, timestamp), keys.PrivateKey),
  )

const connectContent = (keys: SessionKeys, timestamp: number): string =>
  connectSignContent(NODE_ID_PLACEHOLDER, keys.userid, timestamp)

const connectBytesOf = (keys: SessionKeys, timestamp: number, msgSign: string): Uint8Array =>
  encodeFrame(connectFrame({ nodeId: NODE_ID_PLACEHOLDER, userId: keys.userid, timestamp, msgSign }))

/** A socket that ended for good: by the client, or refused by the node (4001). */
export const socketClosedError = (code: number, reason: string, retryable: boolean): Web3MQError =>
  new Web3MQError(ErrorCode.SocketClosed, reason || `Socket closed (${code})`, {
    retryable,
    detail: { code, reason },
  })
