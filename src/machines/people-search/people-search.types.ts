/** The shapes of the person search used to add a friend or invite to a group. */
import type { Contact } from '../../domain/contract'
import type { UiError } from '../kit'

export type { Contact }

export interface SearchUsersInput {
  keyword: string
  /** The page of results to read (1-based), `size` people a page. */
  page: number
  size: number
}

export interface PeopleSearchContext {
  /** As typed; kept through errors. */
  query: string
  results: Contact[]
  /** The keyword of the last finished search, to say "No one found for …". */
  searched: string | undefined
  error: UiError | undefined
}

export type PeopleSearchEvent =
  | { type: 'search.type'; value: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
