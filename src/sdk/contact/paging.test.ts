import { describe, expect, it } from 'vitest'
import { mergeListPage, pageFields } from './paging'

const key = (x: { id: string }) => x.id
const page = (...ids: string[]) => ({ items: ids.map((id) => ({ id })), total: 10 })

describe('paging', () => {
  it('always sends a page, and a size only when chosen', () => {
    expect(pageFields()).toEqual({ page: 1 })
    expect(pageFields({ size: 5 })).toEqual({ page: 1, size: 5 })
    expect(pageFields({ page: 3 })).toEqual({ page: 3 })
  })

  it('page 1 (or none) replaces, later pages append, repeats keep their first place', () => {
    const held = [{ id: 'a' }, { id: 'b' }]
    expect(mergeListPage(held, page('c'), undefined, key)).toEqual([{ id: 'c' }])
    expect(mergeListPage(held, page('b', 'c'), { page: 2 }, key)).toEqual([
      { id: 'a' },
      { id: 'b' },
      { id: 'c' },
    ])
    expect(mergeListPage(held, page('x', 'x'), { page: 1 }, key)).toEqual([{ id: 'x' }])
  })
})
