/**
 * The askers region: each person whose join request the creator sees (listed or arrived live) has their
 * public profile read once, so the request names them by the display rules, as the notification centre
 * names its senders; until then, or when it cannot be read, the request shows the short id.
 */
import { groupsSetup } from './groups.setup'

export const requestersRegion = groupsSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: { always: { guard: 'hasUnaskedRequesters', target: 'loading', actions: 'askRequesters' } },
    loading: {
      invoke: {
        src: 'loadProfiles',
        input: ({ context }) => ({ userids: context.requesters.lookingUp }),
        onDone: {
          target: 'idle',
          actions: { type: 'acceptRequesters', params: ({ event }) => event.output },
        },
        // Names stay short ids; the requests themselves are unaffected.
        onError: 'idle',
      },
    },
  },
})
