import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ARGENT_X_INSTALL, METAMASK_LAST } from '../../../tests/_util/ui/services'
import { connectWallet, renderSignIn } from '../../../tests/_util/ui/sign-in'
import { errors } from '../../domain/errors'

const ACCOUNT = { address: '0x00000000000000000000000000000000000000aa', didPubkey: '0x1' }
const ARGENT_X_READY = { ...ARGENT_X_INSTALL, status: 'installed' as const, installLinks: [] }

const progress = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join('')

describe('AuthDialog: lookup and cancel', () => {
  it('says it is looking up the wallet, and offers "Try again" when that fails', async () => {
    const { fakes } = renderSignIn({ theme: 'light', fake: { wallets: [ARGENT_X_READY] } })
    const dialog = await connectWallet(fakes, /Argent X/, ACCOUNT)
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
    const { fakes, onClose } = renderSignIn({ theme: 'light', fake: { wallets: [METAMASK_LAST] } })
    const dialog = await connectWallet(fakes, /MetaMask/, ACCOUNT)
    await act(async () => fakes.lookupUser.resolve({ userid: 'user:x', userExist: true }))
    await screen.findByRole('heading', { name: 'Log in' })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(fakes.sessionEvents).toEqual([{ type: 'session.loginStarted' }, { type: 'session.loginFailed' }])
  })
})
