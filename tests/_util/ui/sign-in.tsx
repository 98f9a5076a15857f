/**
 * The sign-in dialog as the app opens it, for the tests of its views (the wallet modal, the auth dialog):
 * rendered with the fake services, the wallet step first, and a helper that connects a wallet to reach the
 * auth step.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { expect, vi } from 'vitest'
import type { WalletAccount } from '../../../src/ports'
import type { ThemeChoice } from '../../../src/ui/app/use-theme'
import { SignInDialog } from '../../../src/ui/auth/SignInDialog'
import { type RenderWithServicesOptions, renderWithServices } from './services'

/** Renders the sign-in dialog; `onClose` records its end (signed in, or cancelled at any step). */
export const renderSignIn = (options: RenderWithServicesOptions & { theme?: ThemeChoice } = {}) => {
  const onClose = vi.fn()
  const view = renderWithServices(<SignInDialog onClose={onClose} theme={options.theme} />, options)
  return { ...view, onClose }
}

/**
 * Picks the wallet whose row matches `name` in the open "Connect a wallet" dialog and lets it answer with
 * `account`; resolves with the auth dialog that replaces it, once its lookup was asked.
 */
export const connectWallet = async (
  fakes: ReturnType<typeof renderSignIn>['fakes'],
  name: RegExp,
  account: WalletAccount,
): Promise<HTMLElement> => {
  const wallets = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  ;(await within(wallets).findByRole('button', { name })).click()
  await waitFor(() => expect(fakes.connectWallet.pending).toBe(1))
  await act(async () => fakes.connectWallet.resolve(account))
  await waitFor(() => expect(fakes.lookupUser.pending).toBe(1))
  return screen.findByRole('dialog', { name: 'Sign in' })
}
