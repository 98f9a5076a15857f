/**
 * "Connect wallet" before the app has loaded (docs/product.md §14.5). The build prerenders the header into
 * index.html as the session is at start, "Checking your session…", and beside it, inert in a <template>, the
 * signed-out account area (header-shell.tsx). When the entry script can tell the visit is signed out
 * (composition/signed-out-at-start.ts) it shows that copy at once, long before React and the app have run:
 *
 * - a press is kept, answered with the loading line the app shows while the sign-in comes, and the app opens
 *   the sign-in dialog as soon as it runs (`shellSignInState`, read by sign-in-context.tsx);
 * - a pointer over or focus on it starts fetching the dialog's code, and is kept too, so the app prepares the
 *   dialog the moment it runs (the pointer is already over the button and will not come over it again).
 *
 * Focus on it is carried into the live header by shell-focus.ts. DOM only and small: it is part of the entry script (main.tsx), not of the app.
 */
import { SIGN_IN_ATTRIBUTE, SIGN_IN_INTENT_EVENTS } from '../auth/sign-in-trigger'

/** The <template> holding the signed-out account area, beside the prerendered header's session line. */
export const SHELL_SIGNED_OUT_ID = 'shell-signed-out'
/** The <template> holding the loading line a press shows until the app has run. */
export const SHELL_LOADING_ID = 'shell-sign-in-loading'

/** What the shell's "Connect wallet" was given before the app ran: nothing, intent, or a press. */
export type ShellSignIn = 'none' | 'intent' | 'asked'
const STATE_ATTRIBUTE = 'data-shell-sign-in'

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

/**
 * Shows the prerendered signed-out account area in place of the session line, its "Connect wallet" working.
 * The caller has made sure the visit is signed out. At the first intent `prepare` starts fetching the sign-in
 * dialog's code beside the app's, rather than after it. A page without the prerendered parts is left as it is.
 */
export const armShellSignIn = (document: Document, prepare: () => void): void => {
  const template = document.getElementById(SHELL_SIGNED_OUT_ID)
  const sessionLine = template?.previousElementSibling
  const account = cloneOf(document, SHELL_SIGNED_OUT_ID)
  const button = account?.querySelector(`button[${SIGN_IN_ATTRIBUTE}]`)
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
  sessionLine.replaceWith(account)
}
