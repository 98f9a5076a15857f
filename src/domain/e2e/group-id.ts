/**
 * MLS group ids of conversations (docs/protocol.md §3.10 "Group ids"): the UTF-8 of
 * `web3mq-e2e/v1|<conversation>|<32 random hex>`, where the conversation is the `group:` id, or for a 1:1 chat
 * the two `user:` ids sorted and joined by `+`. So a Welcome names its conversation, and of two groups made for
 * one conversation at once every client sends in the same one, the smaller.
 */
import { bytesToHex, hexToBytes, isHex, utf8ToBytes } from '../crypto/encoding'
import { errors } from '../errors'
import { GROUP_PREFIX, isGroupTopic } from '../protocol/topics'
import { strictUtf8OrNull } from './format-error'

export const GROUP_ID_LABEL = 'web3mq-e2e/v1'
const USER_PREFIX = 'user:'
/** Separates the group id's three parts. */
const PART = '|'
/** Joins the two users of a 1:1 conversation. */
const PAIR = '+'
const NONCE_RE = /^[0-9a-f]{32}$/

/** An id that can stand in a conversation: its prefix, something after it, and neither separator. */
const isIdWith = (id: string, prefix: string): boolean =>
  id.length > prefix.length && id.startsWith(prefix) && !id.includes(PART) && !id.includes(PAIR)

const isUser = (id: string): boolean => isIdWith(id, USER_PREFIX)

/**
 * The conversation a chat topic belongs to: a `group:` topic itself; for a 1:1 chat the two `user:` ids in
 * UTF-16 code unit order (the same as byte order for the ASCII ids the node gives) joined by `+`, so both users
 * name it alike. Null for a topic that cannot be one (not a user or group id, or holding `|` or `+`).
 */
export const conversationKey = (topic: string, myUserId: string): string | null => {
  if (isGroupTopic(topic)) return isIdWith(topic, GROUP_PREFIX) ? topic : null
  if (!isUser(topic) || !isUser(myUserId)) return null
  return [topic, myUserId].sort().join(PAIR)
}

/** Whether a string is a conversation exactly as conversationKey writes one. */
const isConversation = (conversation: string): boolean => {
  if (isGroupTopic(conversation)) return isIdWith(conversation, GROUP_PREFIX)
  const users = conversation.split(PAIR)
  if (users.length !== 2) return false
  const [a, b] = users as [string, string]
  return isUser(a) && isUser(b) && a <= b
}

/** The group id bytes; throws invalid-input for a malformed conversation or a nonce not 32 lower-case hex. */
export const makeGroupId = (conversation: string, randomHex32: string): Uint8Array => {
  if (!isConversation(conversation)) throw errors.invalidInput('not a conversation key')
  if (!NONCE_RE.test(randomHex32)) throw errors.invalidInput('group id nonce must be 32 lower-case hex')
  return utf8ToBytes([GROUP_ID_LABEL, conversation, randomHex32].join(PART))
}

export interface ParsedGroupId {
  conversation: string
  nonce: string
}

/**
 * Reads a group id (bytes, or hex as the MLS engine reports it). Null unless it is exactly what makeGroupId
 * writes: strict UTF-8, the label, a conversation in its one form, 32 lower-case hex.
 */
export const parseGroupId = (id: Uint8Array | string): ParsedGroupId | null => {
  if (typeof id === 'string' && !isHex(id)) return null
  const text = strictUtf8OrNull(typeof id === 'string' ? hexToBytes(id) : id)
  if (text === null) return null
  const parts = text.split(PART)
  if (parts.length !== 3) return null
  const [label, conversation, nonce] = parts as [string, string, string]
  if (label !== GROUP_ID_LABEL) return null
  if (!isConversation(conversation) || !NONCE_RE.test(nonce)) return null
  return { conversation, nonce }
}

/**
 * Where a conversation's messages are sent: a group's id, or for a 1:1 chat the other user's id (one's own id
 * for a chat with oneself). Null when `myUserId` is not one of the pair or the conversation is malformed.
 */
export const topicOfConversation = (conversation: string, myUserId: string): string | null => {
  if (!isConversation(conversation)) return null
  if (isGroupTopic(conversation)) return conversation
  const [a, b] = conversation.split(PAIR) as [string, string]
  if (a === myUserId) return b
  return b === myUserId ? a : null
}

/** -1, 0 or 1: byte by byte, a proper prefix first. */
const compareBytes = (x: Uint8Array, y: Uint8Array): number => {
  const n = Math.min(x.length, y.length)
  for (let i = 0; i < n; i++) {
    const d = x[i]! - y[i]!
    if (d !== 0) return Math.sign(d)
  }
  return Math.sign(x.length - y.length)
}

/**
 * The group to send in when a conversation has several: the smallest raw group id in byte order (each byte
 * unsigned, a proper prefix first), compared on the bytes, so letter case in the hex does not matter. Returns it
 * as lower-case hex; entries that are not hex are skipped; undefined for none.
 */
export const preferredGroup = (groupIdsHex: readonly string[]): string | undefined => {
  let best: Uint8Array | undefined
  for (const hex of groupIdsHex) {
    if (hex === '' || !isHex(hex)) continue
    const bytes = hexToBytes(hex)
    if (best === undefined || compareBytes(bytes, best) < 0) best = bytes
  }
  return best === undefined ? undefined : bytesToHex(best)
}
