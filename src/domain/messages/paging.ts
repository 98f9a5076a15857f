/**
 * Paging (docs/product.md §4): page 1 replaces a list, later pages append to it. Ids are unique in the result:
 * the first occurrence wins, so an item already shown keeps its place when a later page repeats it
 * (lists shift while the user scrolls).
 */

/** The items with one per key, the first given winning, in their order. */
export const uniqueBy = <T>(items: Iterable<T>, keyOf: (item: T) => string): T[] => {
  const seen = new Set<string>()
  const out: T[] = []
  for (const item of items) {
    const key = keyOf(item)
    if (seen.has(key)) continue
    seen.add(key)
    out.push(item)
  }
  return out
}

/** Merges a fetched page by a key. A page number below 2 (or not a number) counts as page 1. */
export const mergePageBy = <T>(
  existing: readonly T[],
  incoming: readonly T[],
  page: number,
  keyOf: (item: T) => string,
): T[] => (page >= 2 ? uniqueBy([...existing, ...incoming], keyOf) : uniqueBy(incoming, keyOf))

/** `mergePageBy` keyed on `id`, the key of display messages. */
export const mergePage = <T extends { id: string }>(
  existing: readonly T[],
  incoming: readonly T[],
  page: number,
): T[] => mergePageBy(existing, incoming, page, (item) => item.id)

/**
 * Whether an older page of a chat may exist after page `page` of `size` was read (docs/product.md §4
 * [P4.27]): only when the rows held reach that page's end. A message heard meanwhile is both held and
 * repeated on the page, so it counts once.
 */
export const mayHaveOlder = (held: number, page: number, size: number): boolean => held >= page * size
