/**
 * The Messages page fills the window below the header, at 1280×800 and 375×812: the conversation scrolls
 * inside its list, the page itself never does, and the composer with its hint line stays whole on screen.
 * "New conversation" keeps its Search button inside its card on the phone. The Contacts lists are themed
 * tabs (the kit's button colours and the page's font, light and dark) with tab semantics.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { composer, log, row, send } from './_util/chat-page'
import { banner, newcomer } from './_util/flows'
import { appUrl, e2eSuite, shortId } from './_util/harness'
import { pastRightEdge, sidewaysOverflow } from './_util/layout'

const e2e = e2eSuite(import.meta.url)

const HINT = 'Enter sends, Shift+Enter starts a new line.'
const SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const

/** How far the document is taller than the window (0 or less: the page itself does not scroll). */
const downwardOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)

/** The element's box against the window: how far it reaches past each edge (all ≤ 0 when whole on screen). */
const pastWindow = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect()
    return {
      top: Math.round(-box.top),
      left: Math.round(-box.left),
      bottom: Math.round(box.bottom - window.innerHeight),
      right: Math.round(box.right - window.innerWidth),
    }
  })

/** How far `inner` reaches past `outer` on each side (all ≤ 0 when it lies inside). */
const pastBox = async (inner: Locator, outer: Locator) => {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()])
  if (!a || !b) throw new Error('both boxes must be laid out')
  return {
    top: Math.round(b.y - a.y),
    left: Math.round(b.x - a.x),
    bottom: Math.round(a.y + a.height - (b.y + b.height)),
    right: Math.round(a.x + a.width - (b.x + b.width)),
  }
}

/** The edges `past` says are crossed, with by how much: none when the element lies wholly inside. */
const whollyInside = (past: Record<string, number>, what: string) =>
  expect(
    Object.entries(past).filter(([, by]) => by > 0),
    what,
  ).toEqual([])

describe('chat layout', () => {
  it('fills the window below the header: the list scrolls inside, the composer and its hint stay whole', async () => {
    const alice = await newcomer(e2e, 'e2e-layout-alice')
    const bob = await newcomer(e2e, 'e2e-layout-bob')
    const { page } = alice
    await page.setViewportSize(SIZES[0])
    await page.goto(appUrl(`/profile/${bob.address}`))
    await page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click()
    await page.getByRole('heading', { level: 2, name: shortId(bob.address) }).waitFor()
    for (let n = 1; n <= 16; n++) await send(page, `Layout message ${n}`)
    await row(page, 'Layout message 16')
      .getByText(/^(Sent|Delivered)$/)
      .waitFor()

    for (const size of SIZES) {
      await page.setViewportSize(size)
      await page.reload()
      await row(page, 'Layout message 16').waitFor()
      const where = `${size.width}×${size.height}`
      // Enough messages that the list has more than it shows: it scrolls, the page does not.
      expect(await log(page).evaluate((el) => el.scrollHeight > el.clientHeight), where).toBe(true)
      expect(await downwardOverflow(page), where).toBeLessThanOrEqual(0)
      expect(await sidewaysOverflow(page), where).toBeLessThanOrEqual(0)
      whollyInside(await pastWindow(composer(page)), `composer at ${where}`)
      whollyInside(await pastWindow(page.getByText(HINT, { exact: true })), `hint at ${where}`)
      whollyInside(
        await pastWindow(page.getByRole('button', { name: 'Send', exact: true })),
        `Send at ${where}`,
      )
    }
  })

  it('keeps "Search" of New conversation inside its card on the phone', async () => {
    const { page } = await newcomer(e2e, 'e2e-layout-search')
    await page.setViewportSize(SIZES[1])
    await page.goto(appUrl('/chat'))
    const card = page.getByRole('region', { name: 'New conversation' })
    const search = card.getByRole('button', { name: 'Search', exact: true })
    await search.waitFor()
    whollyInside(await pastBox(search, card), 'Search in its card')
    whollyInside(await pastBox(card.getByRole('searchbox'), card), 'the search box in its card')
    expect(await pastRightEdge(page)).toEqual([])
  })
})

/** The computed styles a person sees on a control. */
const looks = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el)
    return {
      background: style.backgroundColor,
      color: style.color,
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      borderColor: style.borderTopColor,
    }
  })

describe('contacts tabs', () => {
  it('are tabs in the theme, light and dark: the kit button colours and the page font, one selected', async () => {
    const { page } = await newcomer(e2e, 'e2e-layout-tabs')
    await banner(page).getByRole('link', { name: 'Contacts', exact: true }).click()
    const main = page.getByRole('main')
    const tablist = main.getByRole('tablist', { name: 'Contact lists' })
    const tabs = tablist.getByRole('tab')
    const names = ['Contacts', 'Followers', 'Following', 'Requests received', 'Requests sent', 'Groups']
    await expect.poll(() => tabs.allTextContents()).toEqual(names)
    const selected = () => tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('aria-selected')))
    expect(await selected()).toEqual(['true', 'false', 'false', 'false', 'false', 'false'])
    const panel = main.getByRole('tabpanel', { name: 'Contacts' })
    await panel.getByText('No contacts yet: people you follow who follow you back.').waitFor()

    // The keyboard moves along the tabs and shows each list.
    await tablist.getByRole('tab', { name: 'Contacts' }).focus()
    await page.keyboard.press('ArrowRight')
    await main.getByRole('tabpanel', { name: 'Followers' }).getByText('No followers yet.').waitFor()
    expect(await selected()).toEqual(['false', 'true', 'false', 'false', 'false', 'false'])
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Followers')

    const kitButton = main.getByRole('region', { name: 'Add friend' }).getByRole('button', { name: 'Search' })
    const body = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)
    for (const theme of ['light', 'dark'] as const) {
      await banner(page).getByRole('combobox', { name: 'Theme' }).selectOption(theme)
      await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' })
      const button = await looks(kitButton)
      const plain = await looks(tablist.getByRole('tab', { name: 'Groups' }))
      expect(plain, theme).toEqual(button)
      expect(plain.fontFamily, theme).toBe(body)
      // The chosen tab stands out from the others by its background, in the theme's accent.
      const chosen = await looks(tablist.getByRole('tab', { name: 'Followers' }))
      expect(chosen.background, theme).not.toBe(plain.background)
      expect(chosen.fontFamily, theme).toBe(body)
    }
  })
})
