import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react'
import { trapTab } from './focus'

/** The focused element right now, read during render so it is the opener, not something inside. */
export const currentFocus = (): HTMLElement | null =>
  document.activeElement instanceof HTMLElement ? document.activeElement : null

/**
 * Focus and cancel behaviour of a modal dialog: focus moves inside on open and back to the opener on
 * close; Escape anywhere inside, Enter or Space on the close control and a backdrop click cancel; Tab
 * and Shift+Tab wrap inside. `onCancel` may be called more than once; callers make it idempotent.
 */
export const useDialog = (onCancel: () => void, returnFocusTo: HTMLElement | null | undefined) => {
  const dialogRef = useRef<HTMLDivElement>(null)
  // Read during the first render, before any effect (ours or a child's) moves focus into the dialog.
  const [opener] = useState(() => (returnFocusTo === undefined ? currentFocus() : returnFocusTo))

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus()
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [opener])

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onCancel()
    } else if (event.key === 'Tab' && dialogRef.current && trapTab(dialogRef.current, event.shiftKey)) {
      event.preventDefault()
    }
  }
  const onCloseKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Handled on keydown (and the default prevented) so the button's own activation does not fire twice.
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onCancel()
    }
  }
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onCancel()
  }
  return { dialogRef, onDialogKeyDown, onCloseKeyDown, onBackdropClick }
}
