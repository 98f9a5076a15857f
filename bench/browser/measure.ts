/**
 * What one visit measures in Chromium: first contentful paint from the page's own performance timeline,
 * and click → wallet list visible, timed in the page from the click event to the first frame painted
 * after the list is in the DOM (so the CDP round trips of the driver are not counted).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { chromium } from 'playwright-core'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Off the network without request interception (which would switch the HTTP cache off).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]
const TIMEOUT_MS = 20_000

export const launch = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS })

// In-page code is passed as source text: tsx's name-keeping helpers would not exist in the page.
const FCP_SCRIPT = `new Promise((resolve) => {
  new PerformanceObserver((list, observer) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0]
    if (!entry) return
    observer.disconnect()
    resolve(entry.startTime)
  }).observe({ type: 'paint', buffered: true })
})`

// Marks the click event's time and the first frame painted once the list has rows.
const WATCH_SCRIPT = `(() => {
  const marks = { clickAt: 0, listAt: 0 }
  window.__bench = marks
  document.addEventListener('click', (event) => { marks.clickAt = event.timeStamp }, { capture: true, once: true })
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('[role="dialog"] ul[aria-label="Wallets"] li')) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => { marks.listAt = performance.now() }))
  }).observe(document.body, { childList: true, subtree: true })
})()`

// Installed before any page script: marks the first frame painted once a <header> is in the document, and
// the first frame once "Connect wallet" works, which the page says with the sign-in controls' attribute
// `data-sign-in` (the app's entry script shows its prerendered button, handler on, on a signed-out visit, and
// React's button has it too; the one-button page sets it when its script has attached the click handler).
// The app's header is in its HTML, prerendered at build.
const SHOWN_SCRIPT = `(() => {
  window.__shownAt = 0
  window.__workingAt = 0
  new MutationObserver((_records, observer) => {
    if (!window.__shownAt && document.querySelector('header')) {
      window.__shownAt = -1
      requestAnimationFrame(() => { window.__shownAt = performance.now() })
    }
    if (!document.querySelector('header button[data-sign-in]')) return
    observer.disconnect()
    requestAnimationFrame(() => { window.__workingAt = performance.now() })
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-sign-in'] })
})()`

/** Makes every page of `context` record when its header is first painted (read with `shownAt`). */
export const watchShown = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript(SHOWN_SCRIPT)
}

/** Ms from navigation to the first frame with a <header> (needs `watchShown` on the page's context). */
export const shownAt = async (page: Page): Promise<number> => {
  await page.waitForFunction(() => (window as unknown as { __shownAt: number }).__shownAt > 0)
  return (await page.evaluate('window.__shownAt')) as number
}

/** Ms from navigation to the first frame in which "Connect wallet" works (needs `watchShown`). */
export const workingAt = async (page: Page): Promise<number> => {
  await page.waitForFunction(() => (window as unknown as { __workingAt: number }).__workingAt > 0)
  return (await page.evaluate('window.__workingAt')) as number
}

/** Console errors and page errors seen on any page (a CSP refusal would show here), printed at the end. */
export const pageErrors = new Set<string>()

/** Opens `url` in a new page of `context` and answers its first contentful paint in ms. */
export const firstPaint = async (
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; fcp: number }> => {
  const page = await context.newPage()
  page.setDefaultTimeout(TIMEOUT_MS)
  page.on('console', (msg) => {
    if (msg.type() === 'error') pageErrors.add(msg.text())
  })
  page.on('pageerror', (error) => pageErrors.add(error.message))
  await page.goto(url, { waitUntil: 'load' })
  return { page, fcp: (await page.evaluate(FCP_SCRIPT)) as number }
}

/**
 * Clicks "Connect wallet" in the header and answers ms until the wallet list is painted. With `restMs`, the
 * pointer first rests over the button that long (a person's pointer arrives before it presses, and the app
 * prepares the dialog on that intent: docs/product.md §14.5); without, the press follows at once.
 */
export const clickToList = async (page: Page, restMs = 0): Promise<number> => {
  await page.evaluate(WATCH_SCRIPT)
  const button = page.getByRole('banner').getByRole('button', { name: 'Connect wallet', exact: true })
  if (restMs > 0) {
    await button.hover()
    await page.waitForTimeout(restMs)
  }
  await button.click()
  // A function, not source text: a string predicate is eval'd in the page, which the CSP refuses.
  await page.waitForFunction(() => (window as unknown as { __bench: { listAt: number } }).__bench.listAt > 0)
  return (await page.evaluate('window.__bench.listAt - window.__bench.clickAt')) as number
}
