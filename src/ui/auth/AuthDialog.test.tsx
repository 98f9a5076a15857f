import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectWallet, renderSignIn } from '../../../tests/_util/ui/sign-in'
import { shorten } from '../../domain/display'
import { errors } from '../../domain/errors'
import type { LoginResult } from '../../machines/sign-in/sign-in.types'

const ACCOUNT = { address: '0x00000000000000000000000000000000000000aa', didPubkey: '' }
const MAIN = { PrivateKey: 'mainPriv', PublicKey: 'mainPub' }
const RESULT: LoginResult = {
  userid: 'user:new',
  TempPrivateKey: 'tempPriv',
  TempPublicKey: 'tempPub',
  MainPrivateKey: 'mainPriv',
  MainPublicKey: 'mainPub',
  pubkeyExpiredTimestamp: 1_700_086_400_000,
}
const SUBTITLE = 'This password will be used to generate encryption keys for communicating with Web3MQ'

/** The sign-in dialog with MetaMask connected as ACCOUNT, past the lookup; `onDone` records its end. */
const start = async (userExist: boolean) => {
  const view = renderSignIn({ theme: 'light' })
  const dialog = await connectWallet(view.fakes, /MetaMask/, ACCOUNT)
  await act(async () => view.fakes.lookupUser.resolve({ userid: 'user:new', userExist }))
  return { ...view, onDone: view.onClose, dialog }
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })
const progress = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join('')

