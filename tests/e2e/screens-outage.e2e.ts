/**
 * An outage while someone uses the app (issue "Every screen…", defect 8): the page that cannot load fails
 * in its own region, the header stays (in one row, even with "Offline — retrying" in it), and the page
 * comes back by itself once the node is back, without a reload or a navigation.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { banner, signUpWithMetaMask } from './_util/flows'
import { appUrl, e2eSuite } from './_util/harness'
import { headerRows, outage, pastRightEdge, sidewaysOverflow } from './_util/layout'

const e2e = e2eSuite(import.meta.url)

const OUTAGE_MS = 8000

/** What the person sees while the node is away, at 1280 px. */
const duringOutage = async (page: Page) => {
  // A page whose code is not loaded yet cannot arrive now.
  await banner(page).getByRole('link', { name: 'Binding Settings' }).click()
  await page.getByRole('main').getByRole('heading', { name: 'Something went wrong' }).waitFor()
  await banner(page).getByRole('link', { name: 'Web3MQ' }).waitFor()
  await banner(page).getByRole('status').filter({ hasText: 'Offline — retrying' }).waitFor()
  expect(await headerRows(page)).toBe(1)
  expect(await pastRightEdge(page)).toEqual([])
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
}

describe('screens: an outage', () => {
  it('keeps the header, fails only the page region, and recovers by itself', async () => {
    const wallet = ethWallet('e2e-screens-outage')
    const { page } = await e2e.person({
      eth: wallet,
      // During the outage the browser logs each refused socket, chunk and request, and React the
      // region's error it caught.
      expectedErrors:
        /503|WebSocket connection to|dynamically imported module|Failed to fetch|Network Error|Node unavailable|Minified React error|Unable to preload CSS|Refused to apply style/,
    })
    await page.goto(appUrl('/profile'))
    await signUpWithMetaMask(page, 'outage-password', wallet.address)
    await banner(page).getByRole('status').filter({ hasText: 'Online' }).waitFor()

    await outage(OUTAGE_MS)
    try {
      await duringOutage(page)
    } finally {
      // Whatever happened above, the next file meets a node that serves.
      await outage(0)
    }
    // Back without anyone reloading or navigating.
    await page
      .getByRole('main')
      .getByRole('navigation', { name: 'Binding Settings' })
      .waitFor({ timeout: OUTAGE_MS + 20_000 })
    await page
      .getByRole('main')
      .getByRole('heading', { level: 1 })
      .filter({ hasNotText: 'Something' })
      .waitFor()
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0)
    // The screen's stylesheet came back too (a <link> whose load failed would otherwise be kept).
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
        (link) => link.sheet !== null,
      ),
    )
    expect(
      await page.evaluate(
        () => document.querySelectorAll('link[rel="stylesheet"][href*="SubscriptionPage"]').length,
      ),
    ).toBe(1)
    await banner(page).getByRole('status').filter({ hasText: 'Online' }).waitFor({ timeout: 20_000 })
  })
})
