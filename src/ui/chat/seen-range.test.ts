import { describe, expect, it } from 'vitest'
import { chatMessage } from '../../../tests/_util/machines/conversation'
import type { ChatRow } from './chat-rows'
import { cover, landingRow, messagesWithin, rangeOf, spanOf } from './seen-range'

/** Rows in reading order: `d<n>` a date separator, `new` the unread divider, anything else a message. */
const rowsOf = (...keys: string[]): ChatRow[] =>
  keys.map((key): ChatRow => {
    if (key.startsWith('d')) return { kind: 'date', key, label: key }
    if (key === 'new') return { kind: 'unread', key, label: 'New messages' }
    return { kind: 'message', key, message: chatMessage(key), own: false, grouped: false }
  })

describe('the span the reader covered', () => {
  // 0:d1 1:a 2:b 3:c 4:d2 5:e 6:f 7:g 8:h 9:i
  const rows = rowsOf('d1', 'a', 'b', 'c', 'd2', 'e', 'f', 'g', 'h', 'i')

  it('counts the message rows inside the viewport, date separators at its edges left out', () => {
    expect(messagesWithin(rows, 0, 3)).toEqual({ first: 1, last: 2 })
    expect(messagesWithin(rows, 3, 6)).toEqual({ first: 3, last: 5 })
    expect(messagesWithin(rows, 4, 5)).toBeUndefined()
    expect(messagesWithin(rows, -2, 40)).toEqual({ first: 1, last: 9 })
  })

  it("the person's scroll covers every row it went over, however far one event jumped", () => {
    // Opened at a…b, then one scroll event (End, a dragged scrollbar) shows h…i: c…g were scrolled past.
    expect(cover(rows, { first: 1, last: 2 }, { first: 8, last: 9 }, true)).toEqual({ first: 1, last: 9 })
    // Back up over what was covered: nothing is lost.
    expect(cover(rows, { first: 1, last: 9 }, { first: 5, last: 6 }, true)).toEqual({ first: 1, last: 9 })
  })

  it('a move the list made itself covers only what touches the span, and otherwise starts anew', () => {
    // Following the newest rows: they overlap what was on screen.
    expect(cover(rows, { first: 5, last: 7 }, { first: 6, last: 8 }, false)).toEqual({ first: 5, last: 8 })
    // Only a date separator between them: nothing was jumped over.
    expect(cover(rows, { first: 1, last: 3 }, { first: 5, last: 6 }, false)).toEqual({ first: 1, last: 6 })
    // A burst of new messages moved the viewport past e…g: those were never on screen.
    expect(cover(rows, { first: 1, last: 3 }, { first: 8, last: 9 }, false)).toEqual({ first: 8, last: 9 })
    expect(cover(rows, undefined, { first: 2, last: 3 }, false)).toEqual({ first: 2, last: 3 })
  })

  it('keeps its rows by key while older pages come in before them, and lets go once a row is gone', () => {
    const range = rangeOf(rows, { first: 2, last: 6 })
    expect(range).toEqual({ oldest: 'b', newest: 'f' })
    const older = rowsOf('d0', 'y', 'z', ...rows.map((row) => row.key))
    expect(spanOf(older, range, { first: 2, last: 6 })).toEqual({ first: 5, last: 9 })
    expect(spanOf(rows, range, { first: 2, last: 6 })).toEqual({ first: 2, last: 6 })
    expect(spanOf(rowsOf('d1', 'a', 'c', 'd2', 'f'), range, { first: 2, last: 6 })).toBeUndefined()
  })

  it('opens at the first unread message, with the separator of its day when it starts one', () => {
    expect(landingRow(rows, 'c')).toBe(3)
    expect(landingRow(rows, 'e')).toBe(4)
    expect(landingRow(rows, 'a')).toBe(0)
    expect(landingRow(rows, undefined)).toBe(-1)
    expect(landingRow(rows, 'gone')).toBe(-1)
  })

  it('opens above the unread divider, and above its day when the divider starts the day', () => {
    expect(landingRow(rowsOf('d1', 'a', 'new', 'b'), 'b')).toBe(2)
    expect(landingRow(rowsOf('d1', 'a', 'd2', 'new', 'b'), 'b')).toBe(2)
    expect(landingRow(rowsOf('d1', 'new', 'a'), 'a')).toBe(0)
  })

  it('counts the divider as no message: it neither starts a span nor parts two', () => {
    const rows = rowsOf('d1', 'a', 'new', 'b', 'c')
    expect(messagesWithin(rows, 2, 3)).toBeUndefined()
    expect(messagesWithin(rows, 2, 5)).toEqual({ first: 3, last: 4 })
    expect(cover(rows, { first: 1, last: 1 }, { first: 3, last: 4 }, false)).toEqual({ first: 1, last: 4 })
  })
})
