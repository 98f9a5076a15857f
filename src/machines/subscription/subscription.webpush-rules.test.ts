import { describe, expect, it } from 'vitest'
import { type Actor, waitFor } from 'xstate'
import {
  authInfo,
  type SubscriptionScript,
  startSubscription,
  webPushLoad,
} from '../../../tests/_util/machines/subscription'
import { DEFAULT_PUSH_RULES, type PushRules } from '../../domain/push/rules'
import type { subscriptionMachine } from './subscription.machine'
import type { RuleEdit } from './subscription.types'

type SubscriptionActor = Actor<typeof subscriptionMachine>

const MUTED: PushRules = { ...DEFAULT_PUSH_RULES, muted: ['user:bob', 'group:1'] }

const start = async (script: SubscriptionScript = {}, rules: PushRules = DEFAULT_PUSH_RULES) => {
  const started = startSubscription({
    authInfo: async () => authInfo(1),
    webPush: async () => webPushLoad({ settings: { rules, subscriptions: 1 } }),
    ...script,
  })
  await waitFor(started.actor, (s) => s.matches({ webPush: { ready: { rules: 'idle' } } }))
  return { ...started, saves: () => started.calls.filter((c) => c.startsWith('saveWebPushRules')) }
}

/** Sends an edit and waits until no save is under way. */
const edit = async (actor: SubscriptionActor, change: RuleEdit) => {
  actor.send({ type: 'webPush.edit', edit: change })
  return (await waitFor(actor, (s) => !s.hasTag('webPushSaving'))).context.webPush
}

describe('subscription machine: alert rules', () => {
  it('saves a source switched off at once, busy while saving, and keeps what the node answers', async () => {
    const { actor, saves } = await start({
      saveRules: async (rules) => ({ rules, subscriptions: 2 }),
    })
    actor.send({ type: 'webPush.edit', edit: { kind: 'source', source: 'chats', on: false } })
    expect(actor.getSnapshot().hasTag('webPushSaving')).toBe(true)
    expect(actor.getSnapshot().context.webPush.rules.sources.chats).toBe(false)
    const view = (await waitFor(actor, (s) => !s.hasTag('webPushSaving'))).context.webPush
    expect(saves()).toEqual(['saveWebPushRules:off=chats;muted=0;quiet=none'])
    expect(view.savedRules.sources.chats).toBe(false)
    expect(view.devices).toBe(2)
  })

  it('restores the previous rules when a save fails, and says so', async () => {
    const { actor } = await start({ saveRules: async () => Promise.reject(new Error('offline')) })
    const view = await edit(actor, { kind: 'source', source: 'topics', on: false })
    expect(view.rules.sources.topics).toBe(true)
    expect(view.rulesError?.message).toBe('Could not save your notification settings.')
  })

  it("turns quiet hours on with 22:00 to 07:00 in the person's zone, and off", async () => {
    const { actor, saves } = await start()
    expect((await edit(actor, { kind: 'quiet', on: true })).rules.quiet).toEqual({
      from: 1320,
      to: 420,
      timeZone: 'Europe/Paris',
    })
    expect((await edit(actor, { kind: 'quiet', on: false })).rules.quiet).toBeNull()
    expect(saves()).toEqual([
      'saveWebPushRules:off=;muted=0;quiet=1320-420@Europe/Paris',
      'saveWebPushRules:off=;muted=0;quiet=none',
    ])
  })

  it('saves a valid time only while quiet hours are on, and keeps it for when they are turned on', async () => {
    const { actor, saves } = await start()
    const drafted = await edit(actor, { kind: 'quietTime', edge: 'from', text: '21:30' })
    expect(drafted.quietDraft).toEqual({ from: 1290, to: 420 })
    expect(await edit(actor, { kind: 'quietTime', edge: 'to', text: '25:00' })).toMatchObject({
      quietDraft: { from: 1290, to: 420 },
    })
    expect(saves()).toEqual([])
    await edit(actor, { kind: 'quiet', on: true })
    await edit(actor, { kind: 'quietTime', edge: 'to', text: '06:45' })
    // The same value again (the input's blur after its change) saves nothing more.
    await edit(actor, { kind: 'quietTime', edge: 'to', text: '06:45' })
    expect(saves()).toEqual([
      'saveWebPushRules:off=;muted=0;quiet=1290-420@Europe/Paris',
      'saveWebPushRules:off=;muted=0;quiet=1290-405@Europe/Paris',
    ])
  })

  it('puts the times back as the node keeps them when a save fails', async () => {
    const quiet: PushRules = {
      ...DEFAULT_PUSH_RULES,
      quiet: { from: 1380, to: 360, timeZone: 'Europe/Paris' },
    }
    const { actor } = await start({ saveRules: async () => Promise.reject(new Error('offline')) }, quiet)
    const view = await edit(actor, { kind: 'quietTime', edge: 'from', text: '20:00' })
    expect(view.quietDraft).toEqual({ from: 1380, to: 360 })
    expect(view.rules.quiet).toEqual(quiet.quiet)
  })

  it('unmutes every conversation at once', async () => {
    const { actor, saves } = await start({}, MUTED)
    expect((await edit(actor, { kind: 'unmuteAll' })).rules.muted).toEqual([])
    expect(saves()).toEqual(['saveWebPushRules:off=;muted=0;quiet=none'])
  })

  it('saves the newest rules when a change comes while one is saved', async () => {
    const answers: (() => void)[] = []
    const { actor, saves } = await start({
      saveRules: (rules) =>
        new Promise((resolve) => answers.push(() => resolve({ rules, subscriptions: 1 }))),
    })
    actor.send({ type: 'webPush.edit', edit: { kind: 'source', source: 'chats', on: false } })
    actor.send({ type: 'webPush.edit', edit: { kind: 'source', source: 'groups', on: false } })
    await waitFor(actor, () => answers.length === 2)
    for (const answer of answers) answer()
    const view = (await waitFor(actor, (s) => !s.hasTag('webPushSaving'))).context.webPush
    expect(saves()).toEqual([
      'saveWebPushRules:off=chats;muted=0;quiet=none',
      'saveWebPushRules:off=chats,groups;muted=0;quiet=none',
    ])
    expect(view.savedRules.sources).toMatchObject({ chats: false, groups: false })
  })
})
