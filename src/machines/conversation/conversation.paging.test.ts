import { describe, expect, it } from 'vitest'
import { endOf, FIRST_PAGE_SIZE, firstPage, OLDER_PAGE_MAX, olderPage } from './conversation.paging'

describe('history paging', () => {
  it('grows older pages to the most a node answers, each starting where the last ended', () => {
    const pages = [firstPage]
    while (pages.length < 200) pages.push(olderPage(endOf(pages.at(-1) ?? firstPage)))
    expect(pages.slice(0, 6).map(({ page, size }) => `${page}x${size}`)).toEqual([
      '1x30',
      '2x30',
      '2x60',
      '3x60',
      '3x90',
      '4x90',
    ])
    let end = 0
    for (const page of pages) {
      expect((page.page - 1) * page.size).toBe(end)
      expect(page.size % FIRST_PAGE_SIZE).toBe(0)
      expect(page.size).toBeLessThanOrEqual(OLDER_PAGE_MAX)
      end = endOf(page)
    }
    // A chat of 10,000 messages is read to its start in 114 requests (334 at 30 a page).
    expect(pages.findIndex((page) => endOf(page) >= 10_000) + 1).toBe(114)
  })
})
