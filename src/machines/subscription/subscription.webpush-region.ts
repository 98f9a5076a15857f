/**
 * Notifications while the app is closed (docs/product.md §14.6): whether the node can push, this device's
 * switch (subscription.webpush-device.ts), and the person's rules, each change saved at once; a further
 * change while one is saved restarts the save with the newest rules. A node without the channel ends in
 * `unavailable`. Pure parts: subscription.webpush.ts.
 */
import { assign } from 'xstate'
import { toUiError } from '../kit'
import { subscriptionSetup } from './subscription.setup'
import { SUBSCRIPTION_FAILED } from './subscription.types'
import { draftOf, noWebPush, patch, rulesErrorOf, webPushViewOf } from './subscription.webpush'
import { deviceSwitch } from './subscription.webpush-device'

export const webPushRegion = subscriptionSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      tags: ['webPushLoading'],
      invoke: {
        src: 'loadWebPush',
        onDone: [
          {
            guard: ({ event }) => webPushViewOf(event.output) !== undefined,
            target: 'ready',
            actions: assign(({ event }) => ({ webPush: webPushViewOf(event.output) ?? noWebPush })),
          },
          { target: 'unavailable' },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign(({ context, event }) =>
            patch(context, {
              error: toUiError(event.error, {
                code: SUBSCRIPTION_FAILED,
                message: 'Could not read your notification settings.',
              }),
            }),
          ),
        },
      },
    },
    loadFailed: { tags: ['webPushLoadFailed'], on: { 'webPush.retry': 'loading' } },
    /** The node has no Web Push channel: the tab still alerts. */
    unavailable: { tags: ['webPushUnavailable'] },
    ready: {
      type: 'parallel',
      states: {
        device: deviceSwitch,
        rules: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'webPush.edit': [
                  { guard: 'rulesChange', target: 'saving', actions: 'editRules' },
                  { actions: 'editRules' },
                ],
              },
            },
            /** A further edit while saving restarts the save with the newest rules. */
            saving: {
              tags: ['webPushSaving'],
              on: {
                'webPush.edit': [
                  { guard: 'rulesChange', target: 'saving', reenter: true, actions: 'editRules' },
                  { actions: 'editRules' },
                ],
              },
              invoke: {
                src: 'saveWebPushRules',
                input: ({ context }) => context.webPush.rules,
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) =>
                    patch(context, {
                      rules: event.output.rules,
                      savedRules: event.output.rules,
                      devices: event.output.subscriptions,
                    }),
                  ),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context, event }) =>
                    patch(context, {
                      rules: context.webPush.savedRules,
                      quietDraft: draftOf(context.webPush.savedRules, context.webPush.quietDraft),
                      rulesError: rulesErrorOf(event.error),
                    }),
                  ),
                },
              },
            },
          },
        },
      },
    },
  },
})
