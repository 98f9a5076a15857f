import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  mutationsDelivered,
  shellPage as page,
  reactTakesOver,
  shellSignInButton as signInButton,
} from '../../../tests/_util/ui/shell-page'
import { keepShellFocus } from './shell-focus'
import { armShellSignIn, clearShellSignIn } from './shell-sign-in'

const prepare = vi.fn()

/** The entry script on a signed-out visit (main.tsx): focus kept, "Connect wallet" working. */
const startSignedOut = () => {
  keepShellFocus(document)
  armShellSignIn(document, prepare)
}

afterEach(() => {
  clearShellSignIn(document)
  document.body.replaceChildren()
})

describe("focus in the shell's header, when React draws the live one", () => {
  it('hands focus to the live header\'s "Connect wallet" when React replaces the shell', async () => {
    const { root } = page()
    startSignedOut()
    signInButton()?.focus()
    // The live header may first show its session line; focus waits for the button.
    reactTakesOver(root, '<p role="status">Checking your session…</p>')
    await mutationsDelivered()
    expect(document.activeElement).toBe(document.body)
    reactTakesOver(root, '<button type="button" data-sign-in="">Connect wallet</button>')
    await mutationsDelivered()
    expect(document.activeElement).toBe(signInButton())
  })

  it('hands focus on a link of the shell to the same link of the live header, signed in or out', async () => {
    const { root, header } = page()
    // A signed-in visit: the entry script keeps focus, and shows no button.
    keepShellFocus(document)
    header.querySelector<HTMLElement>('a[href="/profile"]')?.focus()
    reactTakesOver(root, '<button type="button" data-sign-in="">Connect wallet</button>')
    await mutationsDelivered()
    expect(document.activeElement).toBe(root.querySelector('header a[href="/profile"]'))
  })

  it('hands focus on the narrow screen\'s "Menu" to the live header\'s', async () => {
    const { root, header } = page()
    startSignedOut()
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
    startSignedOut()
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
    startSignedOut()
    signInButton()?.focus()
    elsewhere.focus()
    await mutationsDelivered()
    reactTakesOver(again.root, '<button type="button" data-sign-in="">Connect wallet</button>')
    await mutationsDelivered()
    expect(document.activeElement).toBe(elsewhere)
  })
})
