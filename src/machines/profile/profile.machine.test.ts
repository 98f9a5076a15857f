import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import {
  deferred,
  type FakeNodeScript,
  fakeProfileMachine,
  notFoundError,
} from '../../../tests/_util/machines/profile'
import { errors, NodeError, Web3MQError } from '../../domain/errors'
import { PROFILE_RETRY_MS, type ProfileInput, type PublicProfile, profileMachine } from './profile.machine'

const wallet = '0x1111111111111111111111111111111111112222'
const other: PublicProfile = {
  userid: 'user:bob',
  nickname: 'Bob',
  wallet_address: wallet,
  wallet_type: 'eth',
  is_my_following: false,
  stats: { total_followers: 5, total_following: 2 },
  bind_did_list: [],
}
const viewer = { userid: 'user:me', didType: 'eth', address: '0x9999999999999999999999999999999999999999' }

const start = (input: ProfileInput, script: FakeNodeScript = {}, profile: PublicProfile = other) => {
  const fake = fakeProfileMachine(profile, script)
  const clock = new SimulatedClock()
  const actor = createActor(fake.machine, { input, clock })
  actor.start()
  return { actor, clock, ...fake }
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.hasTag('ready'))

describe('profile machine: loading', () => {
  it('asks the signed-out visitor of /profile to sign in, without loading anything', () => {
    const { actor, calls } = start({})
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
    expect(calls).toEqual([])
  })

  it('shows an unreadable handle as not found, without asking the node', () => {
    const { actor, calls } = start({ handle: 'alice', viewer })
    expect(actor.getSnapshot().hasTag('notFound')).toBe(true)
    expect(calls).toEqual([])
  })

  it('loads another profile by its resolved handle', async () => {
    const { actor, calls } = start({ handle: wallet, viewer })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const snap = await ready(actor)
    expect(calls).toEqual([
      { name: 'loadProfile', input: { handle: wallet, did: { did_type: 'eth', did_value: wallet } } },
    ])
    expect(snap.context.profile).toEqual(other)
    expect(snap.context.isSelf).toBe(false)
  })

  it('loads the own profile with no handle, and treats a blank handle as none', async () => {
    const own = { ...other, userid: viewer.userid }
    const { actor, calls } = start(
      { handle: '  ', viewer },
      { load: async () => ({ profile: own, isSelf: true }) },
    )
    const snap = await ready(actor)
    expect(calls[0]?.input).toEqual({ handle: undefined, did: undefined })
    expect(snap.context.isSelf).toBe(true)
  })

  it('counts a profile carrying the viewer userid as the own one even if the actor says otherwise', async () => {
    const own = { ...other, userid: viewer.userid }
    const { actor } = start(
      { handle: 'user:me', viewer },
      { load: async () => ({ profile: own, isSelf: false }) },
    )
    expect((await ready(actor)).context.isSelf).toBe(true)
  })

  it("goes to notFound on the lookup's declared 404, from the NodeError or a NODE.ERROR carrying its code", async () => {
    const serialised = new Web3MQError('NODE.ERROR', 'whatever the node says', { detail: { nodeCode: 404 } })
    for (const error of [notFoundError(), serialised, serialised.toJSON()]) {
      const { actor } = start({ handle: wallet }, { load: async () => Promise.reject(error) })
      const snap = await waitFor(actor, (s) => !s.hasTag('loading'))
      expect(snap.hasTag('notFound')).toBe(true)
    }
  })

  it('never decides "not found" from the message text', async () => {
    const { actor } = start(
      { handle: wallet },
      { load: async () => Promise.reject(new NodeError(500, 'User not found')) },
    )
    const snap = await waitFor(actor, (s) => s.hasTag('error'))
    expect(snap.context.error).toEqual({ code: 'NODE.ERROR', message: 'User not found' })
  })

  it('fails with the error shown, and loads again on retry', async () => {
    let attempts = 0
    const { actor } = start(
      { handle: wallet },
      {
        load: async () => {
          attempts++
          if (attempts === 1) throw errors.httpNetwork()
          return { profile: other, isSelf: false }
        },
      },
    )
    const failed = await waitFor(actor, (s) => s.hasTag('error'))
    expect(failed.context.error).toEqual({ code: 'HTTP.NETWORK', message: 'Network Error' })
    actor.send({ type: 'profile.retry' })
    expect(actor.getSnapshot().context.error).toBeUndefined()
    await ready(actor)
    expect(attempts).toBe(2)
  })

  it('tries again by itself, keeping the error on screen until the profile arrives', async () => {
    let attempts = 0
    const { actor, clock } = start(
      { handle: wallet },
      {
        load: async () => {
          attempts++
          if (attempts <= 2) throw errors.httpNetwork()
          return { profile: other, isSelf: false }
        },
      },
    )
    await waitFor(actor, (s) => s.matches('failed'))
    clock.increment(PROFILE_RETRY_MS)
    expect(actor.getSnapshot().hasTag('retrying')).toBe(true)
    expect(actor.getSnapshot().context.error?.code).toBe('HTTP.NETWORK')
    await waitFor(actor, (s) => s.matches('failed') && attempts === 2)
    clock.increment(PROFILE_RETRY_MS)
    await ready(actor)
    expect(attempts).toBe(3)
  })

  it('shows a plain Error by its message under PROFILE.FAILED', async () => {
    const { actor } = start({ handle: wallet }, { load: async () => Promise.reject(new Error('boom')) })
    const snap = await waitFor(actor, (s) => s.hasTag('error'))
    expect(snap.context.error).toEqual({ code: 'PROFILE.FAILED', message: 'boom' })
  })

  it('throws a clear error when an actor was not provided', async () => {
    const actor = createActor(profileMachine, { input: { handle: wallet } }).start()
    const snap = await waitFor(actor, (s) => s.hasTag('error'))
    expect(snap.context.error?.message).toBe('profileMachine needs loadProfile from machine.provide()')
  })
})

