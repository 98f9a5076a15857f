import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { UserLike } from '../../domain/display'
import { Button } from '../kit'
import styles from './Chat.module.css'
import { CHAT_COPY } from './chat-copy'
import type { ChatRow } from './chat-rows'
import { MessageRow } from './MessageRow'
import { offsetsOf, rowAt, windowOf } from './virtual-window'

/** Estimated heights until a row is measured. */
const ESTIMATE = { date: 36, message: 76 } as const
const OVERSCAN = 8
/** Older messages are asked for this close to the top. */
const NEAR_TOP = 240
/** Within this of the bottom the list follows new messages. */
const NEAR_BOTTOM = 48
/** Where nothing was laid out (no layout engine), the height assumed for the viewport. */
const FALLBACK_VIEWPORT = 640

interface MessageListProps {
  rows: readonly ChatRow[]
  label: string
  peer: UserLike | undefined
  hasMore: boolean
  loadingOlder: boolean
  onOlder: () => void
  onSeen: (ids: string[]) => void
  onRetry: (id: string) => void
}

/**
 * The conversation, windowed: only the rows near the viewport are in the DOM. It opens at the newest
 * message and follows new ones while the reader is at the bottom; older pages load near the top and the
 * row being read stays where it was. Rows on screen are reported as seen (read receipts).
 */
export const MessageList = (props: MessageListProps) => {
  const { rows, hasMore, loadingOlder, onOlder, onSeen } = props
  const scroller = useRef<HTMLDivElement>(null)
  const measured = useRef(new Map<string, number>())
  const [version, setVersion] = useState(0)
  const [scrollTop, setScrollTop] = useState(0)
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT)
  const stick = useRef(true)
  // The row at the top of the viewport and how far into it the viewport starts, kept across updates.
  const anchor = useRef<{ key: string; delta: number } | undefined>(undefined)

  // One's own new message brings the list to the bottom, wherever the reader was.
  const newest = rows[rows.length - 1]
  const newestKey = useRef(newest?.key)
  if (newest && newest.key !== newestKey.current) {
    if (newest.kind === 'message' && newest.own) stick.current = true
    newestKey.current = newest.key
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` says measured heights changed.
  const offsets = useMemo(
    () => offsetsOf(rows.map((row) => measured.current.get(row.key) ?? ESTIMATE[row.kind])),
    [rows, version],
  )
  const total = offsets[rows.length] as number
  const top = stick.current ? Math.max(0, total - viewport) : scrollTop
  const win = windowOf(offsets, top, viewport, OVERSCAN)

  // After rows or heights change: stay at the bottom when following, else keep the anchored row still.
  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    if (stick.current) {
      el.scrollTop = el.scrollHeight
      return
    }
    const keep = anchor.current
    const index = keep ? rows.findIndex((row) => row.key === keep.key) : -1
    if (!keep || index < 0) return
    const target = (offsets[index] as number) + keep.delta
    if (Math.abs(el.scrollTop - target) > 1) el.scrollTop = target
  }, [rows, offsets])

  // Measures the rendered rows; a changed height re-lays the list once more.
  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    let changed = false
    for (const node of el.querySelectorAll<HTMLElement>('[data-row]')) {
      const height = node.getBoundingClientRect().height
      const key = node.dataset.row as string
      if (height > 0 && Math.abs((measured.current.get(key) ?? 0) - height) > 0.5) {
        measured.current.set(key, height)
        changed = true
      }
    }
    if (el.clientHeight > 0 && el.clientHeight !== viewport) setViewport(el.clientHeight)
    if (changed) setVersion((v) => v + 1)
  })

  const onScroll = useCallback(() => {
    const el = scroller.current
    if (!el) return
    const y = el.scrollTop
    stick.current = el.scrollHeight - y - el.clientHeight <= NEAR_BOTTOM
    // A message row, not a date separator: older messages of the same day move the separator up.
    let index = rowAt(offsets, y)
    while (rows[index]?.kind === 'date' && index + 1 < rows.length) index++
    const row = rows[index]
    anchor.current = row ? { key: row.key, delta: y - (offsets[index] as number) } : undefined
    setScrollTop(y)
    if (y < NEAR_TOP && hasMore && !loadingOlder) onOlder()
  }, [offsets, rows, hasMore, loadingOlder, onOlder])

  // Still at the top once a page came in (a short page, or nothing moved): the next one is asked for.
  useEffect(() => {
    const el = scroller.current
    if (el && !loadingOlder && hasMore && !stick.current && el.scrollTop < NEAR_TOP) onOlder()
  }, [loadingOlder, hasMore, onOlder])

  // Read receipts for the messages actually on screen, while the page is visible.
  const visibleIds = rows
    .slice(win.firstVisible, win.endVisible)
    .flatMap((row) => (row.kind === 'message' && !row.own ? [row.key] : []))
    .join(' ')
  useEffect(() => {
    const report = () => {
      if (visibleIds !== '' && document.visibilityState !== 'hidden') onSeen(visibleIds.split(' '))
    }
    report()
    // Messages that arrived while the tab was hidden are seen when it comes back.
    document.addEventListener('visibilitychange', report)
    return () => document.removeEventListener('visibilitychange', report)
  }, [visibleIds, onSeen])

  return (
    <>
      {hasMore || loadingOlder ? (
        <div className={styles.older}>
          <Button busy={loadingOlder} onClick={onOlder}>
            {loadingOlder ? CHAT_COPY.loadingOlder : CHAT_COPY.older}
          </Button>
        </div>
      ) : null}
      <div
        ref={scroller}
        className={styles.scroller}
        role="log"
        aria-label={props.label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolled history must be reachable by keyboard.
        tabIndex={0}
        onScroll={onScroll}
      >
        <ol className={styles.rows} style={{ paddingTop: win.before, paddingBottom: win.after }}>
          {rows.slice(win.start, win.end).map((row) => (
            <li key={row.key} data-row={row.key} className={row.kind === 'date' ? styles.date : undefined}>
              {row.kind === 'date' ? (
                <span>{row.label}</span>
              ) : (
                <MessageRow message={row.message} own={row.own} peer={props.peer} onRetry={props.onRetry} />
              )}
            </li>
          ))}
        </ol>
      </div>
    </>
  )
}
