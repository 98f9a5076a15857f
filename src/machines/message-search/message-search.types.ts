/** Context, events, input and actor contract of the message search machine (docs/product.md §14.12). */
import type { SearchResult } from '../../domain/search'
import type { UiError } from '../kit'

export interface MessageSearchInput {
  /** Only this chat's messages (the conversation's own search); every chat when absent (the chat list's). */
  chatId?: string
}

export interface MessageSearchContext extends MessageSearchInput {
  /** What is typed. */
  query: string
  /** The result of the last search and the query it was for; undefined before one and once cleared. */
  result: (SearchResult & { query: string }) | undefined
  error: UiError | undefined
}

export type MessageSearchEvent =
  | { type: 'search.type'; query: string }
  | { type: 'search.clear' }
  /** Messages arrived or changed: a query being shown is searched again (after the same pause). */
  | { type: 'search.refresh' }

export interface SearchMessagesInput {
  query: string
  chatId: string | undefined
}

export const FIND_FAILED = 'The messages on this device could not be searched. Try again.'