describe('AuthDialog: sign up', () => {
  it('shows "Create password" with its subtitle, both fields, the tip and a disabled "Create new user"', async () => {
    const { dialog } = await start(false)
    expect(within(dialog).getByRole('heading', { name: 'Create password' })).toBeTruthy()
    expect(within(dialog).getByText('Sign Up')).toBeTruthy()
    expect(within(dialog).getByText(SUBTITLE)).toBeTruthy()
    expect(input('Password').type).toBe('password')
    expect(input('Confirm password').placeholder).toBe('Write something...')
    expect(within(dialog).getByText(/Web3MQ does not store your password/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Create new user' }) as HTMLButtonElement).disabled).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(input('Password')))
  })

  it('enables "Create new user" only when both passwords are filled in and equal', async () => {
    await start(false)
    const button = () =>
      (screen.getByRole('button', { name: 'Create new user' }) as HTMLButtonElement).disabled
    type('Password', 'secret-1')
    expect(button()).toBe(true)
    type('Confirm password', 'secret-2')
    expect(button()).toBe(true)
    expect(screen.getByText('The passwords do not match.')).toBeTruthy()
    type('Confirm password', 'secret-1')
    expect(button()).toBe(false)
    expect(screen.queryByText('The passwords do not match.')).toBeNull()
  })

  it('asks for at least 8 characters and rates the strength as the password is typed', async () => {
    const { dialog } = await start(false)
    const create = screen.getByRole('button', { name: 'Create new user' }) as HTMLButtonElement
    expect(within(dialog).getByText(/^At least 8 characters\./)).toBeTruthy()
    type('Password', 'a')
    type('Confirm password', 'a')
    expect(within(dialog).getByText('Use at least 8 characters.')).toBeTruthy()
    expect(input('Password').getAttribute('aria-invalid')).toBe('true')
    expect(create.disabled).toBe(true)
    expect(within(dialog).getByText('Choose a longer password first.')).toBeTruthy()
    type('Password', 'abcdefg1')
    type('Confirm password', 'abcdefg1')
    expect(within(dialog).getByText(/^Strength: fair\./)).toBeTruthy()
    expect(create.disabled).toBe(false)
    expect(within(dialog).queryByText('Choose a longer password first.')).toBeNull()
    type('Password', 'Abcdefgh1234!')
    expect(within(dialog).getByText('Strength: strong.')).toBeTruthy()
  })

  it('shows and hides each password with its own named toggle', async () => {
    await start(false)
    const toggle = screen.getByRole('button', { name: 'Show confirm password' })
    fireEvent.click(toggle)
    expect(input('Confirm password').type).toBe('text')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(input('Password').type).toBe('password')
    fireEvent.click(toggle)
    expect(input('Confirm password').type).toBe('password')
  })

  it('[P3.12] walks through the signature steps, then hands the exact login payload to the session', async () => {
    const { dialog, fakes, onDone } = await start(false)
    type('Password', 'pw-long-enough')
    type('Confirm password', 'pw-long-enough')
    fireEvent.click(screen.getByRole('button', { name: 'Create new user' }))
    await waitFor(() => expect(fakes.deriveMainKeys.pending).toBe(1))
    expect(fakes.deriveMainKeys.calls[0]?.password).toBe('pw-long-enough')
    expect(progress(dialog)).toBe('Confirm the signature in your wallet to derive your keys')
    expect((screen.getByRole('button', { name: 'Create new user' }) as HTMLButtonElement).disabled).toBe(true)
    await act(async () => fakes.deriveMainKeys.resolve(MAIN))
    await waitFor(() => expect(progress(dialog)).toBe('Confirm the registration signature in your wallet'))
    expect(fakes.registerUser.calls[0]).toMatchObject({
      mode: 'register',
      userid: 'user:new',
      mainKeys: MAIN,
    })
    await act(async () => fakes.registerUser.resolve(undefined))
    await waitFor(() => expect(progress(dialog)).toBe('Signing in…'))
    await act(async () => fakes.loginUser.resolve(RESULT))
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(fakes.sessionEvents).toEqual([
      { type: 'session.loginStarted' },
      {
        type: 'session.loggedIn',
        payload: {
          keys: { PrivateKey: 'tempPriv', PublicKey: 'tempPub', userid: 'user:new' },
          mainKeys: { PublicKey: 'mainPub', PrivateKey: 'mainPriv', walletAddress: ACCOUNT.address },
          didKey: `eth:${ACCOUNT.address}`,
          walletType: 'metamask',
          expiresAt: 1_700_086_400_000,
        },
      },
    ])
  })

  it('shows the exact error and keeps the typed passwords', async () => {
    const { dialog, fakes } = await start(false)
    type('Password', 'keep-me-please')
    type('Confirm password', 'keep-me-please')
    fireEvent.click(screen.getByRole('button', { name: 'Create new user' }))
    await waitFor(() => expect(fakes.deriveMainKeys.pending).toBe(1))
    await act(async () => fakes.deriveMainKeys.reject(errors.walletRejected()))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The wallet declined the request')
    expect([input('Password').value, input('Confirm password').value]).toEqual([
      'keep-me-please',
      'keep-me-please',
    ])
    expect((screen.getByRole('button', { name: 'Create new user' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
    expect(progress(dialog)).toBe('')
  })
})

describe('AuthDialog: log in and reset', () => {
  it('shows "Log in" with a password, a "Log in" button and "Forgot password?"', async () => {
    const { dialog } = await start(true)
    expect(within(dialog).getByRole('heading', { name: 'Log in' })).toBeTruthy()
    expect(within(dialog).queryByText(SUBTITLE)).toBeNull()
    // Which address is logging in.
    expect(within(dialog).getByText(`Logging in as ${shorten(ACCOUNT.address)}`)).toBeTruthy()
    expect(screen.queryByLabelText('Confirm password')).toBeNull()
    const login = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement
    expect(login.disabled).toBe(true)
    type('Password', 'pw')
    expect(login.disabled).toBe(false)
    fireEvent.click(login)
    expect(await screen.findByText('Confirm the signature in your wallet to derive your keys')).toBeTruthy()
  })

  it('[P8.24] shows a wrong password error with the password kept', async () => {
    const { dialog, fakes } = await start(true)
    type('Password', 'typo')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(fakes.deriveMainKeys.pending).toBe(1))
    await act(async () => fakes.deriveMainKeys.resolve(MAIN))
    await waitFor(() => expect(progress(dialog)).toBe('Signing in…'))
    await act(async () => fakes.loginUser.reject(errors.wrongPassword()))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'That password does not match this wallet. Try again, or reset your password.',
    )
    expect(input('Password').value).toBe('typo')
  })

  it('"Forgot password?" opens "Reset password" with both fields; "Back to log in" returns', async () => {
    const { dialog, fakes } = await start(true)
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }))
    expect(await within(dialog).findByRole('heading', { name: 'Reset password' })).toBeTruthy()
    expect(within(dialog).getByText(SUBTITLE)).toBeTruthy()
    type('Password', 'new-password')
    type('Confirm password', 'new-password')
    const reset = screen.getByRole('button', { name: 'Reset password' }) as HTMLButtonElement
    expect(reset.disabled).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Back to log in' }))
    expect(await within(dialog).findByRole('heading', { name: 'Log in' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }))
    type('Password', 'new-password')
    type('Confirm password', 'new-password')
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }))
    await waitFor(() => expect(fakes.deriveMainKeys.pending).toBe(1))
    await act(async () => fakes.deriveMainKeys.resolve(MAIN))
    await waitFor(() => expect(fakes.registerUser.calls[0]?.mode).toBe('reset'))
  })
})
