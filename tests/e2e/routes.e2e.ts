/** The routes of docs/product.md §2 as a visitor meets them: redirects, the Binding Settings section, the bare 404. */
import { describe, expect, it } from 'vitest'
import { banner } from './_util/flows'
import { appUrl, e2eSuite } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

const pathOf = (url: string) => new URL(url).pathname

describe('routes', () => {
  it('[P2.4] sends / to /profile, where a visitor is asked to sign in', async () => {
    const { page, errors } = await e2e.person()
    await page.goto(appUrl('/'))
    await page.waitForURL(appUrl('/profile'))
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor()
    // The first screen's one action has the header's words (docs/product.md §14.10).
    await page.getByRole('main').getByRole('button', { name: 'Connect wallet', exact: true }).waitFor()
    await banner(page).getByRole('button', { name: 'Connect wallet', exact: true }).waitFor()
    expect(errors).toEqual([])
  })

  it('[P2.5] [P2.6] sends /bind to Subscription management, listed under Binding Settings with a bell', async () => {
    const { page, errors } = await e2e.person()
    await page.goto(appUrl('/bind'))
    await page.waitForURL(appUrl('/bind/subscribeManagement'))
    const section = page.getByRole('navigation', { name: 'Binding Settings' })
    await section.getByRole('heading', { name: 'Binding Settings' }).waitFor()
    const link = section.getByRole('link', { name: 'Subscription management' })
    await expect.poll(() => link.getAttribute('aria-current')).toBe('page')
    expect(await link.locator('svg').count()).toBe(1)
    await page.getByRole('heading', { level: 1, name: 'Subscription management' }).waitFor()
    // Signed out, the screen asks for a wallet rather than showing an empty form.
    await page.getByRole('main').getByRole('button', { name: 'Connect wallet' }).waitFor()
    expect(errors).toEqual([])
  })

  it('[P2.7] [P8.21] shows only "404" for an unknown path', async () => {
    const { page } = await e2e.person()
    for (const path of ['/nowhere', '/profile/a/b', '/bind/unknown', '/binddid/telegram']) {
      const response = await page.goto(appUrl(path))
      expect(response?.ok(), path).toBe(true)
      await page.getByRole('heading', { level: 1, name: '404' }).waitFor()
      // innerText on purpose: what is rendered on screen, nothing else.
      // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is asserted
      expect(await page.locator('body').innerText(), path).toBe('404')
      expect(pathOf(page.url())).toBe(path)
    }
  })

  it('moves between the screens with the header links and history', async () => {
    const { page } = await e2e.person()
    await page.goto(appUrl('/profile'))
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Binding Settings' }).click()
    await page.waitForURL(appUrl('/bind/subscribeManagement'))
    await page.getByRole('heading', { level: 1, name: 'Subscription management' }).waitFor()
    await nav.getByRole('link', { name: 'Profile' }).click()
    await page.waitForURL(appUrl('/profile'))
    await page.goBack()
    await page.waitForURL(appUrl('/bind/subscribeManagement'))
    await banner(page).getByRole('link', { name: 'Web3MQ' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor()
  })
})
