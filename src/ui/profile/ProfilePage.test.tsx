import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { deferred, fakeProfileMachine } from '../../../tests/_util/machines/profile'
import { renderProfilePage } from '../../../tests/_util/ui/profile-page'
import { errors } from '../../domain/errors'
import type { PublicProfile } from '../../machines/profile/profile.machine'

afterEach(cleanup)

const bobWallet = '0x1111111111111111111111111111111111112222'
const myWallet = '0x9999999999999999999999999999999999998888'
const me = { userid: 'user:me', address: myWallet }
const bob: PublicProfile = {
  userid: 'user:bob0000000000000000000000000000000000000000000000000001',
  nickname: 'Bob',
  wallet_address: bobWallet,
  wallet_type: 'eth',
  is_my_following: false,
  stats: { total_followers: 5, total_following: 2 },
  bind_did_list: [{ bind_type: 'telegram', bind_value: '123456', bind_name: 'tg_bob' }],
}

const heading = () => screen.findByRole('heading', { level: 1 })

describe('ProfilePage: another profile', () => {
  it('[P3.14] shows avatar, name, short address, wallet type, userid, counts and bound DIDs', async () => {
    const { machine, calls } = fakeProfileMachine(bob)
    renderProfilePage(`/profile/${bobWallet}`, { machine, signedIn: me })
    expect(await heading()).toHaveProperty('textContent', 'Bob')
    expect(calls[0]?.input).toEqual({ handle: bobWallet, did: { did_type: 'eth', did_value: bobWallet } })
    expect(screen.getByRole('img', { name: 'Avatar of Bob' }).getAttribute('src')).toBe(
      `https://cdn.stamp.fyi/avatar/${bobWallet}?s=300`,
    )
    expect(screen.getByText('0x111...2222').getAttribute('title')).toBe(bobWallet)
    expect(screen.getByText('Ethereum')).toBeTruthy()
    expect(screen.getByText('ending in 0001').getAttribute('title')).toBe(bob.userid)
    expect(screen.getByRole('button', { name: '5 Followers' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '2 Following' })).toBeTruthy()
    const dids = within(screen.getByRole('table'))
    expect(dids.getAllByRole('cell').map((c) => c.textContent)).toEqual(['telegram', '123456', 'tg_bob'])
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull()
  })

  it('follows: the count and the button change, and stay after success', async () => {
    const gate = deferred<void>()
    const { machine, calls } = fakeProfileMachine(bob, { follow: () => gate.promise })
    renderProfilePage(`/profile/${bobWallet}`, { machine, signedIn: me })
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }))
    expect(screen.getByRole('button', { name: '6 Followers' })).toBeTruthy()
    gate.resolve()
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toHaveProperty('disabled', false)
    expect(screen.getByRole('button', { name: '6 Followers' })).toBeTruthy()
    expect(calls.at(-1)?.input).toEqual({ targetUserid: bob.userid, action: 'follow' })
  })

  it('puts button and count back and shows why when the wallet declines', async () => {
    const { machine } = fakeProfileMachine(bob, {
      follow: async () => Promise.reject(errors.walletRejected()),
    })
    renderProfilePage(`/profile/${bobWallet}`, { machine, signedIn: me })
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The wallet declined the request')
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '5 Followers' })).toBeTruthy()
  })

  it('offers no Follow button when signed out', async () => {
    const { machine } = fakeProfileMachine(bob)
    renderProfilePage(`/profile/${bobWallet}`, { machine })
    await heading()
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull()
  })

  it("opens a conversation with them: 'Message' links to /chat/<their userid>", async () => {
    const { machine } = fakeProfileMachine(bob)
    renderProfilePage(`/profile/${bobWallet}`, { machine, signedIn: me })
    const link = await screen.findByRole('link', { name: 'Message' })
    expect(link.getAttribute('href')).toBe(`/chat/${bob.userid}`)
  })

  it('writes the short address once when it is the name (no nickname), the copy button kept', async () => {
    const { machine } = fakeProfileMachine({ ...bob, nickname: '', bind_did_list: [] })
    renderProfilePage(`/profile/${bobWallet}`, { machine, signedIn: me })
    expect(await heading()).toHaveProperty('textContent', '0x111...2222')
    expect(screen.getAllByText('0x111...2222')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Copy wallet address' })).toBeTruthy()
  })

  it('keeps a 64-character name whole in the heading and its tooltip (cut by CSS only)', async () => {
    const long = 'n'.repeat(64)
    const { machine } = fakeProfileMachine({ ...bob, nickname: long })
    renderProfilePage(`/profile/${bobWallet}`, { machine, signedIn: me })
    const title = await heading()
    expect(title.textContent).toBe(long)
    expect(title.getAttribute('title')).toBe(long)
  })

  it('copies the full address through the machine and shows "Copied" for 800 ms', async () => {
    const { machine, calls } = fakeProfileMachine(bob)
    renderProfilePage(`/profile/${bobWallet}`, { machine })
    const copy = await screen.findByRole('button', { name: 'Copy wallet address' })
    // The "Copied" delay runs on vitest's fake clock: 800 ms pass without waiting for them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    fireEvent.click(copy)
    // The fake clipboard answers at once: settling its promise moves no time.
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    expect(screen.getByText('Address copied to the clipboard')).toBeTruthy()
    expect(calls.at(-1)).toEqual({ name: 'copyText', input: { text: bobWallet } })
    act(() => vi.advanceTimersByTime(799))
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button', { name: 'Copy wallet address' })).toBeTruthy()
  })

  it('opens the followers list with links to each profile, and pages with "Show more"', async () => {
    const { machine } = fakeProfileMachine(bob)
    renderProfilePage(`/profile/${bobWallet}`, { machine })
    fireEvent.click(await screen.findByRole('button', { name: '5 Followers' }))
    const panel = await screen.findByRole('region', { name: 'Followers' })
    const links = await within(panel).findAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['friend 1', `/profile/0x${'1'.padStart(40, '0')}`],
      ['friend 2', `/profile/0x${'2'.padStart(40, '0')}`],
    ])
    expect(within(panel).getByText('0x000...0001')).toBeTruthy()
    fireEvent.click(within(panel).getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(3))
    expect(within(panel).queryByRole('button', { name: 'Show more' })).toBeNull()
    fireEvent.click(links[0] as HTMLElement)
    expect(screen.getByTestId('location').textContent).toBe(`/profile/0x${'1'.padStart(40, '0')}`)
  })

  it('points the count buttons at the list panel only while it exists', async () => {
    const { machine } = fakeProfileMachine(bob)
    renderProfilePage(`/profile/${bobWallet}`, { machine })
    const followers = await screen.findByRole('button', { name: '5 Followers' })
    expect(followers.hasAttribute('aria-controls')).toBe(false)
    fireEvent.click(followers)
    const panel = await screen.findByRole('region', { name: 'Followers' })
    expect(followers.getAttribute('aria-controls')).toBe(panel.id)
    expect(screen.getByRole('button', { name: '2 Following' }).getAttribute('aria-controls')).toBe(panel.id)
    fireEvent.click(within(panel).getByRole('button', { name: 'Close list' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Followers' })).toBeNull())
    expect(followers.hasAttribute('aria-controls')).toBe(false)
  })

  it('says the following list is empty', async () => {
    const { machine } = fakeProfileMachine(bob, { following: async () => ({ items: [], total: 0 }) })
    renderProfilePage(`/profile/${bobWallet}`, { machine })
    fireEvent.click(await screen.findByRole('button', { name: '2 Following' }))
    expect(await screen.findByText('Not following anyone yet.')).toBeTruthy()
  })
})
