import { afterEach, describe, expect, it, vi } from 'vitest'
import { headerShellHtml } from './header-shell'
import { armShellSignIn, clearShellSignIn, shellSignInState } from './shell-sign-in'

/** The page as index.html has it after the build: the prerendered header and the page's loading line. */
const page = (): { root: HTMLElement; header: HTMLElement } => {
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = `${headerShellHtml()}<p class="boot-main">Loading…</p>`
  document.body.replaceChildren(root)
  const header = root.querySelector('header')
  if (!header) throw new Error('no header')
  return { root, header }
}

const signInButton = (within: ParentNode = document): HTMLButtonElement | null =>
  within.querySelector('header button[data-sign-in]')

/**
 * What React does when it takes over: empties the root and draws its own header there. As in Chromium, the
 * focused control gets its focusout as it goes, while it is still in the page.
 */
const reactTakesOver = (root: HTMLElement, account: string) => {
  const focused = document.activeElement
  if (focused && root.contains(focused)) focused.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  root.innerHTML = `<header><a href="/profile">Web3MQ</a>${account}</header><main id="main"></main>`
}

const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0))

const prepare = vi.fn()

afterEach(() => {
  prepare.mockClear()
  clearShellSignIn(document)
  document.body.replaceChildren()
})

describe('the shell\'s "Connect wallet", before the app has loaded', () => {
  it('takes the place of the session line, marked as a sign-in control', () => {
    const { header } = page()
    armShellSignIn(document, prepare)
    expect(header.querySelector('[role="status"]')).toBeNull()
    expect(signInButton()?.textContent).toBe('Connect wallet')
    expect(signInButton()?.disabled).toBe(false)
  })

  it('keeps intent, then a press, for the app; the press shows the loading line at once', () => {
    const { root } = page()
    armShellSignIn(document, prepare)
    const button = signInButton()
    expect(shellSignInState(document)).toBe('none')
    button?.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(shellSignInState(document)).toBe('intent')
    expect(prepare).toHaveBeenCalledTimes(1)
    button?.click()
    expect(shellSignInState(document)).toBe('asked')
    expect(button?.getAttribute('aria-busy')).toBe('true')
    // The page's own plain line became the app's loading status.
    expect(root.querySelector('.boot-main')).toBeNull()
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Loading…')
    // Later intent does not take the press back.
    button?.dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(shellSignInState(document)).toBe('asked')
    // The dialog's code was asked for once, at the first intent.
    expect(prepare).toHaveBeenCalledTimes(1)
    clearShellSignIn(document)
    expect(shellSignInState(document)).toBe('none')
  })

  it('hands focus to the live header\'s "Connect wallet" when React replaces the shell', async () => {
    const { root } = page()
    armShellSignIn(document, prepare)
    signInButton()?.focus()
    // The live header may first show its session line; focus waits for the button.
    reactTakesOver(root, '<p role="status">Checking your session…</p>')
    await mutationsDelivered()
    expect(document.activeElement).toBe(document.body)
    reactTakesOver(root, '<button type="button" data-sign-in="">Connect wallet</button>')
    await mutationsDelivered()
    expect(document.activeElement).toBe(signInButton())
  })

  it('hands focus on a link of the shell to the same link of the live header', async () => {
    const { root, header } = page()
    armShellSignIn(document, prepare)
    header.querySelector<HTMLElement>('a[href="/profile"]')?.focus()
    reactTakesOver(root, '<button type="button" data-sign-in="">Connect wallet</button>')
    await mutationsDelivered()
    expect(document.activeElement).toBe(root.querySelector('header a[href="/profile"]'))
  })

  it('hands focus on the narrow screen\'s "Menu" to the live header\'s', async () => {
    const { root, header } = page()
    armShellSignIn(document, prepare)
    const menu = header.querySelector<HTMLButtonElement>(':scope > button[aria-controls]')
    if (!menu) throw new Error('no Menu in the shell')
    menu.disabled = false
    menu.focus()
    reactTakesOver(root, '<button type="button" aria-controls="panel" aria-expanded="false">Menu</button>')
    await mutationsDelivered()
    expect(document.activeElement?.textContent).toBe('Menu')
    expect(document.activeElement?.isConnected).toBe(true)
  })

  it('moves no focus a person took away before React came: to nothing, or to something else', async () => {
    const { root } = page()
    armShellSignIn(document, prepare)
    signInButton()?.focus()
    signInButton()?.blur()
    // React's commit comes in a later task than the person's action.
    await mutationsDelivered()
    reactTakesOver(root, '<button type="button" data-sign-in="">Connect wallet</button>')
    await mutationsDelivered()
    expect(document.activeElement).toBe(document.body)

    const again = page()
    const elsewhere = document.createElement('input')
    document.body.append(elsewhere)
    armShellSignIn(document, prepare)
    signInButton()?.focus()
    elsewhere.focus()
    await mutationsDelivered()
    reactTakesOver(again.root, '<button type="button" data-sign-in="">Connect wallet</button>')
    await mutationsDelivered()
    expect(document.activeElement).toBe(elsewhere)
  })

  it('leaves a page without the prerendered parts as it is', () => {
    document.body.innerHTML =
      '<div id="root"><header><p role="status">Checking your session…</p></header></div>'
    armShellSignIn(document, prepare)
    expect(signInButton()).toBeNull()
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Checking your session…')
  })
})
