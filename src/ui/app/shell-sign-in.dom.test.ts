import { afterEach, describe, expect, it, vi } from 'vitest'
import { shellPage as page, shellSignInButton as signInButton } from '../../../tests/_util/ui/shell-page'
import { armShellSignIn, clearShellSignIn, shellSignInState } from './shell-sign-in'

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

  it('leaves a page without the prerendered parts as it is', () => {
    document.body.innerHTML =
      '<div id="root"><header><p role="status">Checking your session…</p></header></div>'
    armShellSignIn(document, prepare)
    expect(signInButton()).toBeNull()
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Checking your session…')
  })
})
