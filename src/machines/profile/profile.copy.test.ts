import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { type FakeNodeScript, fakeProfileMachine } from '../../../tests/_util/machines/profile'
import { COPIED_MS, type ProfileInput, type PublicProfile } from './profile.machine'

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

const start = (input: ProfileInput, script: FakeNodeScript = {}, profile: PublicProfile = other) => {
  const fake = fakeProfileMachine(profile, script)
  const clock = new SimulatedClock()
  const actor = createActor(fake.machine, { input, clock })
  actor.start()
  return { actor, clock, ...fake }
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.hasTag('ready'))

describe('profile machine: copy', () => {
  it('copies the full wallet address and shows "copied" for exactly 800 ms', async () => {
    const { actor, clock, calls } = start({ handle: wallet })
    await ready(actor)
    actor.send({ type: 'profile.copy' })
    expect(actor.getSnapshot().hasTag('copying')).toBe(true)
    await waitFor(actor, (s) => s.hasTag('copied'))
    expect(calls.at(-1)).toEqual({ name: 'copyText', input: { text: wallet } })
    expect(COPIED_MS).toBe(800)
    clock.increment(799)
    expect(actor.getSnapshot().hasTag('copied')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('copied')).toBe(false)
  })

  it('copies the userid when there is no wallet address, and can copy again while "copied"', async () => {
    const { actor, clock, calls } = start({ handle: wallet }, {}, { ...other, wallet_address: '' })
    await ready(actor)
    actor.send({ type: 'profile.copy' })
    await waitFor(actor, (s) => s.hasTag('copied'))
    clock.increment(500)
    actor.send({ type: 'profile.copy' })
    await waitFor(actor, (s) => s.hasTag('copied'))
    clock.increment(500)
    expect(actor.getSnapshot().hasTag('copied')).toBe(true)
    expect(calls.filter((c) => c.name === 'copyText').map((c) => c.input)).toEqual([
      { text: 'user:bob' },
      { text: 'user:bob' },
    ])
  })

  it('keeps the error when the clipboard refuses', async () => {
    const { actor } = start({ handle: wallet }, { copy: async () => Promise.reject(new Error('denied')) })
    await ready(actor)
    actor.send({ type: 'profile.copy' })
    const snap = await waitFor(actor, (s) => !s.hasTag('copying'))
    expect(snap.hasTag('copied')).toBe(false)
    expect(snap.context.copyError).toEqual({ code: 'PROFILE.FAILED', message: 'denied' })
  })
})
