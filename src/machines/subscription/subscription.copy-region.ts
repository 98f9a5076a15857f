/**
 * Copying one of my topic ids, so its creator can share it: the provided `copyText` actor writes it, the
 * button reads "Copied" for 800 ms (the profile's copy flash, docs/product.md §10.4), and a failure says so.
 * A region of its own, so a copy never waits for a topic request.
 */
import { assign } from 'xstate'
import { toUiError } from '../kit'
import { subscriptionSetup } from './subscription.setup'
import { SUBSCRIPTION_FAILED } from './subscription.types'

const COPIED_FLASH_MS = 800

export const copyRegion = subscriptionSetup.createStateConfig({
  initial: 'idle',
  on: {
    'topics.copy': {
      target: '.copying',
      reenter: true,
      actions: assign({ copied: ({ event }) => event.topicid, copyError: undefined }),
    },
  },
  states: {
    idle: {},
    copying: {
      invoke: {
        src: 'copyText',
        input: ({ context }) => ({ text: context.copied ?? '' }),
        onDone: 'copied',
        onError: {
          target: 'idle',
          actions: assign({
            copied: undefined,
            copyError: ({ event }) =>
              toUiError(event.error, {
                code: SUBSCRIPTION_FAILED,
                message: 'The topic id could not be copied.',
              }),
          }),
        },
      },
    },
    copied: {
      tags: ['topicCopied'],
      after: { [COPIED_FLASH_MS]: { target: 'idle', actions: assign({ copied: undefined }) } },
    },
  },
})
