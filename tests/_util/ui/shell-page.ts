/**
 * The page's shell as index.html has it after the build, for the entry script's DOM tests
 * (src/ui/app/shell-*.dom.test.ts), and what React does to it when the app takes over.
 */
import { headerShellHtml } from '../../../src/ui/app/header-shell'

/** The page as index.html has it after the build: the prerendered header and the page's loading line. */
export const shellPage = (): { root: HTMLElement; header: HTMLElement } => {
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = `${headerShellHtml()}<p class="boot-main">Loading…</p>`
  document.body.replaceChildren(root)
  const header = root.querySelector('header')
  if (!header) throw new Error('no header')
  return { root, header }
}

export const shellSignInButton = (within: ParentNode = document): HTMLButtonElement | null =>
  within.querySelector('header button[data-sign-in]')

/**
 * What React does when it takes over: empties the root and draws its own header there. As in Chromium, the
 * focused control gets its focusout as it goes, while it is still in the page.
 */
export const reactTakesOver = (root: HTMLElement, account: string) => {
  const focused = document.activeElement
  if (focused && root.contains(focused)) focused.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  root.innerHTML = `<header><a href="/profile">Web3MQ</a>${account}</header><main id="main"></main>`
}

/** After the DOM changes of this task, once their observers have run. */
export const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0))
