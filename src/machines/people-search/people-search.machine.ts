/**
 * Finding a person by wallet address, handle or nickname through the node's user search (docs/product.md
 * §7 `/api/users/search/`). A new search replaces the results; a failure keeps what was typed.
 */
import { assign, fromPromise, setup } from 'xstate'
import { LIST_PAGE_SIZE, missing, toUiError } from '../kit'
import type { Contact, PeopleSearchContext, PeopleSearchEvent, SearchUsersInput } from './people-search.types'

/** Said when Search is pressed with nothing typed. */
export const EMPTY_QUERY = 'Type a wallet address, handle or nickname to search.'

export const peopleSearchMachine = setup({
  types: { context: {} as PeopleSearchContext, events: {} as PeopleSearchEvent },
  actors: {
    searchUsers: fromPromise<Contact[], SearchUsersInput>(missing('peopleSearchMachine', 'searchUsers')),
  },
}).createMachine({
  id: 'peopleSearch',
  context: { query: '', results: [], searched: undefined, error: undefined },
  initial: 'idle',
  on: { 'search.type': { actions: assign({ query: ({ event }) => event.value }) } },
  states: {
    idle: {
      on: {
        'search.submit': [
          {
            guard: ({ context }) => context.query.trim() === '',
            actions: assign({ error: { code: 'SEARCH.EMPTY_QUERY', message: EMPTY_QUERY } }),
          },
          { target: 'searching', actions: assign({ error: undefined }) },
        ],
        'search.clear': {
          actions: assign({ query: '', results: [], searched: undefined, error: undefined }),
        },
      },
    },
    searching: {
      tags: ['searching'],
      invoke: {
        src: 'searchUsers',
        input: ({ context }) => ({ keyword: context.query.trim(), page: 1, size: LIST_PAGE_SIZE }),
        onDone: {
          target: 'idle',
          actions: assign({
            results: ({ event }) => event.output,
            searched: ({ context }) => context.query.trim(),
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => toUiError(event.error, { code: 'SEARCH.FAILED', message: 'Search failed' }),
          }),
        },
      },
    },
  },
})
