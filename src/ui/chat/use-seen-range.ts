import { useCallback, useEffect, useRef } from 'react'
import type { ChatRow } from './chat-rows'
import { cover, rangeOf, type SeenRange, type Span, spanOf } from './seen-range'

/** `see(rows, visible, scrolled)`: the rows on screen now, and whether the person's scrolling brought them. */
type See = (rows: readonly ChatRow[], visible: Span | undefined, scrolled: boolean) => void

/**
 * Keeps the span the viewport covered since `active` (the chat was placed where it opens) and reports it to
 * `onSeen` each time it grows or moves, while the page is visible: a hidden page is not being read. On
 * coming back the span is reported again, so receipts that failed are asked for once more.
 */
export const useSeenRange = (
  rows: readonly ChatRow[],
  visible: Span | undefined,
  active: boolean,
  onSeen: (range: SeenRange) => void,
): See => {
  const covered = useRef<{ range: SeenRange; span: Span } | undefined>(undefined)

  const report = useCallback(
    (list: readonly ChatRow[], span: Span | undefined, scrolled: boolean, again: boolean) => {
      if (!active || !span || document.visibilityState === 'hidden') return
      const was = covered.current
      const before = was && spanOf(list, was.range, was.span)
      const next = cover(list, before, span, scrolled)
      if (!again && before && next.first === before.first && next.last === before.last) return
      const range = rangeOf(list, next)
      covered.current = { range, span: next }
      onSeen(range)
    },
    [active, onSeen],
  )

  // What is on screen after each render counts as a move the list made (rows came, heights changed).
  const first = visible?.first
  const last = visible?.last
  useEffect(() => {
    report(rows, first === undefined || last === undefined ? undefined : { first, last }, false, false)
  }, [rows, first, last, report])

  const latest = useRef({ rows, visible })
  latest.current = { rows, visible }
  useEffect(() => {
    const back = () => report(latest.current.rows, latest.current.visible, false, true)
    document.addEventListener('visibilitychange', back)
    return () => document.removeEventListener('visibilitychange', back)
  }, [report])

  return useCallback<See>((list, span, scrolled) => report(list, span, scrolled, false), [report])
}
