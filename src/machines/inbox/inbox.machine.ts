/**
 * The chat list of `/chat` (docs/product.md §4 "Messages and unread"): what the client already holds is shown
 * at once (the local store), the node's list is read on entry and merged by the SDK, and every later change
 * (a message, an open chat resetting its count, the name of a chat that had none) arrives through the
 * SDK's watch of the list (`watchChannels`). A people search starts a new conversation; pinned and archived
 * chats are kept on this device (./inbox.prefs). I/O only through provided actors.
 */
import { assign } from 'xstate'
import { NO_PREFS } from '../../domain/search'
import { toUiError } from '../kit'
import { prefsRegion } from './inbox.prefs'
import { inboxSetup } from './inbox.setup'
import { LOAD_FAILED, SEARCH_FAILED } from './inbox.types'

export const inboxMachine = inboxSetup.createMachine({
  id: 'inbox',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    channels: [],
    people: {},
    error: undefined,
    query: '',
    results: undefined,
    searchError: undefined,
    prefs: NO_PREFS,
    muted: undefined,
    prefsDirty: false,
    prefsError: undefined,
  }),
  invoke: [{ src: 'watchChannels' }, { src: 'watchMuted' }],
  on: {
    'inbox.list': {
      actions: [
        { type: 'setChannels', params: ({ event }) => ({ channels: event.list.channels }) },
        assign({ people: ({ event }) => event.list.people }),
      ],
    },
    // Until the rules were read, mutes are not known: nothing archived comes back meanwhile.
    'inbox.muted': {
      actions: assign({ muted: ({ event }) => (event.muted.known ? new Set(event.muted.muted) : undefined) }),
    },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadChannels',
            onDone: {
              target: 'ready',
              actions: [
                assign({ error: undefined }),
                { type: 'setChannels', params: ({ event }) => ({ channels: event.output }) },
              ],
            },
            onError: {
              target: 'failed',
              actions: assign({
                error: ({ event }) => toUiError(event.error, { code: 'CHAT.LIST', message: LOAD_FAILED }),
              }),
            },
          },
        },
        ready: {},
        failed: { on: { 'inbox.retry': 'loading' } },
      },
    },
    search: {
      initial: 'idle',
      on: {
        'search.change': { actions: assign({ query: ({ event }) => event.query }) },
        'search.clear': {
          target: '.idle',
          actions: assign({ query: '', results: undefined, searchError: undefined }),
        },
      },
      states: {
        idle: { on: { 'search.submit': { guard: 'hasQuery', target: 'searching' } } },
        searching: {
          tags: 'searching',
          invoke: {
            src: 'searchUsers',
            input: ({ context }) => ({ keyword: context.query.trim() }),
            onDone: {
              target: 'idle',
              actions: assign({ results: ({ event }) => event.output, searchError: undefined }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                searchError: ({ event }) =>
                  toUiError(event.error, { code: 'CHAT.SEARCH', message: SEARCH_FAILED }),
              }),
            },
          },
        },
      },
    },
    prefs: prefsRegion,
  },
})
