const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The elements Tab can reach inside `root`, in document order. */
export const focusablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hidden && el.closest('[aria-hidden="true"],[inert]') === null,
  )

/**
 * Focuses `el` unless the person already put focus on a control of the same dialog: content that arrives
 * late (a wallet list, a form after the lookup) takes focus from nothing (the body), from the dialog
 * container or from outside the dialog, but never from a control the person chose.
 */
export const focusIfIdle = (el: HTMLElement | null | undefined): void => {
  if (!el) return
  const dialog = el.closest('[role="dialog"]')
  const active = document.activeElement
  const idle =
    active === null ||
    active === document.body ||
    active === dialog ||
    (dialog !== null && !dialog.contains(active))
  if (idle) el.focus()
}

/**
 * Keeps Tab and Shift+Tab inside `root`, wrapping at both ends. Returns true when it moved focus itself
 * (the caller then prevents the browser's default move).
 */
export const trapTab = (root: HTMLElement, backwards: boolean): boolean => {
  const items = focusablesIn(root)
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) {
    root.focus()
    return true
  }
  const active = document.activeElement
  const outside = !(active instanceof Node) || !root.contains(active) || active === root
  if (backwards && (active === first || outside)) {
    last.focus()
    return true
  }
  if (!backwards && (active === last || outside)) {
    first.focus()
    return true
  }
  return false
}
