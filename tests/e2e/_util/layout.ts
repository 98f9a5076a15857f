/**
 * What the screens issue measures in a page: sideways scrolling, how many rows the header takes, and the
 * mock node's injected outage. Browser-side checks are functions (the app's CSP allows no eval).
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { appUrl } from './harness'

/** How far the page is wider than the window (0 when it does not scroll sideways). */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** The elements that reach past the window's right edge (tag, class, right edge), for a readable failure. */
export const pastRightEdge = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .map((el) => ({ el, right: Math.round(el.getBoundingClientRect().right) }))
      .filter(({ right }) => right > document.documentElement.clientWidth)
      .map(({ el, right }) => `${el.tagName.toLowerCase()}.${el.className} ${right}`),
  )

/**
 * The header's rows: its visible direct children grouped by their vertical centre (a child whose
 * `display: contents` hides it is counted through its own children). The open menu panel is excluded.
 */
export const headerRows = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const header = document.querySelector('header')
    if (!header) return 0
    const items: Element[] = []
    for (const child of Array.from(header.children)) {
      if (getComputedStyle(child).display === 'contents') items.push(...Array.from(child.children))
      else items.push(child)
    }
    const centres = items
      .map((item) => item.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0 && box.top >= 0)
      .map((box) => Math.round(box.top + box.height / 2))
    const rows: number[] = []
    for (const centre of centres) if (!rows.some((row) => Math.abs(row - centre) < 16)) rows.push(centre)
    return rows.length
  })

/** The mock node refuses every request and socket for `ms` (POST /__mock/outage). */
export const outage = async (ms: number): Promise<void> => {
  const res = await fetch(appUrl('/__mock/outage'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  })
  expect(((await res.json()) as { code: number }).code).toBe(0)
}
