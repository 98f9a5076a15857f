import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { UserLike } from '../../domain/display'
import type { MessageTarget } from '../../machines/conversation/conversation.types'
import { Button } from '../kit'
import styles from './Chat.module.css'
import { CHAT_COPY } from './chat-copy'
import { type ChatRow, messageFrom } from './chat-rows'
import { HistoryJumps } from './HistoryJumps'
import { estimateOf, HistoryRow, scrollTo } from './HistoryRow'
import { aimAt } from './search/aim'
import { useFoundRow } from './search/use-found-row'
import { landingRow, messagesWithin, type SeenRange } from './seen-range'
import { useSeenRange } from './use-seen-range'
import { offsetsOf, rowAt, windowOf } from './virtual-window'

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
  /** Whether the machine knows where the chat opens (the first unread is loaded); receipts start then. */
  located: boolean
  /** The message the chat opens at (its oldest unread), or undefined to open at the newest. */
  firstUnread: string | undefined
  /** A message asked for (a search result): shown in the middle, focused and marked once held. */
  target?: MessageTarget | undefined
  /** The span of rows covered since the chat opened, each time it changes (read receipts). */
  onSeen: (range: SeenRange) => void
  onRetry: (id: string) => void
}

/**
 * The conversation, windowed: only the rows near the viewport are in the DOM. It opens at the first unread
 * message (at the newest when there is none, or all of them fit the last screen) and follows new ones while
 * the reader is at the bottom; older pages load near the top and the row being read stays where it was.
 * What the viewport covers from then on is reported as seen (read receipts, `use-seen-range.ts`).
 */
