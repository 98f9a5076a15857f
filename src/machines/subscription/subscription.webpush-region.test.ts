import { describe, expect, it } from 'vitest'
import { type Actor, waitFor } from 'xstate'
import {
  authInfo,
  DEVICE,
  type SubscriptionScript,
  startSubscription,
  webPushLoad,
} from '../../../tests/_util/machines/subscription'
import { WebPushMessage } from '../../domain/contract/endpoints/webpush'
import { NodeError } from '../../domain/errors'
import { DEFAULT_PUSH_RULES } from '../../domain/push/rules'
import { PushSubscribeError } from '../../domain/push/subscribe-error'
import type { subscriptionMachine } from './subscription.machine'
import { deviceOn } from './subscription.webpush'

type SubscriptionActor = Actor<typeof subscriptionMachine>

/** Signed in with the push server authorised, the node able to push. */
const start = (script: SubscriptionScript = {}) =>
  startSubscription({ authInfo: async () => authInfo(1), webPush: async () => webPushLoad(), ...script })

const ready = (actor: SubscriptionActor) =>
  waitFor(actor, (s) => s.matches({ push: 'ready', webPush: { ready: { device: 'idle', rules: 'idle' } } }))

/** Toggles the switch and waits until the change is done or refused. */
const toggle = async (actor: SubscriptionActor) => {
  actor.send({ type: 'webPush.toggle' })
  expect(actor.getSnapshot().hasTag('webPushBusy')).toBe(true)
  return (await waitFor(actor, (s) => !s.hasTag('webPushBusy'))).context.webPush
}

const refusedWith = async (script: SubscriptionScript) => {
  const { actor } = start(script)
  await ready(actor)
  return (await toggle(actor)).error?.message
}

describe('subscription machine: notifications while the app is closed', () => {
  it('ends in unavailable on a node without the channel', async () => {
    const { actor } = startSubscription()
    expect(
      (await waitFor(actor, (s) => s.hasTag('webPushUnavailable'))).matches({ webPush: 'unavailable' }),
    ).toBe(true)
  })

  it('reads the rules, the devices and the zone; the switch is on only with this browser and a device', async () => {
    const held = start({
      webPush: async () =>
        webPushLoad({ device: DEVICE, settings: { rules: DEFAULT_PUSH_RULES, subscriptions: 2 } }),
    }).actor
    const view = (await ready(held)).context.webPush
    expect(view).toMatchObject({ serverKey: 'BServerKey', devices: 2, timeZone: 'Europe/Paris' })
    expect(view.quietDraft).toEqual({ from: 22 * 60, to: 7 * 60 })
    expect(deviceOn(view)).toBe(true)
    const forgotten = start({ webPush: async () => webPushLoad({ device: DEVICE }) }).actor
    expect(deviceOn((await ready(forgotten)).context.webPush)).toBe(false)
  })

  it('offers a retry when the settings cannot be read', async () => {
    let calls = 0
    const { actor } = start({
      webPush: async () => {
        calls += 1
        if (calls === 1) throw new Error('')
        return webPushLoad()
      },
    })
    const failed = await waitFor(actor, (s) => s.hasTag('webPushLoadFailed'))
    expect(failed.context.webPush.error?.message).toBe('Could not read your notification settings.')
    actor.send({ type: 'webPush.retry' })
    await ready(actor)
  })

  it('turns on: permission, the browser subscription under the node key, then the node', async () => {
    const { actor, calls } = start({ registerDevice: async () => 3 })
    await ready(actor)
    const view = await toggle(actor)
    expect(calls.slice(1)).toEqual([
      'requestAlertPermission',
      'subscribeBrowser:BServerKey',
      `registerDevice:${DEVICE.endpoint}`,
    ])
    expect(view).toMatchObject({ device: DEVICE, devices: 3, changed: 'on', error: undefined })
    expect(deviceOn(view)).toBe(true)
  })

  it('turns off: the node first, then the browser', async () => {
    const { actor, calls } = start({
      webPush: async () =>
        webPushLoad({ device: DEVICE, settings: { rules: DEFAULT_PUSH_RULES, subscriptions: 2 } }),
    })
    await ready(actor)
    const view = await toggle(actor)
    expect(calls.slice(1)).toEqual([`unregisterDevice:${DEVICE.endpoint}`, 'unsubscribeBrowser'])
    expect(view).toMatchObject({ device: undefined, devices: 1, changed: 'off' })
  })

  it('keeps the switch as it was when the node refuses to stop', async () => {
    const { actor } = start({
      webPush: async () =>
        webPushLoad({ device: DEVICE, settings: { rules: DEFAULT_PUSH_RULES, subscriptions: 1 } }),
      unregisterDevice: async () => Promise.reject(new Error('offline')),
    })
    await ready(actor)
    const view = await toggle(actor)
    expect(view.error?.message).toBe('Could not change notifications on this device.')
    expect(deviceOn(view)).toBe(true)
  })

  it('does nothing until the push server is authorised, or in a browser that cannot push', async () => {
    for (const script of [
      { authInfo: async () => authInfo(0) },
      { webPush: async () => webPushLoad({ supported: false }) },
    ]) {
      const { actor, calls } = start(script)
      await ready(actor)
      actor.send({ type: 'webPush.toggle' })
      expect(actor.getSnapshot().hasTag('webPushBusy')).toBe(false)
      expect(calls).toEqual(['loadNotifications:1'])
    }
  })

  it('says why the switch could not turn on, and stays off', async () => {
    const denied =
      "Notifications are blocked for this site. Allow them in the browser's site settings, then try again."
    expect(await refusedWith({ permission: async () => 'denied' })).toBe(denied)
    const browserRefuses = (reason: PushSubscribeError['reason']) =>
      refusedWith({ subscribeBrowser: async () => Promise.reject(new PushSubscribeError(reason)) })
    expect(await browserRefuses('denied')).toBe(denied)
    expect(await browserRefuses('timeout')).toBe(
      "The browser's push service did not answer. Try again later.",
    )
    expect(await browserRefuses('unsupported')).toBe('This browser could not subscribe to notifications.')
    expect(await browserRefuses('failed')).toBe('This browser could not subscribe to notifications.')
    const nodeRefuses = (error: Error) => refusedWith({ registerDevice: async () => Promise.reject(error) })
    expect(await nodeRefuses(new NodeError(403, WebPushMessage.notAuthorized))).toBe(
      'Authorize the push server above first.',
    )
    expect(await nodeRefuses(new Error('socket hang up'))).toBe(
      'Could not change notifications on this device.',
    )

    const { actor, calls } = start({ permission: async () => 'denied' })
    await ready(actor)
    const view = await toggle(actor)
    expect(calls).not.toContain('subscribeBrowser:BServerKey')
    expect(view.device).toBeUndefined()
    expect(deviceOn(view)).toBe(false)
  })
})
