/**
 * The chat list of `/chat` (docs/product.md §4 "Messages and unread"): what the client already holds is shown
 * at once (the local store), the node's list is read on entry and merged by the SDK, and every later change
 * (a message, an open chat resetting its count, the name of a chat that had none) arrives through the
 * SDK's watch of the list (`watchChannels`). A people search starts a new conversation. I/O only through
 * provided actors.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Contact } from '../../domain/contract/schemas'
import type { Channel } from '../../domain/messages'
import { missing, missingWatch, toUiError } from '../kit'
import { byLatestActivity } from './inbox.order'
import {
  type InboxContext,
  type InboxEvent,
  type InboxInput,
  LOAD_FAILED,
  SEARCH_FAILED,
  type SearchUsersInput,
} from './inbox.types'

const MACHINE = 'inboxMachine'

export const inboxMachine = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
    input: {} as InboxInput,
  },
  actors: {
    /** Reads the node's first page of chats; the SDK merges it with what it holds. */
    loadChannels: fromPromise<readonly Channel[]>(missing(MACHINE, 'loadChannels')),
    /**
     * Sends `inbox.list` at once and on every change of the client's chat list, with the profiles of the
     * other people of private chats that have no name, until stopped.
     */
    watchChannels: missingWatch(MACHINE, 'watchChannels'),
    searchUsers: fromPromise<readonly Contact[], SearchUsersInput>(missing(MACHINE, 'searchUsers')),
  },
  actions: {
    setChannels: assign((_, params: { channels: readonly Channel[] }) => ({
      channels: byLatestActivity(params.channels),
    })),
  },
  guards: {
    hasQuery: ({ context }) => context.query.trim() !== '',
  },
}).createMachine({
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
  }),
  invoke: { src: 'watchChannels' },
  on: {
    'inbox.list': {
      actions: [
        { type: 'setChannels', params: ({ event }) => ({ channels: event.list.channels }) },
        assign({ people: ({ event }) => event.list.people }),
      ],
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
  },
})
