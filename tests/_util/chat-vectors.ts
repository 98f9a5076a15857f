/**
 * The golden chat message's parties and time (tests/fixtures/vectors.json), with the golden session key
 * signing for its sender, and a chat message as the node's history lists it: what the SDK message tests
 * send and expect, named once.
 */
import { bytesToBase64, utf8ToBytes } from '../../src/domain/crypto/encoding'
import { messageId } from '../../src/domain/signing/socket'
import type { SessionKeys } from '../../src/sdk/core/context'
import vectors from '../fixtures/vectors.json'

export const T0 = vectors.chatMessage.timestamp
export const ME = vectors.chatMessage.comeFrom
export const PEER = vectors.chatMessage.contentTopic
export const KEYS: SessionKeys = { PrivateKey: vectors.keys.seedA, PublicKey: vectors.keys.pubA, userid: ME }

/**
 * A text message of the chat between ME and PEER as `/api/messages/history/` lists it (docs/protocol.md
 * §4.4), from PEER unless `from` says ME, with the status the node holds for it.
 */
export const historyItem = (
  text: string,
  timestamp: number,
  { from = PEER, status = 'received' }: { from?: string; status?: string } = {},
) => {
  const topic = from === ME ? PEER : ME
  return {
    messageid: messageId({ comeFrom: from, contentTopic: topic, timestamp, payload: text }),
    from,
    topic,
    from_sign: 'sig',
    cipher_suite: 'NONE',
    payload_type: 'text/plain; charset=utf-8',
    payload: bytesToBase64(utf8ToBytes(text)),
    timestamp,
    version: 1,
    message_status: { status, timestamp },
  }
}
