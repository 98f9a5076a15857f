/**
 * What the reader has covered, as pure rules: the contiguous span of rows the viewport went over since the
 * chat opened, by index in the conversation's rows (oldest first), so rows the windowed list never drew
 * between two of its windows count once the person scrolled past them. Read receipts are asked for the
 * messages of that span (docs/protocol.md §3.4).
 */
import type { ChatRow } from './chat-rows'

/** Rows `first`..`last` (inclusive), both message rows. */
export interface Span {
  first: number
  last: number
}

/** The covered span named by its ends' keys, so it survives older pages put before it. */
export interface SeenRange {
  oldest: string
  newest: string
}

/** The message rows among rows `start`..`end - 1` (the rows inside the viewport), or undefined if none. */
export const messagesWithin = (rows: readonly ChatRow[], start: number, end: number): Span | undefined => {
  let first = Math.max(0, start)
  let last = Math.min(rows.length, end) - 1
  while (first <= last && rows[first]?.kind !== 'message') first++
  while (last >= first && rows[last]?.kind !== 'message') last--
  return first <= last ? { first, last } : undefined
}

/** Whether no message row lies strictly between two spans (they overlap or only date rows part them). */
const touches = (rows: readonly ChatRow[], a: Span, b: Span): boolean => {
  const [upper, lower] = a.first <= b.first ? [a, b] : [b, a]
  for (let i = upper.last + 1; i < lower.first; i++) if (rows[i]?.kind === 'message') return false
  return true
}

/**
 * The covered span once `visible` is on screen. The person's own scrolling (`scrolled`) covers everything
 * between where they were and where they are, however far one scroll event jumped; a move the list made
 * itself (following a burst of new messages, opening at the first unread) covers only what touches what
 * was covered, and otherwise starts a new span: the rows it jumped over were never on screen.
 */
export const cover = (
  rows: readonly ChatRow[],
  covered: Span | undefined,
  visible: Span,
  scrolled: boolean,
): Span => {
  if (!covered || (!scrolled && !touches(rows, covered, visible))) return visible
  return { first: Math.min(covered.first, visible.first), last: Math.max(covered.last, visible.last) }
}

/** The row with `key`: looked for at `hint` first (where it was), then in the whole list; -1 if gone. */
const indexOf = (rows: readonly ChatRow[], key: string, hint: number): number =>
  rows[hint]?.key === key ? hint : rows.findIndex((row) => row.key === key)

/** The span in today's rows of a range named by keys (older pages shift indices); undefined once a row is gone. */
export const spanOf = (rows: readonly ChatRow[], range: SeenRange, hint: Span): Span | undefined => {
  const first = indexOf(rows, range.oldest, hint.first)
  const last = indexOf(rows, range.newest, hint.last)
  return first < 0 || last < 0 || first > last ? undefined : { first, last }
}

/** The keys of a span's ends. */
export const rangeOf = (rows: readonly ChatRow[], span: Span): SeenRange => ({
  oldest: (rows[span.first] as ChatRow).key,
  newest: (rows[span.last] as ChatRow).key,
})

/**
 * The row a chat opens at: the first unread message, with the "New messages" divider above it and the day's
 * separator above that when it starts a day; -1 when there is none to open at.
 */
export const landingRow = (rows: readonly ChatRow[], firstUnread: string | undefined): number => {
  if (firstUnread === undefined) return -1
  let at = rows.findIndex((row) => row.key === firstUnread)
  if (at > 0 && rows[at - 1]?.kind === 'unread') at--
  return at > 0 && rows[at - 1]?.kind === 'date' ? at - 1 : at
}
