/** The emoji picker's search and the grid's keys (docs/product.md §14.8). */
import { describe, expect, it } from 'vitest'
import { ALL_EMOJI, EMOJI_CATEGORIES } from './emoji-data'
import { nextCell, rowsOf, searchEmoji } from './emoji-grid'

describe('emoji search', () => {
  it('finds emoji whose name holds every word typed, in list order, ignoring case', () => {
    expect(searchEmoji('Thumbs').map((e) => e.char)).toEqual(['👍', '👎'])
    expect(searchEmoji(' heart  red ').map((e) => e.char)).toEqual(['❤️'])
    expect(searchEmoji('no such thing')).toEqual([])
    expect(searchEmoji('   ')).toEqual([])
  })

  it('has a name for every emoji and no emoji twice', () => {
    expect(ALL_EMOJI.every((e) => e.char !== '' && e.name !== '' && e.name === e.name.toLowerCase())).toBe(
      true,
    )
    expect(new Set(ALL_EMOJI.map((e) => e.char)).size).toBe(ALL_EMOJI.length)
    expect(EMOJI_CATEGORIES.map((c) => c.label)).toEqual([
      'Smileys',
      'People and gestures',
      'Animals and nature',
      'Food and drink',
      'Activities and travel',
      'Objects',
      'Symbols',
    ])
  })
})

describe('grid keys', () => {
  // 19 cells in rows of 8: 0–7, 8–15, 16–18.
  it('moves left and right through the rows, stopping at the ends', () => {
    expect(nextCell(7, 'ArrowRight', 19, 8)).toBe(8)
    expect(nextCell(8, 'ArrowLeft', 19, 8)).toBe(7)
    expect(nextCell(0, 'ArrowLeft', 19, 8)).toBe(0)
    expect(nextCell(18, 'ArrowRight', 19, 8)).toBe(18)
  })

  it('moves up and down in the column; up from the first row leaves the grid', () => {
    expect(nextCell(2, 'ArrowDown', 19, 8)).toBe(10)
    expect(nextCell(10, 'ArrowUp', 19, 8)).toBe(2)
    expect(nextCell(2, 'ArrowUp', 19, 8)).toBeUndefined()
  })

  it('lands on the last cell going down into a short last row, and stays in the last row', () => {
    expect(nextCell(13, 'ArrowDown', 19, 8)).toBe(18)
    expect(nextCell(17, 'ArrowDown', 19, 8)).toBe(17)
  })

  it('goes to the first and last cell with Home and End; an empty grid has no cell', () => {
    expect(nextCell(9, 'Home', 19, 8)).toBe(0)
    expect(nextCell(9, 'End', 19, 8)).toBe(18)
    expect(nextCell(0, 'ArrowRight', 0, 8)).toBeUndefined()
  })

  it('cuts cells into rows', () => {
    expect(rowsOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
  })
})
