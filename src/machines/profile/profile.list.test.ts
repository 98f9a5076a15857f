import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { contact, type FakeNodeScript, fakeProfileMachine } from '../../../tests/_util/machines/profile'
import { errors } from '../../domain/errors'
import type { ProfileInput, PublicProfile } from './profile.machine'

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
const listSettled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('listLoading'))
const ids = (actor: Actor) => actor.getSnapshot().context.list.items.map((c) => c.userid)

describe('profile machine: followers and following lists', () => {
  it('opens followers at page 1, appends page 2 without duplicates, and stops at the total', async () => {
    const { actor, calls } = await start({ viewer })
    actor.send({ type: 'profile.showFollowers' })
    expect(actor.getSnapshot().hasTag('listLoading')).toBe(true)
    await listSettled(actor)
    expect(ids(actor)).toEqual(['user:0001', 'user:0002'])
    expect(actor.getSnapshot().context.list).toMatchObject({ kind: 'followers', page: 1, total: 3 })
    actor.send({ type: 'profile.moreList' })
    await listSettled(actor)
    expect(ids(actor)).toEqual(['user:0001', 'user:0002', 'user:0003'])
    actor.send({ type: 'profile.moreList' }) // all 3 shown: nothing more to ask
    expect(calls.filter((c) => c.name === 'loadFollowers').map((c) => c.input)).toEqual([
      { userid: 'user:me', page: 1 },
      { userid: 'user:me', page: 2 },
    ])
  })

  it('replaces the list with page 1 when switching lists or reopening one', async () => {
    const { actor, names } = await start(
      { viewer },
      { following: async () => ({ items: [contact(7)], total: 1 }) },
    )
    actor.send({ type: 'profile.showFollowers' })
    await listSettled(actor)
    actor.send({ type: 'profile.moreList' })
    await listSettled(actor)
    actor.send({ type: 'profile.showFollowing' })
    expect(actor.getSnapshot().context.list).toMatchObject({ kind: 'following', items: [] })
    await listSettled(actor)
    expect(ids(actor)).toEqual(['user:0007'])
    actor.send({ type: 'profile.showFollowers' })
    await listSettled(actor)
    expect(ids(actor)).toEqual(['user:0001', 'user:0002'])
    expect(names()).toEqual([
      'loadProfile',
      'loadFollowers',
      'loadFollowers',
      'loadFollowing',
      'loadFollowers',
    ])
  })

  it('ends the list at an empty page even if the total says more', async () => {
    const { actor, calls } = await start(
      { viewer },
      { followers: async ({ page }) => ({ items: page === 1 ? [contact(1)] : [], total: 10 }) },
    )
    actor.send({ type: 'profile.showFollowers' })
    await listSettled(actor)
    actor.send({ type: 'profile.moreList' })
    await listSettled(actor)
    actor.send({ type: 'profile.moreList' })
    expect(actor.getSnapshot().context.list.total).toBe(1)
    expect(calls.filter((c) => c.name === 'loadFollowers')).toHaveLength(2)
  })

  it('keeps the shown items when a page fails, and retries that page', async () => {
    let fail = true
    const { actor, calls } = await start(
      { viewer },
      {
        followers: async ({ page }) => {
          if (page === 2 && fail) throw errors.httpNetwork()
          return { items: [contact(page)], total: 2 }
        },
      },
    )
    actor.send({ type: 'profile.showFollowers' })
    await listSettled(actor)
    actor.send({ type: 'profile.moreList' })
    const failed = await waitFor(actor, (s) => s.hasTag('listError'))
    expect(failed.context.list.error).toEqual({ code: 'HTTP.NETWORK', message: 'Network Error' })
    expect(ids(actor)).toEqual(['user:0001'])
    fail = false
    actor.send({ type: 'profile.retryList' })
    await listSettled(actor)
    expect(ids(actor)).toEqual(['user:0001', 'user:0002'])
    expect(actor.getSnapshot().context.list.error).toBeUndefined()
    expect(
      calls.filter((c) => c.name === 'loadFollowers').map((c) => (c.input as { page: number }).page),
    ).toEqual([1, 2, 2])
  })

  it('closes the panel and forgets the list', async () => {
    const { actor } = await start({ viewer })
    actor.send({ type: 'profile.showFollowing' })
    await listSettled(actor)
    actor.send({ type: 'profile.closeList' })
    expect(actor.getSnapshot().context.list).toMatchObject({ kind: 'none', items: [] })
    expect(actor.getSnapshot().matches({ ready: { list: 'closed' } })).toBe(true)
  })
})
