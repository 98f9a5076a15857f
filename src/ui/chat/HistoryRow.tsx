/** One item of the conversation's windowed list (MessageList.tsx): its class, its estimated height, its content. */
import type { UserLike } from '../../domain/display'
import styles from './Chat.module.css'
import type { ChatRow } from './chat-rows'
import { MessageRow } from './MessageRow'

/**
 * Estimated heights until a row is measured: a group's first message, and the compact ones after it (a
 * one-line compact bubble measures 34.5 px in Chromium: an exact guess spares the list a second layout pass).
 */
const ESTIMATE = { date: 36, unread: 36, message: 76, grouped: 34.5, ownGrouped: 52 } as const

export const estimateOf = (row: ChatRow): number => {
  if (row.kind !== 'message' || !row.grouped) return ESTIMATE[row.kind]
  return row.own ? ESTIMATE.ownGrouped : ESTIMATE.grouped
}

/** Scrolls `el` itself, noting where, so the scroll event this fires is not taken for the person's. */
export const scrollTo = (el: HTMLElement, y: number, expected: { current: number | undefined }) => {
  const was = el.scrollTop
  el.scrollTop = y
  if (el.scrollTop !== was) expected.current = el.scrollTop
}

/** The class of a row's item: a date separator, the unread divider, a compact message of a group. */
const rowClass = (row: ChatRow): string | undefined => {
  if (row.kind === 'date') return styles.date
  if (row.kind === 'unread') return styles.unreadDivider
  return row.grouped ? styles.grouped : undefined
}

interface HistoryRowProps {
  row: ChatRow
  peer: UserLike | undefined
  onRetry: (id: string) => void
}

export const HistoryRow = ({ row, peer, onRetry }: HistoryRowProps) => (
  <li data-row={row.key} className={rowClass(row)}>
    {row.kind === 'message' ? (
      <MessageRow message={row.message} own={row.own} grouped={row.grouped} peer={peer} onRetry={onRetry} />
    ) : (
      <span>{row.label}</span>
    )}
  </li>
)
