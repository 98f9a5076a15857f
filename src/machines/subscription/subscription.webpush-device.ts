/**
 * This device's switch (docs/product.md §14.6), a part of the Web Push region: turning on asks for
 * permission, then the browser's subscription under the node's key, then gives it to the node; turning off
 * tells the node first, so it stops pushing even when the browser cannot drop its subscription. A failed
 * step puts the switch back where it was, with the reason (`deviceFailed`, subscription.setup.ts).
 */
import { assign } from 'xstate'
import { subscriptionSetup } from './subscription.setup'
import { deniedError, deviceOn, patch } from './subscription.webpush'

export const deviceSwitch = subscriptionSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'webPush.toggle': [
          {
            guard: ({ context }) => deviceOn(context.webPush),
            target: 'unregistering',
          },
          {
            guard: ({ context }) => context.webPush.supported && context.pushStatus === 'on',
            target: 'asking',
          },
        ],
      },
    },
    asking: {
      tags: ['webPushBusy'],
      entry: assign(({ context }) => patch(context, { error: undefined, changed: undefined })),
      invoke: {
        src: 'requestAlertPermission',
        onDone: [
          {
            guard: ({ event }) => event.output === 'denied',
            target: 'idle',
            actions: assign(({ context }) => patch(context, { error: deniedError() })),
          },
          { target: 'subscribing' },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'deviceFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    subscribing: {
      tags: ['webPushBusy'],
      invoke: {
        src: 'subscribeBrowser',
        input: ({ context }) => ({ serverKey: context.webPush.serverKey }),
        onDone: {
          target: 'registering',
          actions: assign(({ context, event }) => patch(context, { pending: event.output })),
        },
        onError: {
          target: 'idle',
          actions: { type: 'deviceFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    registering: {
      tags: ['webPushBusy'],
      invoke: {
        src: 'registerDevice',
        input: ({ context }) => context.webPush.pending ?? { endpoint: '', p256dh: '', auth: '' },
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) =>
            patch(context, {
              device: context.webPush.pending,
              pending: undefined,
              devices: event.output,
              changed: 'on',
            }),
          ),
        },
        onError: {
          target: 'idle',
          actions: { type: 'deviceFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    unregistering: {
      tags: ['webPushBusy'],
      entry: assign(({ context }) => patch(context, { error: undefined, changed: undefined })),
      invoke: {
        src: 'unregisterDevice',
        input: ({ context }) => ({ endpoint: context.webPush.device?.endpoint ?? '' }),
        onDone: 'dropping',
        onError: {
          target: 'idle',
          actions: { type: 'deviceFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The node no longer pushes here; the browser's own subscription goes too, or is reused later. */
    dropping: {
      tags: ['webPushBusy'],
      exit: assign(({ context }) =>
        patch(context, {
          device: undefined,
          devices: Math.max(0, context.webPush.devices - 1),
          changed: 'off',
        }),
      ),
      invoke: { src: 'unsubscribeBrowser', onDone: 'idle', onError: 'idle' },
    },
  },
})
