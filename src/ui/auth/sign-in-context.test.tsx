import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { shellSignInState } from '../app/shell-sign-in'
import { SIGN_IN_TRIGGER, useSignIn } from './sign-in-context'

const Opener = () => {
  const signIn = useSignIn()
  return (
    <button type="button" onClick={signIn.open}>
      Sign in please
    </button>
  )
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in please' }))

describe('SignInProvider', () => {
  it('opens one dialog however often it is asked, and once its chunk is here opens it in the same render', async () => {
    renderWithServices(<Opener />)
    open()
    open()
    await screen.findByRole('dialog', { name: 'Connect a wallet' })
    expect(screen.getAllByRole('dialog')).toHaveLength(1)

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The chunk is loaded now: the dialog is there right after the click, with no loading line between.
    open()
    expect(screen.getByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('prepares the wallets at the first intent on a sign-in control, and not for intent elsewhere', () => {
    const prepare = vi.fn()
    renderWithServices(
      <>
        <button type="button">Something else</button>
        <button type="button" {...SIGN_IN_TRIGGER}>
          <span>Connect wallet</span>
        </button>
      </>,
      { services: { wallets: { ...noWallets, prepare } } },
    )
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Something else' }))
    fireEvent.focusIn(screen.getByRole('button', { name: 'Something else' }))
    expect(prepare).not.toHaveBeenCalled()
    // The pointer over the label inside the control counts; later intent asks nothing more.
    fireEvent.pointerOver(screen.getByText('Connect wallet'))
    fireEvent.focusIn(screen.getByRole('button', { name: 'Connect wallet' }))
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Connect wallet' }))
    expect(prepare).toHaveBeenCalledTimes(1)
  })
})

describe('SignInProvider taking over the shell\'s "Connect wallet" (shell-sign-in.ts)', () => {
  afterEach(() => document.documentElement.removeAttribute('data-shell-sign-in'))

  it('opens the dialog a press before the app ran asked for, with the wallets prepared, and clears it', async () => {
    document.documentElement.setAttribute('data-shell-sign-in', 'asked')
    const prepare = vi.fn()
    renderWithServices(<p>Page</p>, { services: { wallets: { ...noWallets, prepare } } })
    // In the first render: the loading line, never a frame with nothing.
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    await screen.findByRole('dialog', { name: 'Connect a wallet' })
    expect(prepare).toHaveBeenCalledTimes(1)
    expect(shellSignInState(document)).toBe('none')
  })

  it('prepares the wallets at once for intent shown before the app ran, and opens nothing', () => {
    document.documentElement.setAttribute('data-shell-sign-in', 'intent')
    const prepare = vi.fn()
    renderWithServices(<p>Page</p>, { services: { wallets: { ...noWallets, prepare } } })
    expect(prepare).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('status')).toBeNull()
    expect(shellSignInState(document)).toBe('none')
  })
})

const noWallets = {
  options: async () => [],
  known: () => undefined,
  onOptionsChange: () => () => undefined,
  onConnectLink: () => () => undefined,
}
