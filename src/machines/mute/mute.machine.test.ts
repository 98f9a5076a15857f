import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { fakeMute, type MuteScript } from '../../../tests/_util/machines/mute'
import { ErrorCode } from '../../domain/error-base'
import { NodeError } from '../../domain/errors'
import { MUTE_FAILED } from './mute.types'

const TOPIC = 'group:climbers'

const open = (script: MuteScript) => {
  const { machine, changes } = fakeMute(script)
  const actor = createActor(machine, { input: { topic: TOPIC } }).start()
  return { actor, changes }
}

const settled = (actor: ReturnType<typeof open>['actor']) =>
  waitFor(actor, (s) => s.matches('ready') || s.matches('unavailable'))

describe('muteMachine', () => {
  it('opens muted when the node keeps this conversation muted', async () => {
    const asked: string[] = []
    const { actor } = open({
      read: async ({ topic }) => {
        asked.push(topic)
        return { available: true, muted: true }
      },
    })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const ready = await settled(actor)
    expect(ready.value).toBe('ready')
    expect(ready.context.muted).toBe(true)
    expect(asked).toEqual([TOPIC])
  })

  it('opens unmuted when the node does not', async () => {
    const { actor } = open({ read: async () => ({ available: true, muted: false }) })
    const ready = await settled(actor)
    expect(ready.value).toBe('ready')
    expect(ready.context.muted).toBe(false)
  })

  it('offers nothing on a node without Web Push, nor when the rules cannot be read', async () => {
    const none = open({ read: async () => ({ available: false, muted: false }) })
    expect((await settled(none.actor)).value).toBe('unavailable')
    const failing = open({
      read: async () => {
        throw new NodeError(500, 'Internal error')
      },
    })
    const failed = await settled(failing.actor)
    expect(failed.value).toBe('unavailable')
    expect(failed.context.error).toBeUndefined()
  })

  it('mutes, then unmutes, saving each change for this conversation', async () => {
    const { actor, changes } = open({ read: async () => ({ available: true, muted: false }) })
    await settled(actor)
    actor.send({ type: 'mute.toggle' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    actor.send({ type: 'mute.toggle' })
    let ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(ready.context.muted).toBe(true)
    actor.send({ type: 'mute.toggle' })
    ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(ready.context.muted).toBe(false)
    // A toggle while one is saving is not a second change.
    expect(changes).toEqual([
      { topic: TOPIC, muted: true },
      { topic: TOPIC, muted: false },
    ])
  })

  it('keeps what it showed and says so when the node refuses the change', async () => {
    const { actor } = open({
      read: async () => ({ available: true, muted: true }),
      set: async () => {
        throw new NodeError(403, 'Push server not authorized')
      },
    })
    await settled(actor)
    actor.send({ type: 'mute.toggle' })
    const failed = await waitFor(actor, (s) => s.matches('ready') && s.context.error !== undefined)
    expect(failed.context.muted).toBe(true)
    expect(failed.context.error).toEqual({ code: ErrorCode.NodeError, message: MUTE_FAILED })
    expect(MUTE_FAILED).toBe('Could not change notifications for this conversation.')
  })
})
