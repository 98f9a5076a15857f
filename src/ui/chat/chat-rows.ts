/**
 * What the conversation shows, as pure rules: the rows in reading order (oldest first) with a date
 * separator before each new day, the state line of an own message, and the names of people and chats
 * by the display rules (docs/product.md §2).
 */
import { displayName } from '../../domain/display'
import type { Channel, DisplayMessage } from '../../domain/messages'
import { isFailureStatus } from '../../domain/messages'
import { isGroupTopic } from '../../domain/protocol'
import { CHAT_COPY } from './chat-copy'

export type ChatRow =
  | { kind: 'date'; key: string; label: string }
  | { kind: 'message'; key: string; message: DisplayMessage; own: boolean }

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

/** Messages (newest first, as the SDK keeps them) as rows in reading order with date separators. */
export const rowsOf = (newestFirst: readonly DisplayMessage[], selfId: string): ChatRow[] => {
  const rows: ChatRow[] = []
  let day: string | undefined
  for (let i = newestFirst.length - 1; i >= 0; i--) {
    const message = newestFirst[i] as DisplayMessage
    if (message.date !== day) {
      day = message.date
      rows.push({ kind: 'date', key: `date:${day}`, label: dateLabel(day) })
    }
    rows.push({ kind: 'message', key: message.id, message, own: message.senderId === selfId })
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
