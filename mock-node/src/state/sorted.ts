/**
 * Arrays kept in order by a comparator, so reads cut a page by index instead of sorting a copy.
 * Writes are mostly appends (new items are the newest), so a binary search plus a short splice is cheap.
 */
export type Compare<T> = (a: T, b: T) => number

/** The first index whose item sorts after `item` (equal items stay before it). */
const upperBound = <T>(list: readonly T[], item: T, compare: Compare<T>): number => {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (compare(list[mid] as T, item) <= 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

export const insertSorted = <T>(list: T[], item: T, compare: Compare<T>): void => {
  const at = upperBound(list, item, compare)
  if (at === list.length) list.push(item)
  else list.splice(at, 0, item)
}

/** Removes `item` (by identity), found by its sort position; false when it is not there. */
export const removeSorted = <T>(list: T[], item: T, compare: Compare<T>): boolean => {
  for (let i = upperBound(list, item, compare) - 1; i >= 0; i--) {
    const other = list[i] as T
    if (other === item) {
      list.splice(i, 1)
      return true
    }
    if (compare(other, item) !== 0) return false
  }
  return false
}

/** Items `offset … offset + limit` counted from the end: newest first when the list is oldest first. */
export const newestFirst = <T>(list: readonly T[], offset: number, limit: number): T[] => {
  const out: T[] = []
  const stop = Math.max(0, list.length - offset - limit)
  for (let i = list.length - 1 - offset; i >= stop; i--) out.push(list[i] as T)
  return out
}

/** The newest-first page of a list and the list's size, what a paged read answers. */
export interface Page<T> {
  items: T[]
  total: number
}

/** Which slice of a newest-first list a request wants. */
export interface PageWindow {
  offset: number
  limit: number
}
