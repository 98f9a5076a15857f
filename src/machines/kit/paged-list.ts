/**
 * A list fetched page by page (docs/product.md §4: page 1 replaces the list, later pages append), shared by
 * every screen that shows one: the items so far, the node's total, and the page being asked for.
 */
import { mergePageBy } from '../../domain/messages/paging'
import type { UiError } from './ui-error'

/** Rows per page of the people, group and notification lists (the UI kit's page size, docs/product.md §12.1). */
export const LIST_PAGE_SIZE = 20

export interface PagedList<T> {
  items: T[]
  total: number
  /** The last page merged into `items` (0 before the first). */
  page: number
  /** The page being (or last) requested. */
  requestedPage: number
  error: UiError | undefined
}

export interface FetchedPage<T> {
  items: T[]
  /** The list's full length on the node, for "Show more". */
  total: number
}

export const emptyPaged = <T>(): PagedList<T> => ({
  items: [],
  total: 0,
  page: 0,
  requestedPage: 1,
  error: undefined,
})

/** Merges the requested page: page 1 replaces, later pages append, an item already shown keeps its place. */
export const mergePaged = <T, L extends PagedList<T>>(
  list: L,
  fetched: FetchedPage<T>,
  keyOf: (item: T) => string,
): L => {
  const items = mergePageBy(list.items, fetched.items, list.requestedPage, keyOf)
  // An empty page ends the list even when the node's total says otherwise, so "more" cannot loop.
  const total = fetched.items.length === 0 ? items.length : Math.max(fetched.total, items.length)
  return { ...list, items, total, page: list.requestedPage, error: undefined }
}

/** More to fetch while fewer items are shown than the node counts. */
export const pagedHasMore = (list: PagedList<unknown>): boolean =>
  list.page > 0 && list.items.length < list.total

/** The next page to ask for. */
export const nextPage = <L extends PagedList<unknown>>(list: L): L => ({
  ...list,
  requestedPage: list.page + 1,
  error: undefined,
})
