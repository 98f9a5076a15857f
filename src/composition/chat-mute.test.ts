/**
 * A chat's mute on the chat actors and the SDK's Web Push module against the in-memory node: the toggle reads
 * and writes the one list of muted conversations the node keeps (docs/protocol.md §4.6), leaving the rest of
 * the person's rules as they were, and the in-tab alerts follow at once (docs/product.md §14.6).
 */
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { memoryContext } from '../../tests/_util/memory-context'
import { webPushRules, webPushSetRules } from '../domain/contract'
import type { PushSource } from '../domain/push/rules'
import { muteMachine } from '../machines/mute/mute.machine'
import type { Client } from '../sdk'
import { WebPushModule } from '../sdk/webpush/webpush'
import { muteActors } from './chat-actors'

interface KeptRules {
  sources: PushSource[]
  muted: string[]
  quiet_from?: number
  quiet_to?: number
  time_zone?: string
}

/** The node's copy of the person's rules: what the rules read answers and an update replaces. */
const setup = (initial?: KeptRules) => {
  const { ctx, node } = memoryContext()
  const webPush = new WebPushModule(ctx)
  const client = { webPush } as unknown as Client
  const store = { rules: initial }
  if (initial) {
    node.answer(webPushRules, () => ({ ...(store.rules as KeptRules), subscriptions: 1 }))
    node.answer(webPushSetRules, ({ sources, muted, quiet_from, quiet_to, time_zone }) => {
      store.rules = { sources, muted, quiet_from, quiet_to, time_zone }
      return { ...store.rules, subscriptions: 1 }
    })
  }
  const open = (topic: string) =>
    createActor(muteMachine.provide({ actors: muteActors({ client: () => client }) }), {
      input: { topic },
    }).start()
  return { node, store, webPush, open }
}

const settled = (actor: ReturnType<ReturnType<typeof setup>['open']>) =>
  waitFor(actor, (s) => s.matches('ready') || s.matches('unavailable'))

const RULES: KeptRules = {
  sources: ['chats', 'groups', 'topics'],
  muted: ['user:alice', 'group:g1'],
  quiet_from: 1320,
  quiet_to: 420,
  time_zone: 'Europe/Paris',
}

describe('a chat mute on the node', () => {
  it('is not offered by a node without the Web Push channel', async () => {
    const { open } = setup()
    expect((await settled(open('user:alice'))).value).toBe('unavailable')
  })

  it('opens as the node keeps it, and unmuting leaves every other rule alone', async () => {
    const { store, open, webPush } = setup(RULES)
    const bob = await settled(open('user:bob'))
    expect(bob.context.muted).toBe(false)
    const actor = open('group:g1')
    expect((await settled(actor)).context.muted).toBe(true)
    expect(webPush.mayAlert({ source: 'groups', conversation: 'group:g1' })).toBe(false)
    actor.send({ type: 'mute.toggle' })
    const unmuted = await waitFor(actor, (s) => s.matches('ready'))
    expect(unmuted.context.muted).toBe(false)
    expect(store.rules).toEqual({ ...RULES, muted: ['user:alice'] })
    expect(webPush.rules().muted).toEqual(['user:alice'])
  })

  it('mutes a 1:1 chat by its peer id', async () => {
    const { node, store, open } = setup({ ...RULES, muted: [] })
    const actor = open('user:bob')
    await settled(actor)
    actor.send({ type: 'mute.toggle' })
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.muted).toBe(true)
    expect(store.rules?.muted).toEqual(['user:bob'])
    expect(node.callsTo(webPushSetRules)).toHaveLength(1)
  })

  it('keeps the mute as it was when the node refuses the change', async () => {
    const { node, open } = setup({ ...RULES, muted: [] })
    node.refuse(webPushSetRules, 500, 'Internal error')
    const actor = open('group:g1')
    await settled(actor)
    actor.send({ type: 'mute.toggle' })
    const failed = await waitFor(actor, (s) => s.matches('ready') && s.context.error !== undefined)
    expect(failed.context.muted).toBe(false)
    expect(failed.context.error?.message).toBe('Could not change notifications for this conversation.')
  })
})
