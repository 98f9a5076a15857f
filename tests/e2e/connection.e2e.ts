/**
 * The node goes away mid-session (the mock node's injected outage drops every socket and refuses every
 * request for a while, keeping its state): the header says so, and says "Online" again once it is back,
 * with the person still signed in and the screens working.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { banner, signUpWithMetaMask } from './_util/flows'
import { appUrl, e2eSuite, shortId } from './_util/harness'
import { outage } from './_util/layout'

const e2e = e2eSuite(import.meta.url)

const OUTAGE_MS = 4000

const connection = (page: Page) =>
  banner(page)
    .getByRole('status')
    .filter({ hasText: /Online|Reconnecting|Offline|Connecting/ })

describe('connection state', () => {
  it('shows the node going away and coming back, and keeps the person signed in', async () => {
    const wallet = ethWallet('e2e-connection')
    const { page } = await e2e.person({
      eth: wallet,
      // The browser logs each socket the node refuses during the outage, and each request that met it (the
      // badge, the bell and the screens read from the node on their own schedule, so one may fall inside it).
      expectedErrors:
        /^WebSocket connection to '.+\/messages' failed: .*Unexpected response code: 503$|^Failed to load resource: the server responded with a status of 503/,
    })
    await page.goto(appUrl('/profile'))
    await signUpWithMetaMask(page, 'connection-password', wallet.address)
    await connection(page).filter({ hasText: 'Online' }).waitFor()

    const started = Date.now()
    await outage(OUTAGE_MS)
    // At once "Reconnecting…"; after the two-second grace "Offline — retrying" with a way to retry now.
    await connection(page).filter({ hasText: 'Reconnecting…' }).waitFor()
    await connection(page).filter({ hasText: 'Offline — retrying' }).waitFor()
    await banner(page).getByRole('button', { name: 'Retry now' }).waitFor()
    // Back within the outage plus the client's back-off, not before the node is.
    await connection(page)
      .filter({ hasText: 'Online' })
      .waitFor({ timeout: OUTAGE_MS + 15_000 })
    expect(await banner(page).getByRole('button', { name: 'Retry now' }).count()).toBe(0)
    expect(Date.now() - started).toBeGreaterThanOrEqual(OUTAGE_MS - 500)

    // Still signed in, and the node's state survived: the profile loads after a reload.
    await page.reload()
    await banner(page).getByText(shortId(wallet.address), { exact: true }).waitFor()
    await page.getByRole('heading', { level: 1, name: shortId(wallet.address) }).waitFor()
    await connection(page).filter({ hasText: 'Online' }).waitFor()
  })
})
