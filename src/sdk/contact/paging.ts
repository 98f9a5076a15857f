/**
 * Paging as the social modules take it (docs/product.md §4 "page 1 replaces lists, later pages append"). The
 * node's default page size applies when `size` is absent, so it is only sent when the caller chose one.
 */
import type { ListPage } from '../../domain/contract'
import { mergePageBy } from '../../domain/messages'

export interface PageParams {
  /** 1-based; defaults to 1. */
  page?: number
  size?: number
}

/** The `page`/`size` request fields for a page request; `page` is always present. */
export const pageFields = ({ page = 1, size }: PageParams = {}): { page: number; size?: number } =>
  size === undefined ? { page } : { page, size }

/**
 * Merges a fetched page into a held list by key: page 1 replaces it, later pages append, and an entry
 * already held keeps its place when a later page repeats it.
 */
export const mergeListPage = <T>(
  held: readonly T[],
  fetched: ListPage<T>,
  params: PageParams | undefined,
  keyOf: (item: T) => string,
): T[] => mergePageBy(held, fetched.items, pageFields(params).page, keyOf)
