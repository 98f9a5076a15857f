import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { deferred, type FakeNodeScript, fakeProfileMachine } from '../../../tests/_util/machines/profile'
import { errors } from '../../domain/errors'
import { DraftMessages, type ProfileInput, type PublicProfile } from './profile.machine'

const me: PublicProfile = {
  userid: 'user:me',
  nickname: 'Me',
  avatar_url: '',
  wallet_address: '0x9999999999999999999999999999999999999999',
  stats: { total_followers: 3, total_following: 1 },
}
const viewer = { userid: 'user:me', didType: 'eth', address: me.wallet_address ?? '' }

const start = async (input: ProfileInput, script: FakeNodeScript = {}) => {
  const fake = fakeProfileMachine(me, { load: async () => ({ profile: me, isSelf: true }), ...script })
  const actor = createActor(fake.machine, { input }).start()
  await waitFor(actor, (s) => s.hasTag('ready'))
  return { actor, ...fake }
}

type Actor = Awaited<ReturnType<typeof start>>['actor']

describe('profile machine: editing the own profile', () => {
  const edit = (actor: Actor, nickname: string, avatarUrl: string) => {
    actor.send({ type: 'profile.edit' })
    actor.send({ type: 'profile.editChange', field: 'nickname', value: nickname })
    actor.send({ type: 'profile.editChange', field: 'avatarUrl', value: avatarUrl })
  }

  it('saves only the changed fields, then reloads and leaves edit mode', async () => {
    const saved = { ...me, nickname: 'New me', avatar_url: 'https://img.example/a.png' }
    let loads = 0
    const gate = deferred<void>()
    const { actor, calls } = await start(
      { viewer },
      {
        load: async () => ({ profile: loads++ === 0 ? me : saved, isSelf: true }),
        update: () => gate.promise,
      },
    )
    edit(actor, ' New me ', 'https://img.example/a.png')
    expect(actor.getSnapshot().context.draft).toEqual({
      nickname: ' New me ',
      avatarUrl: 'https://img.example/a.png',
    })
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    gate.resolve()
    const done = await waitFor(actor, (s) => !s.hasTag('saving'))
    expect(done.hasTag('editing')).toBe(false)
    expect(done.context.profile?.nickname).toBe('New me')
    expect(calls.map((c) => c.name)).toEqual(['loadProfile', 'updateProfile', 'loadProfile'])
    expect(calls[1]?.input).toEqual({ nickname: 'New me', avatar_url: 'https://img.example/a.png' })
  })

  it('shows the saved values even when the reload fails', async () => {
    let loads = 0
    const { actor } = await start(
      { viewer },
      {
        load: async () => {
          if (loads++ > 0) throw errors.httpNetwork()
          return { profile: me, isSelf: true }
        },
      },
    )
    edit(actor, 'Renamed', '')
    actor.send({ type: 'profile.save' })
    const done = await waitFor(actor, (s) => !s.hasTag('saving'))
    expect(done.context.profile).toEqual({ ...me, nickname: 'Renamed' })
  })

  it('refuses a too-long nickname and a non-http avatar URL, keeping what was typed', async () => {
    const { actor, names } = await start({ viewer })
    const long = 'n'.repeat(65)
    edit(actor, long, 'ftp://example.com/a.png')
    actor.send({ type: 'profile.save' })
    const snap = actor.getSnapshot()
    expect(snap.hasTag('editing')).toBe(true)
    expect(snap.context.draftErrors).toEqual({
      nickname: DraftMessages.nicknameTooLong,
      avatarUrl: DraftMessages.avatarUrlInvalid,
    })
    expect(snap.context.draft).toEqual({ nickname: long, avatarUrl: 'ftp://example.com/a.png' })
    actor.send({ type: 'profile.editChange', field: 'nickname', value: 'n'.repeat(64) })
    expect(actor.getSnapshot().context.draftErrors.nickname).toBeUndefined()
    expect(names()).toEqual(['loadProfile'])
  })

  it('returns to the form with the error and the typed values when the save fails', async () => {
    const { actor } = await start({ viewer }, { update: async () => Promise.reject(errors.walletRejected()) })
    edit(actor, 'Typed', 'http://x.example/a.png')
    actor.send({ type: 'profile.save' })
    const snap = await waitFor(actor, (s) => !s.hasTag('saving'))
    expect(snap.hasTag('editing')).toBe(true)
    expect(snap.context.editError).toEqual({
      code: 'WALLET.REJECTED',
      message: 'The wallet declined the request',
    })
    expect(snap.context.draft).toEqual({ nickname: 'Typed', avatarUrl: 'http://x.example/a.png' })
    expect(snap.context.profile?.nickname).toBe('Me')
  })

  it('closes without a request when nothing changed, and on cancel', async () => {
    const { actor, names } = await start({ viewer })
    edit(actor, 'Me', '')
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().hasTag('editing')).toBe(false)
    edit(actor, 'Other', '')
    actor.send({ type: 'profile.cancelEdit' })
    expect(actor.getSnapshot().hasTag('editing')).toBe(false)
    expect(actor.getSnapshot().context.profile?.nickname).toBe('Me')
    expect(names()).toEqual(['loadProfile'])
  })

  it('does not edit someone else’s profile', async () => {
    const { actor } = await start(
      { handle: 'user:bob', viewer },
      { load: async () => ({ profile: { ...me, userid: 'user:bob' }, isSelf: false }) },
    )
    actor.send({ type: 'profile.edit' })
    expect(actor.getSnapshot().hasTag('editing')).toBe(false)
  })
})
