/**
 * The Telegram chat bound to me, read once, so the screen can name it and link to removing it. Not
 * knowing is not an error worth a message: the section then shows only the bot links.
 */
import { assign } from 'xstate'
import { subscriptionSetup } from './subscription.setup'

export const telegramRegion = subscriptionSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadTelegramBinding',
        onDone: { target: 'ready', actions: assign({ telegram: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    ready: {},
  },
})
