/**
 * The search over the messages kept on this device (docs/product.md §14.12), in the chat list (every chat)
 * or in one conversation: it searches as the person types, SEARCH_PAUSE after the last key, a newer query
 * replacing one under way; the results stay until the query is cleared or the next result replaces them, and a
 * query shown is searched again when messages arrive (`search.refresh`). The
 * search itself is the SDK's (`client.search`), given through the `searchMessages` actor: the query never
 * reaches the node.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { SearchResult } from '../../domain/search'
import { missing, toUiError } from '../kit'
import {
  FIND_FAILED,
  type MessageSearchContext,
  type MessageSearchEvent,
  type MessageSearchInput,
  type SearchMessagesInput,
} from './message-search.types'

/** How long typing pauses before the search runs, in ms. */
export const SEARCH_PAUSE = 200

const blank = (query: string) => query.trim() === ''

export const messageSearchMachine = setup({
  types: {
    context: {} as MessageSearchContext,
    events: {} as MessageSearchEvent,
    input: {} as MessageSearchInput,
  },
  actors: {
    searchMessages: fromPromise<SearchResult, SearchMessagesInput>(
      missing('messageSearchMachine', 'searchMessages'),
    ),
  },
  guards: {
    typedBlank: ({ event }) => event.type === 'search.type' && blank(event.query),
    hasQuery: ({ context }) => !blank(context.query),
  },
}).createMachine({
  id: 'messageSearch',
  context: ({ input }) => ({ ...input, query: '', result: undefined, error: undefined }),
  initial: 'idle',
  on: {
    'search.type': [
      {
        guard: 'typedBlank',
        target: '.idle',
        actions: assign({ query: ({ event }) => event.query, result: undefined, error: undefined }),
      },
      { target: '.waiting', reenter: true, actions: assign({ query: ({ event }) => event.query }) },
    ],
    'search.clear': { target: '.idle', actions: assign({ query: '', result: undefined, error: undefined }) },
    'search.refresh': { guard: 'hasQuery', target: '.waiting', reenter: true },
  },
  states: {
    idle: {},
    waiting: { tags: 'searching', after: { [SEARCH_PAUSE]: 'searching' } },
    searching: {
      tags: 'searching',
      invoke: {
        src: 'searchMessages',
        input: ({ context }) => ({ query: context.query.trim(), chatId: context.chatId }),
        onDone: {
          target: 'idle',
          actions: assign({
            result: ({ context, event }) => ({ ...event.output, query: context.query.trim() }),
            error: undefined,
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => toUiError(event.error, { code: 'CHAT.FIND', message: FIND_FAILED }),
          }),
        },
      },
    },
  },
})
