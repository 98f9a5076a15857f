/**
 * The senders region: each notification sender listed (history pages and live arrivals) has their public
 * profile read once, so a row says "From" their display name as the notification centre does; until then,
 * or when it cannot be read, the row shows the short id.
 */
import { subscriptionSetup } from './subscription.setup'

export const sendersRegion = subscriptionSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: { always: { guard: 'hasUnaskedSenders', target: 'loading', actions: 'askSenders' } },
    loading: {
      invoke: {
        src: 'loadSenders',
        input: ({ context }) => ({ userids: context.senders.lookingUp }),
        onDone: { target: 'idle', actions: { type: 'acceptSenders', params: ({ event }) => event.output } },
        // Names stay short ids; the list itself is unaffected.
        onError: 'idle',
      },
    },
  },
})
