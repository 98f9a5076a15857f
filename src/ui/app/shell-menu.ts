/**
 * The narrow screen's "Menu" before the app has loaded (docs/product.md §14.5). On a phone the header's
 * navigation, theme and account fold behind it, so the shell's "Connect wallet" (shell-sign-in.ts) is only
 * reachable through it. The prerendered Menu is disabled (header-shell.tsx); on a visit the entry script
 * knows to be signed out it works: it opens and closes the panel as the live one does, and whether it is
 * open is kept for the live header, which starts as the person left it (HeaderFrame.tsx).
 * DOM only and small: it is part of the entry script (main.tsx), not of the app.
 */
const OPEN_ATTRIBUTE = 'data-shell-menu-open'

/** Whether the shell's menu was left open when the app took over. */
export const shellMenuOpen = (document: Document): boolean =>
  document.documentElement.hasAttribute(OPEN_ATTRIBUTE)

export const clearShellMenu = (document: Document): void =>
  document.documentElement.removeAttribute(OPEN_ATTRIBUTE)

/** Makes the prerendered header's "Menu" work; a page without it is left as it is. */
export const armShellMenu = (document: Document): void => {
  const button = document.querySelector('header button[aria-controls][aria-expanded]')
  const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '')
  if (!(button instanceof HTMLButtonElement) || !panel) return
  const show = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open))
    panel.dataset.open = String(open)
    document.documentElement.toggleAttribute(OPEN_ATTRIBUTE, open)
  }
  button.addEventListener('click', () => show(button.getAttribute('aria-expanded') !== 'true'))
  // As the live menu does; once the shell is gone its button is no longer in the page and this does nothing.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && button.isConnected) show(false)
  })
  button.disabled = false
}
