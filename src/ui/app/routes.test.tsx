import { act, screen, waitFor, within } from '@testing-library/react'
import { type ComponentType, lazy } from 'react'
import { useParams } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../tests/_util/ui/render-app'
import type { AppPages } from './lazy-pages'

const Params = ({ name }: { name: string }) => {
  const params = useParams()
  return (
    <h1>
      {name} {JSON.stringify(params)}
    </h1>
  )
}

/** A screen that cannot render, as when its chunk cannot be fetched after a redeploy. */
const Broken = () => {
  throw new Error('chunk could not be fetched')
}

/** A screen that fails while `flaky.down` holds, as a page does during an outage. */
const flaky = { down: true }
const Flaky = () => {
  if (flaky.down) throw new Error('node unavailable')
  return <h1>Back again</h1>
}

const PAGES: AppPages = {
  ProfilePage: () => <Params name="Profile page" />,
  BindDidPage: () => <Params name="Bind page" />,
  SubscriptionPage: () => <h1>Subscriptions screen</h1>,
  DappModals: () => <div role="dialog" aria-label="Dapps" />,
  ChatPage: () => <Params name="Chat page" />,
  ContactsPage: () => <h1>Contacts screen</h1>,
  GroupPage: () => <Params name="Group page" />,
  NotificationsPage: () => <h1>Notifications screen</h1>,
}

const at = (route: string, pages: Partial<AppPages> = PAGES) => renderApp({ route, pages })

describe('routes (docs/product.md §2)', () => {
  it('shows "Something went wrong" in the page\'s place, header kept, when a screen fails', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    at('/profile', { ...PAGES, ProfilePage: Broken })
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile')
    // Only the page's region: the header stays, and the region says it tries again by itself.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Web3MQ' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    quiet.mockRestore()
  })

  it('shows the page again by itself once it can render (here: the browser is back online)', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    flaky.down = true
    at('/profile', { ...PAGES, ProfilePage: Flaky })
    await screen.findByRole('heading', { name: 'Something went wrong' })
    flaky.down = false
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeTruthy()
    quiet.mockRestore()
  })

  it('[P2.4] redirects / to /profile', async () => {
    const { location } = at('/')
    expect(await screen.findByRole('heading', { name: 'Profile page {}' })).toBeTruthy()
    expect(location.pathname).toBe('/profile')
  })

  it('[P2.1] shows the profile page for a handle', async () => {
    at('/profile/alice.eth')
    expect(await screen.findByRole('heading', { name: 'Profile page {"handle":"alice.eth"}' })).toBeTruthy()
  })

  it('[P2.3] passes type and value of /binddid/:type/:value', async () => {
    at('/binddid/telegram/12345')
    expect(
      await screen.findByRole('heading', { name: 'Bind page {"type":"telegram","value":"12345"}' }),
    ).toBeTruthy()
  })

  it('[P2.5] [P2.6] redirects /bind to /bind/subscribeManagement inside "Binding Settings"', async () => {
    const { location } = at('/bind')
    expect(await screen.findByRole('heading', { name: 'Subscriptions screen' })).toBeTruthy()
    expect(location.pathname).toBe('/bind/subscribeManagement')
    const nav = screen.getByRole('navigation', { name: 'Binding Settings' })
    expect(within(nav).getByRole('heading', { name: 'Binding Settings' })).toBeTruthy()
    const link = within(nav).getByRole('link', { name: 'Subscription management' })
    expect(link.getAttribute('href')).toBe('/bind/subscribeManagement')
    expect(link.getAttribute('aria-current')).toBe('page')
    const bell = link.querySelector('svg')
    expect(bell?.getAttribute('aria-hidden')).toBe('true')
  })

  it.each(['/nope', '/bind/other', '/profile/a/b', '/binddid/telegram'])(
    '[P2.7] [P8.21] [D13.10] %s shows only "404"',
    async (route) => {
      at(route)
      await screen.findByRole('heading', { name: '404' })
      expect(document.body.textContent).toBe('404')
      expect(screen.queryByRole('banner')).toBeNull()
      expect(screen.queryByRole('navigation')).toBeNull()
    },
  )

  it('shows the header on every other screen', async () => {
    at('/profile')
    const header = await screen.findByRole('banner')
    expect(within(header).getByRole('link', { name: 'Web3MQ' })).toBeTruthy()
    const nav = within(header).getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Profile', '/profile'],
      ['Messages', '/chat'],
      ['Contacts', '/contacts'],
      ['Binding Settings', '/bind/subscribeManagement'],
    ])
  })

  it.each([
    ['/profile', 'Your profile · Web3MQ'],
    ['/profile/alice.eth', 'alice.eth · Profile · Web3MQ'],
    ['/binddid/telegram/12345', 'Bind your Telegram account · Web3MQ'],
    ['/bind', 'Subscription management · Web3MQ'],
    ['/chat', 'Messages · Web3MQ'],
    ['/contacts', 'Contacts · Web3MQ'],
    ['/notifications', 'Notifications · Web3MQ'],
    ['/nope', 'Page not found · Web3MQ'],
  ])('gives %s its own tab title', async (route, title) => {
    at(route)
    await waitFor(() => expect(document.title).toBe(title))
  })

  it('[P2.9] shows an accessible loading state while a screen loads on demand', async () => {
    let load: (page: { default: ComponentType }) => void = () => {}
    const Slow = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (load = resolve)))
    at('/bind/subscribeManagement', { ...PAGES, SubscriptionPage: Slow })
    expect((await screen.findByText('Loading…')).getAttribute('role')).toBe('status')
    expect(screen.getByRole('navigation', { name: 'Binding Settings' })).toBeTruthy()
    await act(async () => load({ default: () => <h1>Loaded later</h1> }))
    expect(await screen.findByRole('heading', { name: 'Loaded later' })).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull())
  })
})
