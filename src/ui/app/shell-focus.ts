/**
 * Focus across the app's takeover of the page (docs/product.md §14.5). The page's shell, prerendered into
 * index.html, has a header with links, and on a visit known to be signed out a working "Connect wallet" and
 * "Menu" (shell-sign-in.ts, shell-menu.ts). React empties the page's root when it draws the live header, which
 * drops focus on the body: a person who tabbed into the shell's header would start over. This moves focus to
 * the same control of the live header. DOM only and small: it is part of the entry script (main.tsx).
 */
import { SIGN_IN_ATTRIBUTE } from '../auth/sign-in-trigger'

/** The narrow screen's "Menu": the header's one button of its own that controls a panel (HeaderFrame.tsx). */
const MENU_BUTTON = 'header > button[aria-controls]'

/** A selector that finds the same control in the live header: sign-in, "Menu", or a link by its href. */
const sameControl = (element: Element): string | undefined => {
  if (element.hasAttribute(SIGN_IN_ATTRIBUTE)) return `header [${SIGN_IN_ATTRIBUTE}]`
  if (element.matches(MENU_BUTTON)) return MENU_BUTTON
  const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null
  return href ? `header a[href="${CSS.escape(href)}"]` : undefined
}

/**
 * Moves focus from a control of the shell's header (`#root > header`) to the same control of the live one. Waits for it to
 * appear (the live header may show the session line for a render first) and gives up as soon as focus is
 * anywhere but the page's body: a person or the sign-in dialog has put it somewhere.
 */
export const keepShellFocus = (document: Document): void => {
  const header = document.querySelector('#root > header')
  if (!header) return
  let focused: string | undefined
  header.addEventListener('focusin', (event) => {
    focused = event.target instanceof Element ? sameControl(event.target) : undefined
  })
  header.addEventListener('focusout', (event) => {
    // Chromium fires focusout on a focused control as it is removed, while it is still in the page: only a
    // control still in the page once that task's changes are done lost focus to something else.
    const control = event.target
    queueMicrotask(() => {
      if (control instanceof Element && control.isConnected) focused = undefined
    })
  })
  const observer = new MutationObserver(() => {
    if (header.isConnected) return
    const active = document.activeElement
    if (!focused || (active && active !== document.body)) return observer.disconnect()
    const live = document.querySelector(focused)
    if (!(live instanceof HTMLElement)) return
    observer.disconnect()
    live.focus()
  })
  observer.observe(document.body, { childList: true, subtree: true })
}
