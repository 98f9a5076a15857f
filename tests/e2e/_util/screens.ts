/**
 * Themes and screenshots. The theme is a choice in the header (kept in page state, light at start, spec
 * §2), so it is chosen again after every full page load; screenshots land in docs/screenshots/ for the
 * README.
 */
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { banner, settleAnimations } from './flows'
import { appUrl } from './harness'

export type Theme = 'light' | 'dark'

export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../../docs/screenshots')

/** Picks the theme in the header's "Theme" select and waits until <html> is painted with it. */
export const chooseTheme = async (page: Page, theme: Theme): Promise<void> => {
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

/** Saves docs/screenshots/<name>.png: the viewport (a dialog over its page), or the full page. */
export const screenshot = async (page: Page, name: string, fullPage = false): Promise<void> => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await settleAnimations(page)
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage, animations: 'disabled' })
}
