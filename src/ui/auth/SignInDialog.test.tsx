import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { useSignIn } from './sign-in-context'

const Opener = () => {
  const signIn = useSignIn()
  return (
    <button type="button" onClick={signIn.open}>
      Sign in please
    </button>
  )
}

const ACCOUNT = { address: '0x00000000000000000000000000000000000000bb', didPubkey: '' }

const openSignIn = async (strict = false) => {
  const view = renderWithServices(
    strict ? (
      <StrictMode>
        <Opener />
      </StrictMode>
    ) : (
      <Opener />
    ),
  )
  await waitFor(() => expect(view.services.session.getSnapshot().value).toBe('signedOut'))
  const opener = screen.getByRole('button', { name: 'Sign in please' })
  opener.focus()
  fireEvent.click(opener)
  const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  return { ...view, opener, dialog }
}

describe('SignInDialog', () => {
  it.each([
    ['', false],
    [' (StrictMode)', true],
  ])('goes from "Connect a wallet" to the password screen and signs the session in%s', async (_, strict) => {
    const { fakes, services, opener, dialog } = await openSignIn(strict)
    fireEvent.click(await within(dialog).findByRole('button', { name: /MetaMask/ }))
    await waitFor(() => expect(fakes.connectWallet.pending).toBe(1))
    await act(async () => fakes.connectWallet.resolve(ACCOUNT))
    await waitFor(() => expect(fakes.lookupUser.pending).toBe(1))
    expect(services.session.getSnapshot().context.loading).toBe(true)
    await act(async () =>
      fakes.lookupUser.resolve({ userid: 'user:bb', userExist: true, mainPublicKey: 'mainPub' }),
    )
    const authDialog = await screen.findByRole('dialog', { name: 'Log in' })
    fireEvent.change(within(authDialog).getByLabelText('Password'), { target: { value: 'pw' } })
    fireEvent.click(within(authDialog).getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(fakes.deriveMainKeys.pending).toBe(1))
    await act(async () => fakes.deriveMainKeys.resolve({ PrivateKey: 'mainPriv', PublicKey: 'mainPub' }))
    await waitFor(() => expect(fakes.loginUser.pending).toBe(1))
    await act(async () =>
      fakes.loginUser.resolve({
        userid: 'user:bb',
        TempPrivateKey: 't1',
        TempPublicKey: 't2',
        MainPrivateKey: 'mainPriv',
        MainPublicKey: 'mainPub',
        pubkeyExpiredTimestamp: 1,
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(services.session.getSnapshot().hasTag('signedIn')).toBe(true))
    expect(fakes.persistLogin.calls[0]?.didKey).toBe(`eth:${ACCOUNT.address}`)
    expect(document.activeElement).toBe(opener)
  })

  it('closing the wallet step ends the flow without touching the session, focus back on the opener', async () => {
    const { fakes, opener, dialog } = await openSignIn()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(fakes.sessionEvents).toEqual([])
    expect(document.activeElement).toBe(opener)
  })

  it('closing the password step reports a failed login and returns focus to the opener', async () => {
    const { fakes, services, opener, dialog } = await openSignIn()
    fireEvent.click(await within(dialog).findByRole('button', { name: /Web3MQ/ }))
    await waitFor(() => expect(fakes.connectWallet.pending).toBe(1))
    await act(async () => fakes.connectWallet.resolve(ACCOUNT))
    const authDialog = await screen.findByRole('dialog', { name: 'Sign in' })
    fireEvent.click(within(authDialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(fakes.sessionEvents).toEqual([{ type: 'session.loginStarted' }, { type: 'session.loginFailed' }])
    expect(services.session.getSnapshot().context.loading).toBe(false)
    expect(document.activeElement).toBe(opener)
  })
})
