/**
 * What the conversation shows, as pure rules: the rows in reading order (oldest first) with a date
 * separator before each new day, the "New messages" divider above the first unread, messages grouped by
 * sender and minute, the state line of an own message, and the names of people and chats by the display
 * rules (docs/product.md §2, §14.11).
 */
import { displayName } from '../../domain/display'
import type { Channel, DisplayMessage } from '../../domain/messages'
import { isFailureStatus } from '../../domain/messages'
import { isGroupTopic } from '../../domain/protocol'
import { CHAT_COPY } from './chat-copy'

export type ChatRow =
  | { kind: 'date'; key: string; label: string }
  /** The "New messages" divider, above the first message unread when the chat opened. */
  | { kind: 'unread'; key: string; label: string }
  /**
   * `grouped`: the row continues the group of the message above it (same sender, same day, same minute, no
   * divider between), so it is drawn as a compact bubble without avatar, name and time (docs/product.md §14.11).
   */
  | { kind: 'message'; key: string; message: DisplayMessage; own: boolean; grouped: boolean }

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** `2026-11-23` → `23 November 2026`; anything else as it is. */
export const dateLabel = (date: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return date
  const [, year, month, day] = match
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`
}

/** The key of the unread divider: one per chat opening, named after the message it stands above. */
export const unreadKey = (firstUnread: string): string => `unread:${firstUnread}`

/** Whether `message` continues the group of `previous`: same sender, same day, same minute as shown. */
const continues = (previous: DisplayMessage | undefined, message: DisplayMessage): boolean =>
  previous !== undefined &&
  previous.senderId === message.senderId &&
  previous.date === message.date &&
  previous.time === message.time

/**
 * Messages (newest first, as the SDK keeps them) as rows in reading order with date separators, the
 * unread divider above `firstUnread` (the message the chat opened at), and each message marked `grouped`
 * when it continues the group above it; a date separator or the divider starts a new group.
 */
export const rowsOf = (
  newestFirst: readonly DisplayMessage[],
  selfId: string,
  firstUnread?: string,
): ChatRow[] => {
  const rows: ChatRow[] = []
  let day: string | undefined
  let previous: DisplayMessage | undefined
  for (let i = newestFirst.length - 1; i >= 0; i--) {
    const message = newestFirst[i] as DisplayMessage
    if (message.date !== day) {
      day = message.date
      rows.push({ kind: 'date', key: `date:${day}`, label: dateLabel(day) })
    }
    if (message.id === firstUnread) {
      rows.push({ kind: 'unread', key: unreadKey(message.id), label: CHAT_COPY.newMessages })
      previous = undefined
    }
    const grouped = continues(previous, message)
    rows.push({ kind: 'message', key: message.id, message, own: message.senderId === selfId, grouped })
    previous = message
  }
  return rows
}

export type SendState = 'sending' | 'sent' | 'delivered' | 'read' | 'failed'

/** The state of an own message: failed, still sending, then what the node last reported. */
export const sendStateOf = (message: DisplayMessage): SendState => {
  if (isFailureStatus(message.status) || message.msgLoading === 'error') return 'failed'
  if (message.msgLoading === 'loading') return 'sending'
  if (message.status === 'read') return 'read'
  if (message.status === 'delivered') return 'delivered'
  return 'sent'
}

/** A chat's name: its own name, else (a private chat) the other person's name from its messages, else its short id. */
export const chatName = (
  chatid: string,
  channel: Channel | undefined,
  messages: readonly DisplayMessage[] = [],
): string => {
  const peer = isGroupTopic(chatid) ? undefined : messages.find((m) => m.senderId === chatid)
  return (
    displayName({ name: channel?.chat_name, nickname: peer?.username, userid: chatid }) || CHAT_COPY.unnamed
  )
}

/** The first message row at `at` or after it (past date separators and the divider); the last row if none. */
export const messageFrom = (rows: readonly ChatRow[], at: number): number => {
  let index = Math.max(0, at)
  while (rows[index] !== undefined && rows[index]?.kind !== 'message' && index + 1 < rows.length) index++
  return index
}
