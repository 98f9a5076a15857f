/**
 * Debian's Chromium through playwright-core, with the flags that keep it off the network. Every test
 * file gets one browser; every scenario its own context (fresh storage, its own injected wallets).
 */
import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const launchBrowser = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`)
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS })
}

export interface Session {
  context: BrowserContext
  page: Page
  /** Every request URL and body the page sent, to assert no private key ever leaves the browser. */
  traffic: { url: string; body: string }[]
  /** Console errors and page errors, which a scenario may assert are empty. */
  errors: string[]
}

export const openSession = async (
  browser: Browser,
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<Session> => {
  const context = await browser.newContext({ colorScheme: options.colorScheme ?? 'light' })
  const page = await context.newPage()
  const traffic: Session['traffic'] = []
  const errors: string[] = []
  page.on('request', (req) => traffic.push({ url: req.url(), body: req.postData() ?? '' }))
  page.on('websocket', (ws) =>
    ws.on('framesent', (frame) => traffic.push({ url: ws.url(), body: String(frame.payload) })),
  )
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.setDefaultTimeout(10_000)
  return { context, page, traffic, errors }
}
