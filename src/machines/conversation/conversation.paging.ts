/**
 * Which history page to ask for next. The node pages a chat's history by page number and size, newest
 * first, with no cursor (docs/protocol.md §4.4), so page p of size s is the slice [(p - 1)·s, p·s), and a
 * node answers at most 100 a page (the mock node's cap). Page 1 is small, what fits a screen; older pages
 * grow so the start of a long chat is about a hundred requests away, not hundreds. A page can start where
 * the loaded history ends only if its size divides that length, so each older page is the largest multiple
 * of FIRST_PAGE_SIZE up to OLDER_PAGE_MAX that does (30, 30, 60, 60, then 90 on): the slices stay back to
 * back, without gaps or overlaps. A message that arrives meanwhile shifts the slices by one, so a page
 * repeats a message already held (the SDK keeps each id once) and leaves none out.
 */

/** Messages on page 1: about a screenful. */
export const FIRST_PAGE_SIZE = 30
/** The most an older page asks for: what a node answers at most. */
export const OLDER_PAGE_MAX = 100

export interface HistoryPage {
  page: number
  size: number
}

export const firstPage: HistoryPage = { page: 1, size: FIRST_PAGE_SIZE }

/** The page that starts where `loaded` messages of history end (`loaded` a multiple of FIRST_PAGE_SIZE). */
export const olderPage = (loaded: number): HistoryPage => {
  let size = Math.min(loaded, OLDER_PAGE_MAX - (OLDER_PAGE_MAX % FIRST_PAGE_SIZE))
  while (size > FIRST_PAGE_SIZE && loaded % size !== 0) size -= FIRST_PAGE_SIZE
  return { page: loaded / size + 1, size }
}

/** Where the history read so far ends once `page` was read. */
export const endOf = ({ page, size }: HistoryPage): number => page * size

/**
 * How far back opening a chat reads to find its first unread message, in messages: 540 in 8 requests.
 * A run of unread longer than that opens at the oldest message read, and the reader pages on from there.
 */
export const LOCATE_LIMIT = 500
