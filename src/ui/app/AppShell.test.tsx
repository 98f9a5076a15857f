import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../tests/_util/ui/render-app'
import type { FakeServicesOptions } from '../../../tests/_util/ui/services'
import { OFFLINE_GRACE_MS } from '../../machines/socket/socket.machine'
import type { AppPages } from './lazy-pages'

const PAGES: Partial<AppPages> = {
  ProfilePage: () => <h1>Profile page</h1>,
  DappModals: () => <p>Dapp dialogs open</p>,
}

const shell = async (fake: FakeServicesOptions = {}) => {
  const view = renderApp({ route: '/profile', pages: PAGES, fake })
  await screen.findByRole('heading', { name: 'Profile page' })
  return { ...view, header: screen.getByRole('banner') }
}

const signedIn = async (fake: FakeServicesOptions = {}) => {
  const view = await shell({ signedIn: true, ...fake })
  await within(view.header).findByRole('button', { name: 'Log out' })
  return view
}

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
  document.documentElement.dataset.theme = 'light'
})

describe('header when signed out', () => {
  it('offers "Connect wallet" which opens "Connect a wallet"; closing returns focus to it', async () => {
    const { header } = await shell()
    const connect = await within(header).findByRole('button', { name: 'Connect wallet' })
    expect(within(header).queryByRole('button', { name: 'Log out' })).toBeNull()
    expect(within(header).queryByRole('button', { name: 'My dapps' })).toBeNull()
    connect.focus()
    fireEvent.click(connect)
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(connect)
  })
})

describe('header after a logout', () => {
  it('offers "Forget this device" while the main keys are kept, and not after', async () => {
    const { header, fakes } = await signedIn()
    expect(within(header).getAllByRole('button', { name: 'Forget this device' })).toHaveLength(1)
    fireEvent.click(within(header).getByRole('button', { name: 'Log out' }))
    await within(header).findByRole('button', { name: 'Connect wallet' })
    fireEvent.click(within(header).getByRole('button', { name: 'Forget this device' }))
    await waitFor(() =>
      expect(within(header).queryByRole('button', { name: 'Forget this device' })).toBeNull(),
    )
    expect(fakes.clearSession.calls.at(-1)).toMatchObject({ forget: true })
  })
})

