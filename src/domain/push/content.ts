/**
 * What one alert says and where it leads, the same for the node's Web Push payload and the app's in-tab
 * alert (docs/product.md §14.6), so the two replace each other by `tag` instead of stacking. An encrypted
 * message, or one that is not text, never puts its content in an alert: the node cannot read it, and the
 * push service must not.
 */
import { CIPHER_NONE } from '../config'
import { base64ToBytes } from '../crypto/encoding'
import type { PushSource } from './rules'

/** The JSON a push carries (docs/protocol.md §4.6), and what an in-tab alert shows. */
export interface PushContent {
  v: 1
  source: PushSource
  title: string
  body: string
  /** Alerts with one tag replace each other: one per conversation, one per notification. */
  tag: string
  /** The app's page the alert opens. */
  url: string
  /** When the message or notification was sent, in milliseconds. */
  ts: number
}

/** Characters of a title and of a body: an alert shows a line or two; the push stays far under one record. */
export const TITLE_CHARS = 80
export const BODY_CHARS = 180

const clip = (text: string, max: number): string => {
  const chars = [...text.replace(/\s+/g, ' ').trim()]
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`
}

/** What the service worker posts to the window a notification click chose; the app then opens `url`. */
export const OPEN_IN_APP = 'web3mq.open'

/** A path of this app: `//host` and `/\host` would be other origins to a browser, so a click never leaves. */
export const isAppPath = (url: unknown): url is string => typeof url === 'string' && /^\/(?![/\\])/.test(url)

/** `/chat/<chatid>`: ids keep their readable `user:` / `group:` colon; anything else is escaped. */
export const chatPath = (chatid: string): string =>
  `/chat/${encodeURIComponent(chatid).replace(/%3A/gi, ':')}`

export const chatTag = (conversation: string): string => `chat:${conversation}`

/** Refuses bytes that are not UTF-8 instead of showing replacement characters. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The words an alert may show of a chat message (standard base64 payload): a plain message's text, never an
 * encrypted one's, whose bytes say nothing to the node or the push service, nor bytes that are not text. The
 * node and the app decide it here, so a push and the tab's alert of one message read alike.
 */
export const alertTextOf = (message: { cipherSuite: string; payload: string }): string | undefined => {
  if (message.cipherSuite !== CIPHER_NONE) return undefined
  try {
    return strictUtf8.decode(base64ToBytes(message.payload))
  } catch {
    return undefined
  }
}

export interface MessageAlertInput {
  /** The conversation as the recipient sees it: the sender's user id, or the group id. */
  conversation: string
  group: boolean
  senderName: string
  /** The group's name (groups only; the id when it has none). */
  groupName?: string
  /** The text, or undefined when the message is encrypted or not text. */
  text: string | undefined
  ts: number
}

export const messageAlert = (input: MessageAlertInput): PushContent => {
  const sender = input.senderName
  const text = input.text === undefined ? undefined : clip(input.text, BODY_CHARS)
  const body =
    text === undefined || text === ''
      ? `New message from ${sender}`
      : input.group
        ? clip(`${sender}: ${text}`, BODY_CHARS)
        : text
  return {
    v: 1,
    source: input.group ? 'groups' : 'chats',
    title: clip(input.group ? (input.groupName ?? input.conversation) : sender, TITLE_CHARS),
    body,
    tag: chatTag(input.conversation),
    url: chatPath(input.conversation),
    ts: input.ts,
  }
}

const FRIEND_TYPES = new Set(['system.friend_request', 'system.agree_friend_request', 'system.followed'])
const GROUP_REQUEST_TYPES = new Set([
  'system.group.join_request',
  'system.group.agree_join_request',
  'system.group_invitation',
])

/** The source a notification belongs to, by its type and topic (docs/protocol.md §4.4). */
export const notificationSource = (type: string, topic: string): PushSource => {
  if (FRIEND_TYPES.has(type)) return 'friendRequests'
  if (GROUP_REQUEST_TYPES.has(type)) return 'groupRequests'
  return topic.startsWith('topic:') ? 'topics' : 'followerPosts'
}

/** Where a notification is acted on: a new contact in contacts, a request or a post in the notification centre. */
const notificationUrl = (type: string): string =>
  type === 'system.agree_friend_request' || type === 'system.followed' ? '/contacts' : '/notifications'

export interface NotificationAlertInput {
  messageid: string
  type: string
  topic: string
  title: string
  content: string
  ts: number
}

export const notificationAlert = (input: NotificationAlertInput): PushContent => ({
  v: 1,
  source: notificationSource(input.type, input.topic),
  title: clip(input.title, TITLE_CHARS),
  body: clip(input.content, BODY_CHARS),
  tag: `notification:${input.messageid}`,
  url: notificationUrl(input.type),
  ts: input.ts,
})
