import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeScreenServices } from '../../../tests/_util/ui/screen-services'
import { controlledActor, renderWithServices } from '../../../tests/_util/ui/services'
import { errors, NodeError } from '../../domain/errors'
import { bindDidMachine } from '../../machines/bind-did/bind-did.machine'
import type {
  BindAccount,
  BindTelegramRequest,
  BindTelegramResult,
} from '../../machines/bind-did/bind-did.types'
import { BindDidPage } from './BindDidPage'

afterEach(cleanup)

/** The dev wallet signs with the `metamask` key (an EIP-1193 wallet) but is not MetaMask. */
const ACCOUNT: BindAccount = {
  walletId: 'metamask',
  walletName: 'Dev wallet (mock node)',
  address: '0x1234567890abcdef1234',
}

const LINK_ACCOUNT = 'This link binds the Telegram account with id 5012345678 to your wallet.'
const LINK_WARNING =
  'The link decides which Telegram account is bound, and anyone can make a link with their own id. ' +
  'Continue only if the Web3MQ bot sent you this link in your own Telegram chat.'

/** The note naming the link's Telegram account, as a person reads it. */
const linkNote = () => screen.queryByRole('note')?.textContent ?? null

const open = (options: { signedIn?: boolean; route?: string } = {}) => {
  const loadAccount = controlledActor<unknown, BindAccount>(async () => ACCOUNT)
  const bindTelegram = controlledActor<BindTelegramRequest, BindTelegramResult>()
  const view = renderWithServices(<BindDidPage />, {
    fake: { signedIn: options.signedIn ?? true },
    path: '/binddid/:type/:value',
    route: options.route ?? '/binddid/telegram/5012345678',
    services: {
      screens: fakeScreenServices({
        bindDid: bindDidMachine.provide({
          actors: { loadAccount: loadAccount.logic, bindTelegram: bindTelegram.logic },
        }),
      }),
    },
  })
  return { ...view, bindTelegram }
}

/** Clicks "Bind wallet" and lets the fake wallet sign. */
const bindAndSign = async (bindTelegram: ReturnType<typeof open>['bindTelegram']) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Bind wallet' }))
  expect(await screen.findByRole('heading', { name: 'Waiting for signature' })).toBeTruthy()
  expect(screen.getByText('Confirm the signature in your wallet')).toBeTruthy()
  await waitFor(() => expect(bindTelegram.pending).toBe(1))
  act(() => bindTelegram.calls.at(-1)?.onSigned())
  expect(await screen.findByRole('heading', { name: 'Waiting for binding' })).toBeTruthy()
  expect(screen.getByText('Waiting for telegram to bind wallet')).toBeTruthy()
}