export const MessageList = (props: MessageListProps) => {
  const { rows, hasMore, loadingOlder, onOlder, located } = props
  const scroller = useRef<HTMLDivElement>(null)
  const measured = useRef(new Map<string, number>())
  const [version, setVersion] = useState(0)
  const [scrollTop, setScrollTop] = useState(0)
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT)
  const stick = useRef(true)
  // The row at the top of the viewport and how far into it the viewport starts, kept across updates.
  const anchor = useRef<{ key: string; delta: number } | undefined>(undefined)
  // Where a scroll the list made itself will land: the scroll event it fires is not the person's.
  const expected = useRef<number | undefined>(undefined)
  const landed = useRef(false)
  const aimed = useRef(0)

  // One's own new message brings the list to the bottom, wherever the reader was.
  const newest = rows[rows.length - 1]
  const newestKey = useRef(newest?.key)
  if (newest && newest.key !== newestKey.current) {
    if (newest.kind === 'message' && newest.own) stick.current = true
    newestKey.current = newest.key
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` says measured heights changed.
  const offsets = useMemo(
    () => offsetsOf(rows.map((row) => measured.current.get(row.key) ?? estimateOf(row))),
    [rows, version],
  )
  const total = offsets[rows.length] as number

  // Once the machine knows where it opens: at the first unread, unless the reader already moved away or
  // everything from there fits the last screen. The separator of its day stays above it where its day
  // starts there; one at the top of what is held moves up when an older page comes, so it is left out.
  // A message asked for (a search result, ./search/aim.ts) is where it opens instead, once held.
  const aim = aimAt(rows, offsets, viewport, props.target, aimed.current)
  if (aim) {
    aimed.current = aim.seq
    landed.current = true
    stick.current = false
    anchor.current = aim.anchor
  }
  if (located && !landed.current && rows.length > 0 && props.target?.state !== 'seeking') {
    landed.current = true
    let at = landingRow(rows, props.firstUnread)
    if (at === 0 && hasMore && rows[0]?.kind === 'date') at = 1
    const y = offsets[at] as number
    if (stick.current && at >= 0 && y < total - viewport) {
      stick.current = false
      const unread = messageFrom(rows, at)
      anchor.current = { key: (rows[unread] as ChatRow).key, delta: y - (offsets[unread] as number) }
    }
  }

  // Where the anchored row puts the viewport now: older rows put above it, or heights measured, move it by
  // as much, so the window is drawn (and what is on screen reported) where the layout effect scrolls to,
  // never at the stale offset the last scroll event left.
  const keep = anchor.current
  const kept = keep ? rows.findIndex((row) => row.key === keep.key) : -1
  const anchored = keep && kept >= 0 ? (offsets[kept] as number) + keep.delta : undefined
  const top = stick.current ? Math.max(0, total - viewport) : (anchored ?? scrollTop)
  const win = windowOf(offsets, top, viewport, OVERSCAN)
  const see = useSeenRange(
    rows,
    messagesWithin(rows, win.firstVisible, win.endVisible),
    located,
    props.onSeen,
  )

  // After rows or heights change (`total`), the list's own height changes (`viewport`: the typing line, a reply
  // bar or a waiting image takes room under it), and once placed: stay at the bottom when following, else
  // keep the anchored row still.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `total` or `viewport` is the bottom moving.
  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    if (stick.current) scrollTo(el, el.scrollHeight, expected)
    else if (anchored !== undefined && Math.abs(el.scrollTop - anchored) > 1) scrollTo(el, anchored, expected)
  }, [total, anchored, viewport])

  useFoundRow(scroller, props.target)

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
    // A message row, not a date separator or the divider: older messages of the same day move them up.
    const index = messageFrom(rows, rowAt(offsets, y))
    const row = rows[index]
    anchor.current = row ? { key: row.key, delta: y - (offsets[index] as number) } : undefined
    setScrollTop(y)
    // The person's scroll covers every row between where they were and here, drawn or not.
    const own = expected.current === undefined || Math.abs(expected.current - y) > 1
    expected.current = undefined
    const seen = windowOf(offsets, y, el.clientHeight || viewport, 0)
    see(rows, messagesWithin(rows, seen.firstVisible, seen.endVisible), own)
    if (y < NEAR_TOP && hasMore && !loadingOlder) onOlder()
  }, [offsets, rows, viewport, hasMore, loadingOlder, onOlder, see])

  // The jumps (docs/product.md §14.11): to the divider while it is off screen, to the newest while the reader
  // is away from the bottom. The list scrolls itself (not the person's scroll: the rows jumped over are not
  // seen) and the history keeps the focus, since the control that was pressed goes away.
  const unreadAt = useMemo(() => rows.findIndex((row) => row.kind === 'unread'), [rows])
  const unreadOff = unreadAt >= 0 && (unreadAt < win.firstVisible || unreadAt >= win.endVisible)
  const jump = (to: 'unread' | 'latest') => {
    const el = scroller.current
    if (!el) return
    stick.current = to === 'latest'
    anchor.current = undefined
    if (to === 'unread') {
      const at = rows[unreadAt - 1]?.kind === 'date' ? unreadAt - 1 : unreadAt
      const first = messageFrom(rows, unreadAt)
      const y = offsets[at] as number
      anchor.current = { key: (rows[first] as ChatRow).key, delta: y - (offsets[first] as number) }
      scrollTo(el, y, expected)
    } else scrollTo(el, el.scrollHeight, expected)
    el.focus({ preventScroll: true })
    setScrollTop(el.scrollTop)
  }

  // Still at the top once a page came in (a short page, or nothing moved): the next one is asked for.
  useEffect(() => {
    const el = scroller.current
    if (el && !loadingOlder && hasMore && !stick.current && el.scrollTop < NEAR_TOP) onOlder()
  }, [loadingOlder, hasMore, onOlder])

  return (
    <>
      {hasMore || loadingOlder ? (
        <div className={styles.older}>
          <Button busy={loadingOlder} onClick={onOlder}>
            {loadingOlder ? CHAT_COPY.loadingOlder : CHAT_COPY.older}
          </Button>
        </div>
      ) : null}
      <div className={styles.history}>
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
              <HistoryRow key={row.key} row={row} peer={props.peer} onRetry={props.onRetry} />
            ))}
          </ol>
        </div>
        <HistoryJumps toUnread={unreadOff} toLatest={!stick.current && rows.length > 0} onJump={jump} />
      </div>
    </>
  )
}