describe('header when signed in', () => {
  it('shows the account by the display rules (shortened address) with its avatar', async () => {
    const { header } = await signedIn()
    expect(within(header).getByText('0x121...1212')).toBeTruthy()
    const avatar = header.querySelector('img')
    expect(avatar?.getAttribute('src')).toBe(`https://cdn.stamp.fyi/avatar/0x${'12'.repeat(20)}?s=300`)
    expect(within(header).queryByRole('button', { name: 'Connect wallet' })).toBeNull()
  })

  it('shows the nickname and avatar of the public profile once loaded, and again after a change', async () => {
    const { header, fakes, services } = await signedIn()
    await waitFor(() => expect(fakes.loadAccount.calls).toHaveLength(1))
    expect(within(header).getByText('0x121...1212')).toBeTruthy()
    fakes.loadAccount.reply(() => ({ nickname: 'Ann', avatar_url: 'https://img.example/ann.png' }))
    act(() => services.session.send({ type: 'session.refreshAccount' }))
    expect(await within(header).findByText('Ann')).toBeTruthy()
    expect(fakes.loadAccount.calls).toHaveLength(2)
    expect(header.querySelector('img')?.getAttribute('src')).toBe('https://img.example/ann.png')
  })

  it('"My dapps" and "Create dapp" open the dapp dialogs through the session', async () => {
    const { header, services } = await signedIn()
    expect(screen.queryByText('Dapp dialogs open')).toBeNull()
    fireEvent.click(within(header).getByRole('button', { name: 'My dapps' }))
    expect(await screen.findByText('Dapp dialogs open')).toBeTruthy()
    expect(services.session.getSnapshot().context.modal).toBe('dapp-manage')
    act(() => services.session.send({ type: 'modal.close' }))
    await waitFor(() => expect(screen.queryByText('Dapp dialogs open')).toBeNull())
    fireEvent.click(within(header).getByRole('button', { name: 'Create dapp' }))
    expect(services.session.getSnapshot().context.modal).toBe('create-dapp')
  })

  it('"Log out" signs out and offers "Connect wallet" again', async () => {
    const { header, fakes } = await signedIn()
    fireEvent.click(within(header).getByRole('button', { name: 'Log out' }))
    expect(await within(header).findByRole('button', { name: 'Connect wallet' })).toBeTruthy()
    expect(fakes.sessionEvents).toEqual([{ type: 'session.logout' }])
    expect(fakes.clearSession.calls).toHaveLength(1)
  })

  it('"Forget this device" signs out and asks to remove every key, saying so to screen readers', async () => {
    const { header, fakes } = await signedIn()
    const forget = within(header).getByRole('button', { name: 'Forget this device' })
    expect(forget.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(forget.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Logs out and removes every key from this browser.',
    )
    fireEvent.click(forget)
    expect(await within(header).findByRole('button', { name: 'Connect wallet' })).toBeTruthy()
    expect(fakes.sessionEvents).toEqual([{ type: 'session.forget' }])
    await waitFor(() => expect(fakes.clearSession.calls.at(-1)).toMatchObject({ forget: true }))
  })

  it('keeps a long name whole in its text and tooltip (the ellipsis is CSS only)', async () => {
    const long = 'n'.repeat(64)
    const { header, fakes, services } = await signedIn()
    await waitFor(() => expect(fakes.loadAccount.calls).toHaveLength(1))
    fakes.loadAccount.reply(() => ({ nickname: long }))
    act(() => services.session.send({ type: 'session.refreshAccount' }))
    const name = await within(header).findByText(long)
    expect(name.getAttribute('title')).toBe(long)
  })

  it('tells when the sign-in expired', async () => {
    const { fakes } = await signedIn()
    act(() => fakes.clock.increment(86_400_000))
    expect(await screen.findByText('Your sign-in has expired. Sign in again to continue.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
  })
})

describe('header menu (narrow screens)', () => {
  it('"Menu" opens and closes the panel, and Escape closes it', async () => {
    const { header } = await shell()
    const menu = within(header).getByRole('button', { name: 'Menu' })
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '')
    expect(panel?.contains(within(header).getByRole('navigation', { name: 'Main' }))).toBe(true)
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(menu)
    expect(menu.getAttribute('aria-expanded')).toBe('true')
    expect(panel?.dataset.open).toBe('true')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(menu.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('connection status', () => {
  it('shows Connecting…, Online, Reconnecting… then "Offline — retrying" with "Retry now"', async () => {
    const { header, services, fakes } = await signedIn()
    const status = () => within(header).getAllByRole('status')[0]?.textContent
    expect(status()).toBe('')
    act(() => services.socket.send({ type: 'socket.status', status: 'connecting' }))
    expect(status()).toBe('Connecting…')
    act(() => services.socket.send({ type: 'socket.status', status: 'open', nodeId: 'n1' }))
    expect(status()).toBe('Online')
    act(() => services.socket.send({ type: 'socket.status', status: 'backingOff' }))
    expect(status()).toBe('Reconnecting…')
    expect(within(header).queryByRole('button', { name: 'Retry now' })).toBeNull()
    act(() => fakes.clock.increment(OFFLINE_GRACE_MS))
    expect(status()).toBe('Offline — retrying')
    fireEvent.click(within(header).getByRole('button', { name: 'Retry now' }))
    expect(fakes.socketEvents.at(-1)).toEqual({ type: 'socket.retry' })
    await waitFor(() => expect(fakes.retryNow.calls).toHaveLength(1))
  })
})

describe('session notices', () => {
  it('says the node is unreachable and retries on "Retry"', async () => {
    let attempts = 0
    const { fakes, header } = await shell({
      signedIn: true,
      initClient: async () => {
        attempts++
        if (attempts === 1) throw new Error('Network Error')
        return { client: attempts }
      },
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'The Web3MQ node cannot be reached right now. Your keys are kept on this device. (Network Error)',
    )
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await within(header).findByRole('button', { name: 'My dapps' })).toBeTruthy()
    expect(fakes.sessionEvents).toEqual([{ type: 'session.retry' }])
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('theme switch', () => {
  it('[P2.8] starts light and switches the page to dark, or to the system preference', async () => {
    const dark = { matches: true, addEventListener: () => {}, removeEventListener: () => {} }
    vi.spyOn(window, 'matchMedia').mockImplementation(() => dark as unknown as MediaQueryList)
    document.documentElement.dataset.theme = 'dark'
    await shell()
    const select = screen.getByLabelText('Theme') as HTMLSelectElement
    expect(select.value).toBe('light')
    expect(document.documentElement.dataset.theme).toBe('light')
    fireEvent.change(select, { target: { value: 'dark' } })
    expect(document.documentElement.dataset.theme).toBe('dark')
    fireEvent.change(select, { target: { value: 'light' } })
    expect(document.documentElement.dataset.theme).toBe('light')
    fireEvent.change(select, { target: { value: 'system' } })
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'))
  })
})