describe('BindDidPage', () => {
  it('binds a Telegram chat: ready → signature → binding → success with the bound name', async () => {
    const { bindTelegram } = open()
    expect(screen.getByRole('heading', { level: 1, name: 'Bind Telegram Bot' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Wallet connection successful' })).toBeTruthy()
    expect(linkNote()).toBe(LINK_ACCOUNT + LINK_WARNING)
    expect(screen.getByText('Telegram account 5012345678 will be bound to this wallet:')).toBeTruthy()
    expect(screen.getByText('Dev wallet (mock node)')).toBeTruthy()
    expect(screen.queryByText(/MetaMask/)).toBeNull()
    expect(screen.getByText('0x123...1234')).toBeTruthy()
    expect(bindTelegram.calls).toEqual([])
    await bindAndSign(bindTelegram)
    expect(bindTelegram.calls[0]).toMatchObject({ telegramId: '5012345678', action: 'bind' })
    act(() => bindTelegram.resolve({ bindName: 'alice_tg' }))
    const done = await screen.findByRole('heading', { name: 'Bound successfully' })
    expect(document.activeElement).toBe(done)
    expect(screen.getByText('The wallet has been successfully bound to Web3MQ Bot')).toBeTruthy()
    expect(
      screen.getByText('Telegram account 5012345678 is now bound to Dev wallet (mock node) 0x123...1234.'),
    ).toBeTruthy()
    expect(screen.getByText('Bound as alice_tg')).toBeTruthy()
    expect(linkNote()).toBeNull()
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy()
    const authorize = screen.getByRole('button', { name: 'Authorize notifications' })
    expect(authorize.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(authorize.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Next, "Authorize notifications" lets the Web3MQ bot receive your message notifications and forward them to Telegram.',
    )
    fireEvent.click(authorize)
    expect(await screen.findByText('Elsewhere: /bind/subscribeManagement')).toBeTruthy()
  })

  it("shows the service's message on failure, and Try Again offers the bind again", async () => {
    const { bindTelegram } = open()
    await bindAndSign(bindTelegram)
    act(() => bindTelegram.reject(new NodeError(40001, 'This telegram account is already bound')))
    expect(await screen.findByRole('heading', { name: 'Bind failure' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('This telegram account is already bound')
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('button', { name: 'Bind wallet' })).toBeTruthy()
    expect(screen.queryByText('Bind failure')).toBeNull()
    await bindAndSign(bindTelegram)
    act(() => bindTelegram.resolve({}))
    expect(await screen.findByRole('heading', { name: 'Bound successfully' })).toBeTruthy()
    expect(screen.queryByText(/Bound as/)).toBeNull()
  })

  it('keeps the person on the page with "Signature error" when the wallet declines', async () => {
    const { bindTelegram } = open()
    fireEvent.click(await screen.findByRole('button', { name: 'Bind wallet' }))
    await waitFor(() => expect(bindTelegram.calls).toHaveLength(1))
    act(() => bindTelegram.reject(errors.walletRejected()))
    expect(await screen.findByRole('heading', { name: 'Signature error' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('The wallet declined the request')
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('button', { name: 'Bind wallet' })).toBeTruthy()
  })

  it('asks a signed-out visitor to connect a wallet, opening the sign-in dialog', async () => {
    open({ signedIn: false })
    expect(await screen.findByRole('heading', { name: 'Connect your wallet' })).toBeTruthy()
    // Before any wallet step: whose Telegram account this link binds, and that the link alone decides it.
    expect(linkNote()).toBe(LINK_ACCOUNT + LINK_WARNING)
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
  })

  it('says clearly that another type cannot be bound, under the "Bind Did" header', async () => {
    open({ route: '/binddid/discord/42' })
    expect(screen.getByRole('heading', { level: 1, name: 'Bind Did' })).toBeTruthy()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Binding "discord" is not supported. Only Telegram bots can be bound to a wallet here.',
    )
    expect(screen.queryByRole('button', { name: 'Bind wallet' })).toBeNull()
  })

  it('refuses a link whose value is not a Telegram id, before any wallet step', async () => {
    for (const route of ['/binddid/telegram/abc%3Cb%3Ex', '/binddid/telegram/-1']) {
      const { bindTelegram } = open({ route })
      expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy()
      expect(screen.getByRole('alert').textContent).toMatch(/does not hold a valid Telegram id/)
      expect(screen.queryByRole('button', { name: 'Bind wallet' })).toBeNull()
      expect(linkNote()).toBeNull()
      expect(bindTelegram.calls).toEqual([])
      cleanup()
    }
  })

  it('removes the binding through the same signature, with the unbind action', async () => {
    const { bindTelegram } = open()
    fireEvent.click(await screen.findByRole('button', { name: 'Remove this binding' }))
    expect(await screen.findByText('Confirm the signature in your wallet to remove the binding')).toBeTruthy()
    await waitFor(() => expect(bindTelegram.pending).toBe(1))
    act(() => bindTelegram.calls.at(-1)?.onSigned())
    expect(await screen.findByRole('heading', { name: 'Removing the binding' })).toBeTruthy()
    await act(async () => bindTelegram.resolve({}))
    expect(await screen.findByRole('heading', { name: 'Binding removed' })).toBeTruthy()
    expect(bindTelegram.calls.map((c) => [c.telegramId, c.action])).toEqual([['5012345678', 'unbind']])
  })
})
