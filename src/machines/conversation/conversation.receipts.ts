/**
 * Read receipts (docs/protocol.md §3.4) and where a chat opens, as pure rules. A receipt is asked for each
 * message of someone else that is not read yet, inside the span the reader covered, once. A chat opens at
 * its first unread message: the oldest of the others' unread messages after the reader's last own or read
 * one.
 */
import type { DisplayMessage } from '../../domain/messages'

/** The span the reader covered, by the ids of its oldest and newest messages. */
interface SeenSpan {
  oldest: string
  newest: string
}

/** The most ids one receipt names, so a long span goes out in requests of a bounded size. */
export const READ_BATCH = 100

const unreadFromOthers = (message: DisplayMessage, selfId: string): boolean =>
  message.senderId !== selfId && message.status !== 'read'

/**
 * The ids to mark read in `span` of `messages` (newest first), oldest first, leaving out own and read
 * messages and those already asked for (`asked`). Nothing when either end is not among `messages`.
 */
export const toMark = (
  messages: readonly DisplayMessage[],
  span: SeenSpan,
  selfId: string,
  asked: ReadonlySet<string>,
): string[] => {
  const newest = messages.findIndex((m) => m.id === span.newest)
  const oldest = newest < 0 ? -1 : messages.findIndex((m) => m.id === span.oldest)
  const ids: string[] = []
  if (oldest < 0) return ids
  for (let i = Math.max(oldest, newest); i >= Math.min(oldest, newest); i--) {
    const message = messages[i] as DisplayMessage
    if (unreadFromOthers(message, selfId) && !asked.has(message.id)) ids.push(message.id)
  }
  return ids
}

/**
 * Where the unread run of `messages` (newest first) starts: `id` is its oldest message (undefined when the
 * newest is own or read), and `open` is true when the run reaches the oldest message held, so an older page
 * may hold its start.
 */
export const firstUnread = (
  messages: readonly DisplayMessage[],
  selfId: string,
): { id: string | undefined; open: boolean } => {
  let id: string | undefined
  for (const message of messages) {
    if (!unreadFromOthers(message, selfId)) return { id, open: false }
    id = message.id
  }
  return { id, open: id !== undefined }
}
