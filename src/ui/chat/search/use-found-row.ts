import { type RefObject, useEffect, useRef } from 'react'
import type { MessageTarget } from '../../../machines/conversation/conversation.types'

/**
 * Once the message asked for is on screen: it is marked (`data-found`, which the stylesheet flashes briefly) and
 * focused without scrolling, so a screen reader reads it and the keyboard starts from it (docs/product.md §14.12
 * "Search"). Each request (`seq`) is handled once; the mark stays until the next one.
 */
export const useFoundRow = (scroller: RefObject<HTMLElement | null>, target: MessageTarget | undefined) => {
  const handled = useRef(0)
  const marked = useRef<HTMLElement | undefined>(undefined)
  useEffect(() => {
    if (target?.state !== 'found' || handled.current === target.seq) return
    const row = scroller.current?.querySelector<HTMLElement>(`[data-row="${CSS.escape(target.id)}"]`)
    if (!row) return
    handled.current = target.seq
    marked.current?.removeAttribute('data-found')
    marked.current = row
    row.setAttribute('data-found', '')
    row.tabIndex = -1
    row.focus({ preventScroll: true })
  })
}
