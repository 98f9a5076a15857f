import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeProfileMachine } from '../../../tests/_util/machines/profile'
import { renderProfilePage } from '../../../tests/_util/ui/profile-page'
import type { DemoServices } from '../../machines/app/app-services'
import type { PublicProfile } from '../../machines/profile/profile.machine'

afterEach(cleanup)

const myWallet = '0x9999999999999999999999999999999999998888'
const mine: PublicProfile = {
  userid: 'user:me',
  nickname: '',
  wallet_address: myWallet,
  wallet_type: 'eth',
  stats: { total_followers: 0, total_following: 0 },
  bind_did_list: [],
}
const own = () => fakeProfileMachine(mine, { load: async () => ({ profile: mine, isSelf: true }) })

/** The demo offer as the composition root makes it on the mock node. */
const mockNodeDemo: DemoServices = {
  offer: { person: 'Bob', url: (path) => `${path}?demo=Bob` },
}

const firstScreen = async () => {
  const title = await screen.findByRole('heading', { level: 1, name: 'Your profile' })
  return title.closest('section') as HTMLElement
}

describe('the first screen, signed out (docs/product.md §14.10)', () => {
  it('says what the app is, how to start, with one action: Connect wallet, and what it does', async () => {
    const { machine, names } = own()
    renderProfilePage('/profile', { machine })
    const section = await firstScreen()
    expect(
      within(section).getByText(
        'Web3MQ is private messaging for wallet holders, on a decentralised network: your wallet is your account.',
      ),
    ).toBeTruthy()
    expect(
      within(section)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['How to start', 'What you can do'])
    const [steps, features] = within(section).getAllByRole('list')
    expect(
      within(features as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Chat: one to one and in groups, live, with your history kept on this device.',
      'Contacts and groups: follow people, send friend requests, create and run groups.',
      'Notifications: friend requests, invitations and topics, even with the app closed.',
      'Profile and bound ids: your name and picture, and a Telegram account bound to your wallet.',
    ])
    expect(
      within(steps as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Connect a wallet: MetaMask, Argent X, Braavos or the Web3MQ app.',
      'Choose a password. A new wallet signs twice to make your keys; next time your password is all you need.',
    ])
    // One action, and no demo where the node is not the mock.
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Connect wallet'])
    expect(within(section).queryByRole('link')).toBeNull()
    fireEvent.click(within(section).getByRole('button', { name: 'Connect wallet' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
    // Nothing was loaded or signed by showing the screen.
    expect(names()).toEqual([])
  })

  it('on the mock node names the dev wallet and offers a demo conversation in a new tab', async () => {
    const { machine } = own()
    renderProfilePage('/profile', { machine, demo: mockNodeDemo })
    const section = await firstScreen()
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain(
      'Connect a wallet: MetaMask, Argent X, Braavos, the Web3MQ app, or the dev wallet of this test node.',
    )
    const demo = within(section).getByRole('region', { name: 'Try a conversation on this test node' })
    expect(within(demo).getByRole('paragraph').textContent).toBe(
      'Bob, a demo person of this node, signs in in a separate new tab, and your tabs keep your own account. ' +
        'Connect your wallet here, then write to Bob from Messages (“New chat”, search “Bob”).',
    )
    const link = within(demo).getByRole('link', { name: 'Try a demo conversation' })
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      '/chat?demo=Bob',
      '_blank',
      'noopener',
    ])
    // Still one button: the demo is a link to another tab, not a second way to sign in here.
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Connect wallet'])
  })

  it('offers, on your own profile, a demo tab that opens your conversation; not on someone else’s', async () => {
    const { machine } = own()
    renderProfilePage('/profile', {
      machine,
      signedIn: { userid: 'user:me', address: myWallet },
      demo: mockNodeDemo,
    })
    const demo = await screen.findByRole('region', { name: 'Try a conversation on this test node' })
    expect(within(demo).getByRole('link').getAttribute('href')).toBe('/chat/user:me?demo=Bob')
    cleanup()
    const other = fakeProfileMachine(mine, { load: async () => ({ profile: mine, isSelf: false }) })
    renderProfilePage(`/profile/${myWallet}`, {
      machine: other.machine,
      signedIn: { userid: 'user:you', address: '0x1111111111111111111111111111111111112222' },
      demo: mockNodeDemo,
    })
    await screen.findByRole('heading', { level: 1, name: '0x999...8888' })
    expect(screen.queryByRole('region', { name: 'Try a conversation on this test node' })).toBeNull()
  })
})
