import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeProfileMachine, notFoundError } from '../../../tests/_util/machines/profile'
import { renderProfilePage } from '../../../tests/_util/ui/profile-page'
import { errors } from '../../domain/errors'
import type { PublicProfile } from '../../machines/profile/profile.machine'

afterEach(cleanup)

const myWallet = '0x9999999999999999999999999999999999998888'
const me = { userid: 'user:me', address: myWallet }
const mine: PublicProfile = {
  userid: 'user:me',
  nickname: '',
  wallet_address: myWallet,
  wallet_type: 'eth',
  stats: { total_followers: 0, total_following: 0 },
  bind_did_list: [],
}

const heading = () => screen.findByRole('heading', { level: 1 })
const ownMachine = (profile: PublicProfile, script: Parameters<typeof fakeProfileMachine>[1] = {}) => {
  let current = profile
  return fakeProfileMachine(profile, {
    load: async () => ({ profile: current, isSelf: true }),
    update: async (changes) => {
      current = { ...current, ...changes }
    },
    ...script,
  })
}

describe('ProfilePage: own profile', () => {
  it('[P1.3] [P2.2] loads /profile for the signed-in user with Edit profile and no Follow', async () => {
    const { machine, calls } = ownMachine(mine)
    renderProfilePage('/profile', { machine, signedIn: me })
    expect((await heading()).textContent).toBe('0x999...8888')
    expect(calls[0]?.input).toEqual({ handle: undefined, did: undefined })
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull()
    expect(screen.getByText('No identifiers are bound to this profile.')).toBeTruthy()
  })

  it('names the user by a Telegram binding when there is no nickname', async () => {
    const { machine } = ownMachine({
      ...mine,
      bind_did_list: [{ bind_type: 'telegram', bind_name: 'tg_me' }],
    })
    renderProfilePage('/profile', { machine, signedIn: me })
    expect((await heading()).textContent).toBe('tg_me')
  })

  it('saves a new nickname and the display name changes', async () => {
    const { machine, calls } = ownMachine(mine)
    renderProfilePage('/profile', { machine, signedIn: me })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }))
    const nickname = screen.getByRole('textbox', { name: 'Nickname' })
    expect(document.activeElement).toBe(nickname)
    fireEvent.change(nickname, { target: { value: 'Alice' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice' })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Nickname' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit profile' }))
    expect(calls.find((c) => c.name === 'updateProfile')?.input).toEqual({ nickname: 'Alice' })
  })

  it('shows validation errors next to the fields and keeps what was typed', async () => {
    const { machine, names } = ownMachine(mine)
    renderProfilePage('/profile', { machine, signedIn: me })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }))
    const long = 'x'.repeat(65)
    fireEvent.change(screen.getByRole('textbox', { name: 'Nickname' }), { target: { value: long } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Avatar URL' }), {
      target: { value: 'ftp://a/b.png' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Nickname must be at most 64 characters.')).toBeTruthy()
    expect(screen.getByText('Avatar URL must be an http:// or https:// address, or empty.')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveProperty('value', long)
    expect(screen.getByRole('textbox', { name: 'Avatar URL' })).toHaveProperty('value', 'ftp://a/b.png')
    expect(names()).not.toContain('updateProfile')
  })

  it('keeps the form and the typed values when saving fails', async () => {
    const { machine } = ownMachine(mine, { update: async () => Promise.reject(errors.httpNetwork()) })
    renderProfilePage('/profile', { machine, signedIn: me })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Nickname' }), { target: { value: 'Alice' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The profile could not be saved: Network Error',
    )
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveProperty('value', 'Alice')
    expect((await heading()).textContent).toBe('0x999...8888')
  })
})

describe('ProfilePage: other states', () => {
  it('asks a signed-out visitor of /profile to connect a wallet, opening the wallet dialog', async () => {
    const { machine, names } = ownMachine(mine)
    renderProfilePage('/profile', { machine })
    expect((await heading()).textContent).toBe('Your profile')
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
    expect(names()).toEqual([])
  })

  it('says an unknown handle does not exist (node 404 and unreadable handles)', async () => {
    const unknown = fakeProfileMachine(mine, { load: async () => Promise.reject(notFoundError()) })
    renderProfilePage('/profile/user:nobody', { machine: unknown.machine })
    expect((await heading()).textContent).toBe('This profile does not exist')
    cleanup()
    const garbled = fakeProfileMachine(mine)
    renderProfilePage('/profile/not-a-handle', { machine: garbled.machine })
    expect((await heading()).textContent).toBe('This profile does not exist')
    expect(garbled.names()).toEqual([])
  })

  it('shows a load failure with Try again', async () => {
    let attempts = 0
    const { machine } = fakeProfileMachine(mine, {
      load: async () => {
        if (attempts++ === 0) throw errors.httpNetwork()
        return { profile: { ...mine, nickname: 'Back' }, isSelf: false }
      },
    })
    renderProfilePage('/profile/user:me', { machine })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The profile could not be loaded: Network Error',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await screen.findByRole('heading', { level: 1, name: 'Back' })).textContent).toBe('Back')
  })
})
