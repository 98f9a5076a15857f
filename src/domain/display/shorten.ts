import { SHORTEN_HEAD, SHORTEN_TAIL } from '../config'

const ELLIPSIS = '...'

const count = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0)

/**
 * Shortens a long id to its first `head` characters, `...`, and its last `tail` characters (docs/product.md §2:
 * 5 and 4). An id of at most `head + tail + 3` characters is returned unchanged, because shortening it
 * would not make it shorter. Counts code points, so a surrogate pair is never split. Negative or
 * fractional counts are floored at 0.
 */
export const shorten = (id: string, head: number = SHORTEN_HEAD, tail: number = SHORTEN_TAIL): string => {
  const h = count(head)
  const t = count(tail)
  const chars = Array.from(id)
  if (chars.length <= h + t + ELLIPSIS.length) return id
  return chars.slice(0, h).join('') + ELLIPSIS + (t === 0 ? '' : chars.slice(-t).join(''))
}
