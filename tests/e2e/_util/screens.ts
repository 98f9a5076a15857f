/**
 * Themes and screenshots. The theme is a choice in the header (light at start, docs/product.md §2, and
 * kept across reloads); it is chosen again after every full page load all the same, so a path never
 * depends on what an earlier one picked. A test run writes its screenshots
 * to the git-ignored test-results/screenshots/ (look there after a failure); `npm run screenshots` sets
 * E2E_SCREENSHOT_DIR=docs/screenshots to refresh the README's pictures on purpose, so an ordinary run
 * leaves the working tree as it found it.
 */
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { banner, settleAnimations } from './flows'
import { appUrl } from './harness'

export type Theme = 'light' | 'dark'

const REPO_ROOT = resolve(import.meta.dirname, '../../..')

/** Where screenshots go: E2E_SCREENSHOT_DIR (relative to the repository root) or test-results/screenshots. */
const screenshotDir = (): string =>
  resolve(REPO_ROOT, process.env.E2E_SCREENSHOT_DIR || 'test-results/screenshots')

/** Picks the theme in the header's "Theme" select and waits until <html> is painted with it. */
const chooseTheme = async (page: Page, theme: Theme): Promise<void> => {
  await banner(page).getByRole('combobox', { name: 'Theme' }).selectOption(theme)
  await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' })
}

/** A full page load of `path`, then the theme. */
export const visit = async (page: Page, path: string, theme: Theme): Promise<void> => {
  await page.goto(appUrl(path))
  await chooseTheme(page, theme)
}

/**
 * An in-app navigation (no reload, so the theme stays), for a route without the header such as the
 * 404 page, the way the router follows a link or the back button.
 */
export const navigateInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/** Saves <screenshot dir>/<name>.png: the viewport (a dialog over its page), or the full page. */
export const screenshot = async (page: Page, name: string, fullPage = false): Promise<void> => {
  const dir = screenshotDir()
  mkdirSync(dir, { recursive: true })
  await settleAnimations(page)
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage, animations: 'disabled' })
}
