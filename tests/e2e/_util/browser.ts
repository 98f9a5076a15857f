/**
 * Debian's Chromium through playwright-core, with the flags that keep it off the network. Every test
 * file gets one browser; every scenario its own context (fresh storage, its own injected wallets).
 */
import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const FLAGS = [
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
  /**
   * Every request the context sent (URL, headers and body) and every socket frame its pages sent, to
   * assert no private key ever leaves the browser. `hex` holds the raw bytes of a body or binary frame,
   * where a key would sit as bytes rather than as text.
   */
  traffic: { url: string; body: string; hex: string }[]
  /** Every private key the app wrote to localStorage (PRIVATE_KEY, and MAIN_PRIVATE_KEY as it was before sealing). */
  secrets: Set<string>
  /**
   * Every PUBLIC_KEY / MAIN_PUBLIC_KEY stored: these are meant to be sent, so finding them in the traffic
   * proves the leak check reads the bytes the keys would travel in.
   */
  publicKeys: Set<string>
  /** Console errors and page errors, which a scenario may assert are empty. */
  errors: string[]
}

const SECRET_KEYS = ['PRIVATE_KEY', 'MAIN_PRIVATE_KEY']
const PUBLIC_KEYS = ['PUBLIC_KEY', 'MAIN_PUBLIC_KEY']

/**
 * The generated-avatar service is unreachable here: answer it with a plain gradient so no error is
 * logged and the screenshots show an avatar where a person would see one.
 */
const AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#7c8cff"/><stop offset="1" stop-color="#3fc1a5"/></linearGradient></defs>' +
  '<rect width="10" height="10" fill="url(#g)"/></svg>'

const watchSockets = (page: Page, traffic: Session['traffic']) =>
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) =>
      traffic.push(
        typeof payload === 'string'
          ? { url: ws.url(), body: payload, hex: '' }
          : { url: ws.url(), body: payload.toString('utf8'), hex: payload.toString('hex') },
      ),
    ),
  )

/**
 * A fresh context (own storage) with one page, its traffic and stored private keys recorded, the
 * avatar service answered locally, and a 10 s default timeout so a missing element fails fast.
 */
export const openSession = async (
  browser: Browser,
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<Session> => {
  const context = await browser.newContext({
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: true,
  })
  const traffic: Session['traffic'] = []
  const secrets = new Set<string>()
  const errors: string[] = []
  await context.route('https://cdn.stamp.fyi/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: AVATAR_SVG }),
  )
  // Wraps setItem before any app code runs, so even a key that is written and removed again is seen.
  const publicKeys = new Set<string>()
  await context.exposeBinding('__e2eKey', (_source, key: string, value: string) => {
    // A sealed main key (`sealed:v1:…`) is not the key; its plain hex is reported from encrypt below.
    if (SECRET_KEYS.includes(key) && /^[0-9a-f]{64}$/.test(value)) secrets.add(value)
    if (PUBLIC_KEYS.includes(key)) publicKeys.add(value)
  })
  await context.addInitScript(
    (keys: string[]) => {
      const report = (window as unknown as { __e2eKey: (k: string, v: string) => Promise<void> }).__e2eKey
      const setItem = Storage.prototype.setItem
      Storage.prototype.setItem = function (key: string, value: string) {
        if (keys.includes(key)) void report(key, value)
        return setItem.call(this, key, value)
      }
      // The app seals the main private key before storing it: what is sealed is a secret too. A document
      // that is not a secure context has no SubtleCrypto (a tab opened with noopener starts as one).
      if (typeof SubtleCrypto === 'undefined') return
      const encrypt = SubtleCrypto.prototype.encrypt
      SubtleCrypto.prototype.encrypt = function (algorithm, key, data) {
        const view = ArrayBuffer.isView(data) ? data : new Uint8Array(data as ArrayBuffer)
        const text = new TextDecoder().decode(view)
        if (/^[0-9a-f]{64}$/.test(text)) void report('MAIN_PRIVATE_KEY', text)
        return encrypt.call(this, algorithm, key, data)
      }
    },
    [...SECRET_KEYS, ...PUBLIC_KEYS],
  )
  context.on('request', (req) => {
    const raw = req.postDataBuffer()
    traffic.push({
      url: req.url(),
      body: `${JSON.stringify(req.headers())}\n${raw?.toString('utf8') ?? ''}`,
      hex: raw?.toString('hex') ?? '',
    })
  })
  context.on('page', (page) => watchSockets(page, traffic))
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  // A locator wait is a hang guard, not a speed budget. With two cores shared by Chromium, the node and the
  // runner, a page that had just reloaded once took more than 10 s to show a row it had written.
  page.setDefaultTimeout(30_000)
  return { context, page, traffic, secrets, publicKeys, errors }
}
