import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountAction, accountButton, openAccountMenu } from '../../../tests/_util/ui/account-menu'
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
  await within(view.header).findByRole('button', { name: /^Account:/ })
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
    expect(within(header).queryByRole('button', { name: /^Account:/ })).toBeNull()
    expect(within(header).queryByRole('button', { name: 'My dapps', hidden: true })).toBeNull()
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
    expect(
      within(openAccountMenu(header)).getAllByRole('button', { name: 'Forget this device' }),
    ).toHaveLength(1)
    accountAction(header, 'Log out')
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
    accountAction(header, 'My dapps')
    expect(await screen.findByText('Dapp dialogs open')).toBeTruthy()
    expect(services.session.getSnapshot().context.modal).toBe('dapp-manage')
    act(() => services.session.send({ type: 'modal.close' }))
    await waitFor(() => expect(screen.queryByText('Dapp dialogs open')).toBeNull())
    accountAction(header, 'Create dapp')
    expect(services.session.getSnapshot().context.modal).toBe('create-dapp')
  })

  it('"Log out" signs out and offers "Connect wallet" again', async () => {
    const { header, fakes } = await signedIn()
    accountAction(header, 'Log out')
    expect(await within(header).findByRole('button', { name: 'Connect wallet' })).toBeTruthy()
    expect(fakes.sessionEvents).toEqual([{ type: 'session.logout' }])
    expect(fakes.clearSession.calls).toHaveLength(1)
  })

  it('"Forget this device" signs out and asks to remove every key, saying so to screen readers', async () => {
    const { header, fakes } = await signedIn()
    const forget = within(openAccountMenu(header)).getByRole('button', { name: 'Forget this device' })
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

describe('account menu', () => {
  it('is one button named by the account that opens and closes a panel with its actions', async () => {
    const { header } = await signedIn()
    const button = accountButton(header)
    expect(button.getAttribute('aria-label')).toBe('Account: 0x121...1212')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(panel?.hidden).toBe(true)
    expect(within(header).queryByRole('button', { name: 'Log out' })).toBeNull()
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(panel?.hidden).toBe(false)
    expect(
      within(panel as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['My dapps', 'Create dapp', 'Log out', 'Forget this device'])
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes on Escape with focus back on the button, and the header menu stays as it was', async () => {
    const { header } = await signedIn()
    const menu = within(header).getByRole('button', { name: 'Menu' })
    fireEvent.click(menu)
    const panel = openAccountMenu(header)
    const item = within(panel).getByRole('button', { name: 'My dapps' })
    item.focus()
    fireEvent.keyDown(item, { key: 'Escape' })
    expect(accountButton(header).getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(accountButton(header))
    expect(menu.getAttribute('aria-expanded')).toBe('true')
  })

  it('closes on a click outside and when focus moves out, not on a click inside', async () => {
    const { header } = await signedIn()
    const panel = openAccountMenu(header)
    fireEvent.pointerDown(panel)
    expect(accountButton(header).getAttribute('aria-expanded')).toBe('true')
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Profile page' }))
    expect(accountButton(header).getAttribute('aria-expanded')).toBe('false')
    openAccountMenu(header)
    fireEvent.blur(within(panel).getByRole('button', { name: 'Forget this device' }), {
      relatedTarget: screen.getByRole('link', { name: 'Skip to content' }),
    })
    expect(accountButton(header).getAttribute('aria-expanded')).toBe('false')
  })

  it('closes on navigation', async () => {
    const { header, location } = await signedIn()
    openAccountMenu(header)
    fireEvent.click(within(header).getByRole('link', { name: 'Contacts' }))
    await waitFor(() => expect(location.pathname).toBe('/contacts'))
    await waitFor(() => expect(accountButton(header).getAttribute('aria-expanded')).toBe('false'))
  })

  it('closes on choosing an item, focus on the button so the dialog returns it there', async () => {
    const { header, services } = await signedIn()
    accountAction(header, 'Create dapp')
    expect(services.session.getSnapshot().context.modal).toBe('create-dapp')
    expect(accountButton(header).getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(accountButton(header))
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

describe('the node', () => {
  it('names the node on hover, says "Moving to another node…" while the client moves, and Online once there', async () => {
    const { header, services } = await signedIn()
    const status = () => within(header).getAllByRole('status')[0] as HTMLElement
    act(() => services.socket.send({ type: 'socket.node', node: 'node-1.example:8787', moving: false }))
    act(() => services.socket.send({ type: 'socket.status', status: 'open', nodeId: 'n1' }))
    expect(status().textContent).toBe('Online')
    expect(status().title).toBe('Node: node-1.example:8787')
    act(() => services.socket.send({ type: 'socket.status', status: 'backingOff' }))
    act(() => services.socket.send({ type: 'socket.node', node: 'node-1.example:8787', moving: true }))
    expect(status().textContent).toBe('Moving to another node…')
    act(() => services.socket.send({ type: 'socket.node', node: 'node-2.example:8788', moving: true }))
    expect(status().textContent).toBe('Moving to another node…')
    act(() => services.socket.send({ type: 'socket.status', status: 'open', nodeId: 'n2' }))
    expect(status().textContent).toBe('Online')
    expect(status().title).toBe('Node: node-2.example:8788')
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
    // Unavailable: "Log out" and "Forget this device" stay in the row, no account menu yet.
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeTruthy()
    expect(within(header).queryByRole('button', { name: /^Account:/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await within(header).findByRole('button', { name: /^Account:/ })
    expect(within(openAccountMenu(header)).getByRole('button', { name: 'My dapps' })).toBeTruthy()
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
