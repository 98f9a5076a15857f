/**
 * Checks on a session-signed request made before its signature is verified, where the signed string
 * alone is ambiguous. The protocol signs concatenations without separators, so an empty id lets one
 * action's string equal another's, and REST send (docs/protocol.md §4.4) signs the message id, not the
 * payload: the node binds the two by requiring the id to be the payload's hash (docs/protocol.md §3.3).
 */
import { type Endpoint, sendMessage } from '#domain/contract'
import { base64ToBytes } from '#domain/crypto/encoding'
import { messageId } from '#domain/signing/socket'
import { fail } from '../failure'

type Fields = Readonly<Record<string, unknown>>

/** With these empty, `messageid + userid + topic + nodeid + ts` is the string of a history read. */
const REQUIRED_PARTS: Readonly<Record<string, readonly string[]>> = {
  [sendMessage.name]: ['messageid', 'nodeid', 'content_topic'],
}

export const PAYLOAD_NOT_BOUND = 'messageid is not the hash of this message'

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The id the SDKs derive for this sender, topic, timestamp and payload; undefined if undecodable. */
const expectedMessageId = (fields: Fields): string | undefined => {
  try {
    return messageId({
      comeFrom: text(fields.userid),
      contentTopic: text(fields.content_topic),
      timestamp: Number(fields.timestamp),
      payload: base64ToBytes(text(fields.payload)),
    })
  } catch {
    return undefined
  }
}

/** Refuses, before any signature is checked, a request whose signed string could be another action's. */
export const checkSignedParts = (endpoint: Endpoint, fields: Fields): void => {
  const parts = REQUIRED_PARTS[endpoint.name]
  if (parts === undefined) return
  const missing = parts.filter((part) => text(fields[part]) === '')
  if (missing.length > 0) throw fail.badRequest(`Signed ids must not be empty: ${missing.join(', ')}`)
}

/**
 * What a verified signature must also cover, for the endpoints whose signed string leaves out part of
 * the request: REST send signs the message id, which must then be the hash of the payload sent.
 */
export const signatureBinding = (endpoint: Endpoint, fields: Fields): (() => void) | undefined => {
  if (endpoint.name !== sendMessage.name) return undefined
  return () => {
    if (text(fields.messageid) !== expectedMessageId(fields)) throw fail.unauthorized(PAYLOAD_NOT_BOUND)
  }
}
