import { describe, expect, it } from 'vitest'
import { mayHaveOlder, mergePage, mergePageBy } from './paging'

const items = (...ids: string[]) => ids.map((id) => ({ id, text: `t-${id}` }))

describe('mergePage', () => {
  it('[P4.27] replaces the list with page 1', () => {
    expect(mergePage(items('a', 'b'), items('c', 'd'), 1)).toEqual(items('c', 'd'))
  })

  it('[P4.27] appends later pages, dropping ids already shown', () => {
    expect(mergePage(items('a', 'b'), items('b', 'c'), 2)).toEqual(items('a', 'b', 'c'))
    expect(mergePage(items('a'), items('b'), 7)).toEqual(items('a', 'b'))
  })

  it('keeps the first occurrence of a repeated id', () => {
    const existing = [{ id: 'a', text: 'old' }]
    expect(mergePage(existing, [{ id: 'a', text: 'new' }], 2)).toEqual([{ id: 'a', text: 'old' }])
    expect(mergePage([], items('x', 'x', 'y'), 1)).toEqual(items('x', 'y'))
  })

  it('treats a page below 2 or not a number as page 1', () => {
    expect(mergePage(items('a'), items('b'), 0)).toEqual(items('b'))
    expect(mergePage(items('a'), items('b'), Number.NaN)).toEqual(items('b'))
    expect(mergePage(items('a'), items('b'), 1.5)).toEqual(items('b'))
  })

  it('never mutates its inputs', () => {
    const existing = items('a')
    const incoming = items('b')
    mergePage(existing, incoming, 2)
    expect(existing).toEqual(items('a'))
    expect(incoming).toEqual(items('b'))
  })
})

describe('mergePageBy', () => {
  it('dedupes by the given key', () => {
    const users = [{ userid: 'u1' }, { userid: 'u2' }]
    expect(mergePageBy(users, [{ userid: 'u2' }, { userid: 'u3' }], 2, (u) => u.userid)).toEqual([
      { userid: 'u1' },
      { userid: 'u2' },
      { userid: 'u3' },
    ])
  })
})

describe('mayHaveOlder', () => {
  it('[P4.27] expects an older page only while the rows held reach the end of the page read', () => {
    expect(mayHaveOlder(30, 1, 30)).toBe(true)
    expect(mayHaveOlder(29, 1, 30)).toBe(false)
    // A message heard meanwhile is held and repeated on the page: it counts once.
    expect(mayHaveOlder(61, 2, 30)).toBe(true)
    expect(mayHaveOlder(0, 1, 30)).toBe(false)
  })
})
