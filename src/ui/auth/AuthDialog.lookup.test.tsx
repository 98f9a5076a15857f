import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { errors } from '../../domain/errors'
import { AuthDialog } from './AuthDialog'

const ACCOUNT = { address: '0x00000000000000000000000000000000000000aa', didPubkey: '0x1' }

const progress = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join('')

describe('AuthDialog: lookup and cancel', () => {
  it('says it is looking up the wallet, and offers "Try again" when that fails', async () => {
    const onDone = vi.fn()
    const { fakes } = renderWithServices(
      <AuthDialog walletId="argentX" account={ACCOUNT} theme="light" onDone={onDone} />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    await waitFor(() => expect(progress(dialog)).toBe('Looking up your wallet…'))
    expect(fakes.lookupUser.calls[0]).toMatchObject({
      walletId: 'argentX',
      didType: 'starknet',
      account: ACCOUNT,
    })
    await act(async () => fakes.lookupUser.reject(errors.walletRejected()))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The wallet declined the request')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(fakes.lookupUser.calls).toHaveLength(2))
  })

  it('cancelling (Escape) ends the flow and tells the session the login failed', async () => {
    const onDone = vi.fn()
    const { fakes } = renderWithServices(
      <AuthDialog walletId="metamask" account={ACCOUNT} theme="light" onDone={onDone} />,
    )
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(fakes.lookupUser.pending).toBe(1))
    await act(async () => fakes.lookupUser.resolve({ userid: 'user:x', userExist: true }))
    await screen.findByRole('heading', { name: 'Log in' })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(fakes.sessionEvents).toEqual([{ type: 'session.loginStarted' }, { type: 'session.loginFailed' }])
  })
})
