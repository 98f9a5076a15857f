/**
 * The picker's pure rules: which emoji a search finds, and where the focus goes in the grid on a key
 * (docs/product.md §14.8). The grid is read in rows of `columns`; the last row may be short.
 */
import { ALL_EMOJI, type Emoji } from './emoji-data'

/** Cells in a row of the grid: 8 buttons of 30 px fit a 375 px screen with the picker's padding. */
export const GRID_COLUMNS = 8

/**
 * The emoji whose name holds every word of `query` (case and surrounding spaces ignored), in the order
 * they are listed; an empty query finds nothing, since the picker then shows a category.
 */
export const searchEmoji = (query: string, all: readonly Emoji[] = ALL_EMOJI): Emoji[] => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  return all.filter((emoji) => words.every((word) => emoji.name.includes(word)))
}

/** The keys the grid answers; any other leaves the focus where it is. */
export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End'

export const isGridKey = (key: string): key is GridKey =>
  key === 'ArrowLeft' ||
  key === 'ArrowRight' ||
  key === 'ArrowUp' ||
  key === 'ArrowDown' ||
  key === 'Home' ||
  key === 'End'

/**
 * The cell the focus moves to from `index` among `count` cells. Left and right go through the rows (the
 * first and last cells stop them); up and down keep the column and stop at the edges, down from the row
 * above a short last row landing on its last cell; Home and End go to the first and last cell. Answers
 * `undefined` for Up from the first row, which hands the focus back to the search field.
 */
export const nextCell = (
  index: number,
  key: GridKey,
  count: number,
  columns: number = GRID_COLUMNS,
): number | undefined => {
  if (count <= 0) return undefined
  const last = count - 1
  const at = Math.min(Math.max(index, 0), last)
  switch (key) {
    case 'ArrowLeft':
      return Math.max(at - 1, 0)
    case 'ArrowRight':
      return Math.min(at + 1, last)
    case 'ArrowUp':
      return at - columns < 0 ? undefined : at - columns
    case 'ArrowDown': {
      const below = at + columns
      if (below <= last) return below
      // A short last row: land on its last cell, unless the focus is already in the last row.
      return Math.floor(at / columns) === Math.floor(last / columns) ? at : last
    }
    case 'Home':
      return 0
    case 'End':
      return last
  }
}

/** The cells in rows of `columns`, for a grid's `role="row"` elements. */
export const rowsOf = <T>(cells: readonly T[], columns: number = GRID_COLUMNS): T[][] => {
  const rows: T[][] = []
  for (let i = 0; i < cells.length; i += columns) rows.push(cells.slice(i, i + columns))
  return rows
}
