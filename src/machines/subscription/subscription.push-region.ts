/**
 * The push-server authorisation region (docs/product.md §10.2): read the state (auth_status 1 = on), toggle
 * it with a wallet-signed request, show success or failure with Try Again.
 */
import { assign } from 'xstate'
import { toUiError } from '../kit'
import { pushStatusOf } from './subscription.lists'
import { subscriptionSetup } from './subscription.setup'
import { SUBSCRIPTION_FAILED } from './subscription.types'

export const pushRegion = subscriptionSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      tags: ['pushBusy'],
      invoke: {
        src: 'getAuthInfo',
        onDone: {
          target: 'ready',
          actions: assign({ pushStatus: ({ event }) => pushStatusOf(event.output), pushError: undefined }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({
            pushError: ({ event }) =>
              toUiError(event.error, {
                code: SUBSCRIPTION_FAILED,
                message: 'Could not read the authorization state.',
              }),
          }),
        },
      },
    },
    loadFailed: { tags: ['pushLoadFailed'], on: { 'push.retry': 'loading' } },
    ready: { on: { 'push.toggle': { target: 'authorizing', actions: 'requestToggle' } } },
    authorizing: {
      tags: ['pushBusy'],
      entry: assign({ pushError: undefined }),
      invoke: {
        src: 'setPushAuth',
        input: ({ context }) => ({ status: context.pushRequested ?? 'on' }),
        onDone: {
          target: 'succeeded',
          // A node that answers without auth info has still stored what was asked for.
          actions: assign({
            pushStatus: ({ context, event }) =>
              event.output === null ? (context.pushRequested ?? 'on') : pushStatusOf(event.output),
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            pushError: ({ event }) =>
              toUiError(event.error, { code: SUBSCRIPTION_FAILED, message: 'Authorization failure' }),
          }),
        },
      },
    },
    succeeded: {
      tags: ['pushSucceeded'],
      on: { 'push.dismiss': 'ready', 'push.toggle': { target: 'authorizing', actions: 'requestToggle' } },
    },
    failed: { tags: ['pushFailed'], on: { 'push.retry': 'authorizing', 'push.dismiss': 'ready' } },
  },
})