describe('profile machine: follow', () => {
  it('raises the count at once, sends follow, and keeps it on success', async () => {
    const gate = deferred<void>()
    const { actor, calls } = start({ handle: wallet, viewer }, { follow: () => gate.promise })
    await ready(actor)
    actor.send({ type: 'profile.follow' })
    const busy = actor.getSnapshot()
    expect(busy.hasTag('following')).toBe(true)
    expect(busy.context.profile?.is_my_following).toBe(true)
    expect(busy.context.profile?.stats?.total_followers).toBe(6)
    actor.send({ type: 'profile.follow' }) // ignored while the first is pending
    gate.resolve()
    const done = await waitFor(actor, (s) => !s.hasTag('following'))
    expect(done.context.profile?.stats?.total_followers).toBe(6)
    expect(done.context.followRollback).toBeUndefined()
    expect(calls.filter((c) => c.name === 'follow')).toEqual([
      { name: 'follow', input: { targetUserid: 'user:bob', action: 'follow' } },
    ])
  })

  it('unfollows with action cancel and lowers the count', async () => {
    const followed = { ...other, is_my_following: true }
    const { actor, calls } = start({ handle: wallet, viewer }, {}, followed)
    await ready(actor)
    actor.send({ type: 'profile.follow' })
    expect(actor.getSnapshot().context.profile?.stats?.total_followers).toBe(4)
    const done = await waitFor(actor, (s) => !s.hasTag('following'))
    expect(done.context.profile?.is_my_following).toBe(false)
    expect(calls.at(-1)).toEqual({ name: 'follow', input: { targetUserid: 'user:bob', action: 'cancel' } })
  })

  it('rolls back and shows the message when the wallet declines the signature', async () => {
    const { actor } = start(
      { handle: wallet, viewer },
      { follow: async () => Promise.reject(errors.walletRejected()) },
    )
    await ready(actor)
    actor.send({ type: 'profile.follow' })
    const done = await waitFor(actor, (s) => !s.hasTag('following'))
    expect(done.context.profile?.is_my_following).toBe(false)
    expect(done.context.profile?.stats?.total_followers).toBe(5)
    expect(done.context.followError).toEqual({
      code: 'WALLET.REJECTED',
      message: 'The wallet declined the request',
    })
    actor.send({ type: 'profile.follow' })
    expect(actor.getSnapshot().context.followError).toBeUndefined()
  })

  it('toggles only the flag when the profile has no stats', async () => {
    const { stats: _, ...bare } = other
    const { actor } = start({ handle: wallet, viewer }, {}, bare)
    await ready(actor)
    actor.send({ type: 'profile.follow' })
    expect(actor.getSnapshot().context.profile).toEqual({ ...bare, is_my_following: true })
  })

  it('ignores follow when signed out or on the own profile', async () => {
    const signedOut = start({ handle: wallet })
    await ready(signedOut.actor)
    signedOut.actor.send({ type: 'profile.follow' })
    expect(signedOut.actor.getSnapshot().hasTag('following')).toBe(false)
    const own = start({ viewer }, { load: async () => ({ profile: other, isSelf: true }) })
    await ready(own.actor)
    own.actor.send({ type: 'profile.follow' })
    expect(own.actor.getSnapshot().hasTag('following')).toBe(false)
    expect([...signedOut.names(), ...own.names()]).not.toContain('follow')
  })
})
