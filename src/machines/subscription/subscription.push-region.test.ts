import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { authInfo, startSubscription } from '../../../tests/_util/machines/subscription'
import { NodeError } from '../../domain/errors'

const settled = { push: 'ready', topics: { lists: 'ready', ops: 'idle' }, notifications: 'ready' } as const

describe('subscription machine: push authorisation', () => {
  it('reads auth_status 1 as on and 0 or no info as off', async () => {
    const on = startSubscription({ authInfo: async () => authInfo(1) }).actor
    expect((await waitFor(on, (s) => s.matches(settled))).context.pushStatus).toBe('on')
    const none = startSubscription({ authInfo: async () => null }).actor
    expect((await waitFor(none, (s) => s.matches(settled))).context.pushStatus).toBe('off')
  })

  it('is busy while loading, and offers a retry when the state cannot be read', async () => {
    let calls = 0
    const { actor } = startSubscription({
      authInfo: async () => {
        calls += 1
        if (calls === 1) throw new NodeError(1, 'auth info unavailable')
        return authInfo(1)
      },
    })
    expect(actor.getSnapshot().hasTag('pushBusy')).toBe(true)
    const failed = await waitFor(actor, (s) => s.hasTag('pushLoadFailed'))
    expect(failed.context.pushError?.message).toBe('auth info unavailable')
    actor.send({ type: 'push.retry' })
    const ready = await waitFor(actor, (s) => s.matches({ push: 'ready' }))
    expect(ready.context.pushStatus).toBe('on')
    expect(ready.context.pushError).toBeUndefined()
  })

  it('authorizes when off and revokes when on, each a signed request', async () => {
    const { actor, calls } = startSubscription()
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'push.toggle' })
    expect(actor.getSnapshot().matches({ push: 'authorizing' })).toBe(true)
    expect(actor.getSnapshot().hasTag('pushBusy')).toBe(true)
    const on = await waitFor(actor, (s) => s.hasTag('pushSucceeded'))
    expect(on.context.pushStatus).toBe('on')
    actor.send({ type: 'push.toggle' })
    const off = await waitFor(actor, (s) => s.hasTag('pushSucceeded') && s.context.pushStatus === 'off')
    expect(off.context.pushRequested).toBe('off')
    actor.send({ type: 'push.dismiss' })
    expect(actor.getSnapshot().matches({ push: 'ready' })).toBe(true)
    expect(calls).toEqual(['loadNotifications:1', 'setPushAuth:on', 'setPushAuth:off'])
  })

  it('takes the requested status when the node answers without auth info', async () => {
    const { actor } = startSubscription({ setPushAuth: async () => null })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'push.toggle' })
    expect((await waitFor(actor, (s) => s.hasTag('pushSucceeded'))).context.pushStatus).toBe('on')
  })

  it('shows the failure with Try Again, which repeats the same request', async () => {
    let attempt = 0
    const { actor, calls } = startSubscription({
      setPushAuth: async (status) => {
        attempt += 1
        if (attempt === 1) throw new Error('User rejected the request')
        return authInfo(status === 'on' ? 1 : 0)
      },
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'push.toggle' })
    const failed = await waitFor(actor, (s) => s.hasTag('pushFailed'))
    expect(failed.context.pushError?.message).toBe('User rejected the request')
    expect(failed.context.pushStatus).toBe('off')
    actor.send({ type: 'push.retry' })
    await waitFor(actor, (s) => s.hasTag('pushSucceeded'))
    expect(calls.filter((c) => c.startsWith('setPushAuth'))).toEqual(['setPushAuth:on', 'setPushAuth:on'])
  })

  it('closes a failure with dismiss, the state unchanged', async () => {
    const { actor } = startSubscription({ setPushAuth: async () => Promise.reject(new Error('')) })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'push.toggle' })
    const failed = await waitFor(actor, (s) => s.hasTag('pushFailed'))
    expect(failed.context.pushError?.message).toBe('Authorization failure')
    actor.send({ type: 'push.dismiss' })
    expect(actor.getSnapshot().matches({ push: 'ready' })).toBe(true)
  })
})
