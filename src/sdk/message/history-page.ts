/**
 * Opening a chat's history (docs/product.md §4, local first): page 1 shows the newest stored messages at
 * once, then merges the node's page, keeping stored ones of its span the node did not name; when the node
 * cannot be reached and the store had messages, they stay shown (offline history) and the failure is only
 * logged. A page that comes back after another chat was opened is returned but not shown.
 */
import { Messages } from '../../domain/errors'
import { type DisplayMessage, historyToDisplay, keepStrongerMarks, uniqueBy } from '../../domain/messages'
import { isGroupTopic } from '../../domain/protocol'
import type { ClientContext } from '../core/context'
import type { ChatActivity } from './activity'
import { fetchHistory } from './history'
import type { ChatRows } from './rows'
import type { Senders } from './senders'
import { type MessageStore, storedMessage } from './store'
import type { StatusMark } from './stored-marks'

interface HistoryParts {
  ctx: ClientContext
  rows: ChatRows
  store: MessageStore
  senders: Senders
  /** How many items of the node's page were handshakes (docs/protocol.md §3.10), shown as no row. */
  onHidden?: (count: number) => void
}

/** Shows the newest stored page of `topic` (newest first) and returns it; [] when there is none. */
const showStored = async (parts: HistoryParts, topic: string, size: number): Promise<DisplayMessage[]> => {
  const records = await parts.store.newest(topic, size)
  const messages = await parts.senders.load(records.flatMap(storedMessage).reverse())
  if (messages.length === 0 || parts.rows.chat.topic !== topic) return []
  parts.rows.showPage(messages, 1)
  return messages
}

/**
 * Stored messages the node's first page leaves out but that belong to its span (a full page reaches back
 * to its oldest message; a short one is the whole history): they stay shown beside it.
 */
const withinPage = (
  stored: readonly DisplayMessage[],
  page: readonly DisplayMessage[],
  size: number,
): DisplayMessage[] => {
  if (page.length < size) return [...stored]
  const oldest = Math.min(...page.map((m) => m.timestamp))
  return stored.filter((m) => m.timestamp >= oldest)
}

/** The marks the node's page raises on stored messages, for the store (docs/protocol.md §3.4). */
const raisedMarks = (
  stored: readonly DisplayMessage[],
  page: readonly DisplayMessage[],
  chatId: string,
): StatusMark[] => {
  const held = new Map(stored.map((m) => [m.id, m.status]))
  return page
    .filter((m) => held.has(m.id) && held.get(m.id) !== m.status)
    .map((m) => ({ messageId: m.id, messageStatus: m.status, chatId }))
}

/**
 * Keeps the node's rows the store does not hold yet, so this device finds them later: a search runs over the
 * store (docs/product.md §14.12), and a message first seen by scrolling back (a new device, a long absence)
 * was found nowhere else. They count as nothing unread: the person is reading that chat. A store that
 * cannot write is logged; the page is shown anyway.
 */
const keepPage = (
  parts: HistoryParts,
  topic: string,
  page: readonly DisplayMessage[],
  stored: readonly DisplayMessage[],
) => {
  const me = parts.ctx.keys.userid
  const held = new Set(stored.map((m) => m.id))
  const activities = page
    .filter((message) => !held.has(message.id))
    .map(
      (message): ChatActivity => ({
        chatId: topic,
        // A private chat's message is filed under the peer, its contentTopic the recipient (store.newest).
        contentTopic: isGroupTopic(topic) || message.senderId === me ? topic : me,
        message,
        fromSelf: message.senderId === me,
        countsAsUnread: false,
        source: 'history',
      }),
    )
  parts.store.save(activities, topic).catch((error: unknown) => {
    parts.ctx.ports.logger.warn('history page not stored', error)
  })
}

/** Reads page `page` of `topic` into the open chat (which the caller opened) and returns its rows. */
export const readHistoryPage = async (
  parts: HistoryParts,
  topic: string,
  page: number,
  size: number,
): Promise<readonly DisplayMessage[]> => {
  const { ctx, rows, senders } = parts
  const { logger, clock } = ctx.ports
  const stored = page === 1 ? await showStored(parts, topic, size) : []
  let items: Awaited<ReturnType<typeof fetchHistory>>
  try {
    items = await fetchHistory(ctx.api, topic, page, size)
  } catch (error) {
    if (stored.length === 0 || rows.chat.topic !== topic) throw error
    logger.warn('history not fetched; the stored messages stay shown', error)
    return rows.chat.messages
  }
  const opened = ctx.e2e ? await ctx.e2e.openHistory(items) : items
  parts.onHidden?.(items.length - opened.length)
  const result = historyToDisplay(opened, { tzOffsetMinutes: clock.tzOffsetMinutes() })
  for (const failure of result.failures) logger.warn(Messages.messageDecode, failure)
  const fromNode = await senders.load(result.messages)
  keepPage(parts, topic, fromNode, stored)
  // The user may have opened another chat while this page was on its way.
  if (rows.chat.topic !== topic) return fromNode
  // A mark already held (stored, or from a live frame) never goes back to an older answer of the node's.
  const messages = keepStrongerMarks(fromNode, [...stored, ...rows.chat.messages])
  void parts.store.updateSent(raisedMarks(stored, messages, topic))
  // Page 1 replaces the rows: what the chat shows now and the node's page leaves out stays, as the chat holds
  // it (a stored row with what was heard since, a message heard or written while the page was on its way).
  const held = page === 1 ? [...rows.chat.messages, ...stored] : stored
  rows.showPage(
    messages,
    page,
    withinPage(
      uniqueBy(held, (m) => m.id),
      messages,
      size,
    ),
  )
  return rows.chat.messages
}
