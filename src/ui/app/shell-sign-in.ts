/**
 * "Connect wallet" before the app has loaded (docs/product.md §14.5). The build prerenders the header into
 * index.html as the session is at start, "Checking your session…", and beside it, inert in a <template>, the
 * signed-out account area (header-shell.tsx). When the entry script can tell the visit is signed out
 * (composition/signed-out-at-start.ts) it shows that copy at once, long before React and the app have run:
 *
 * - a press is kept, answered with the loading line the app shows while the sign-in comes, and the app opens
 *   the sign-in dialog as soon as it runs (`shellSignInState`, read by sign-in-context.tsx);
 * - a pointer over or focus on it starts fetching the dialog's code, and is kept too, so the app prepares the
 *   dialog the moment it runs (the pointer is already over the button and will not come over it again);
 * - focus on a control of the prerendered header moves to the same control of the live header when React
 *   draws it in place of the shell (React empties the page's root, which would drop focus on the body).
 *
 * DOM only and small: it is part of the entry script (main.tsx), not of the app.
 */
import { SIGN_IN_INTENT_EVENTS, SIGN_IN_TRIGGER } from '../auth/sign-in-trigger'

/** The <template> holding the signed-out account area, beside the prerendered header's session line. */
export const SHELL_SIGNED_OUT_ID = 'shell-signed-out'
/** The <template> holding the loading line a press shows until the app has run. */
export const SHELL_LOADING_ID = 'shell-sign-in-loading'

/** What the shell's "Connect wallet" was given before the app ran: nothing, intent, or a press. */
export type ShellSignIn = 'none' | 'intent' | 'asked'
const STATE_ATTRIBUTE = 'data-shell-sign-in'
const TRIGGER = Object.keys(SIGN_IN_TRIGGER)[0] ?? 'data-sign-in'

/** What the shell kept for the app; the app reads it on its first render and clears it once it acted. */
export const shellSignInState = (document: Document): ShellSignIn => {
  const value = document.documentElement.getAttribute(STATE_ATTRIBUTE)
  return value === 'asked' || value === 'intent' ? value : 'none'
}

export const clearShellSignIn = (document: Document): void =>
  document.documentElement.removeAttribute(STATE_ATTRIBUTE)

const cloneOf = (document: Document, id: string): DocumentFragment | undefined => {
  const template = document.getElementById(id)
  return template instanceof HTMLTemplateElement
    ? (template.content.cloneNode(true) as DocumentFragment)
    : undefined
}

/** The narrow screen's "Menu": the header's one button of its own that controls a panel (HeaderFrame.tsx). */
const MENU_BUTTON = 'header > button[aria-controls]'

/** A selector that finds the same control in the live header: sign-in, "Menu", or a link by its href. */
const sameControl = (element: Element): string | undefined => {
  if (element.hasAttribute(TRIGGER)) return `header [${TRIGGER}]`
  if (element.matches(MENU_BUTTON)) return MENU_BUTTON
  const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null
  return href ? `header a[href="${CSS.escape(href)}"]` : undefined
}

/**
 * Moves focus from a control of the shell's header to the same control of the live one. Waits for it to
 * appear (the live header may show the session line for a render first) and gives up as soon as focus is
 * anywhere but the page's body: a person or the sign-in dialog has put it somewhere.
 */
const keepFocus = (document: Document, header: Element): void => {
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

/**
 * Shows the prerendered signed-out account area in place of the session line, its "Connect wallet" working.
 * The caller has made sure the visit is signed out. At the first intent `prepare` starts fetching the sign-in
 * dialog's code beside the app's, rather than after it. A page without the prerendered parts is left as it is.
 */
export const armShellSignIn = (document: Document, prepare: () => void): void => {
  const template = document.getElementById(SHELL_SIGNED_OUT_ID)
  const sessionLine = template?.previousElementSibling
  const account = cloneOf(document, SHELL_SIGNED_OUT_ID)
  const button = account?.querySelector(`button[${TRIGGER}]`)
  const header = template?.closest('header')
  if (!template || !sessionLine?.matches('[role="status"]') || !account || !button || !header) return
  const root = document.documentElement
  for (const type of SIGN_IN_INTENT_EVENTS)
    button.addEventListener(type, () => {
      if (shellSignInState(document) !== 'none') return
      root.setAttribute(STATE_ATTRIBUTE, 'intent')
      prepare()
    })
  button.addEventListener('click', () => {
    const before = shellSignInState(document)
    if (before === 'asked') return
    if (before === 'none') prepare()
    root.setAttribute(STATE_ATTRIBUTE, 'asked')
    button.setAttribute('aria-busy', 'true')
    // The page's own loading line under the header becomes the app's, with its status role and spinner.
    const loading = cloneOf(document, SHELL_LOADING_ID)
    const pageLine = header.nextElementSibling
    if (loading && pageLine) pageLine.replaceWith(loading)
  })
  keepFocus(document, header)
  sessionLine.replaceWith(account)
}
