import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * A button that shows and hides a small panel beside it (a disclosure, not a modal: the page stays usable).
 * It closes on Escape (focus back to the button), on a click or focus outside, on `close()` (an item
 * chosen) and on a route change. Escape is handled on the wrapper and goes no further, so a panel inside
 * the header's folded "Menu" closes alone.
 */
export const useDisclosure = () => {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the reason to close.
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  /** Closes and puts focus on the button, so a dialog an item opens returns focus there. */
  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open || event.key !== 'Escape') return
    event.stopPropagation()
    close()
  }
  const onBlur = (event: { relatedTarget: EventTarget | null }) => {
    // Tabbing past the last item (or Shift+Tab before the button) leaves the menu: it closes behind.
    const next = event.relatedTarget as Node | null
    if (next && !rootRef.current?.contains(next)) setOpen(false)
  }
  return {
    open,
    close,
    rootProps: { ref: rootRef, onKeyDown, onBlur },
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((was) => !was),
    },
    panelProps: { id: panelId, hidden: !open },
  }
}
