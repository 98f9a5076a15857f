/**
 * The suite's stage: the page bundled once and served on its own https origin, one TLS mock node that admits
 * only that origin, and one Chromium. `openPerson` gives each person a fresh context (own storage) with a
 * MetaMask-like wallet that really signs, every request to any other host refused and recorded (the kit
 * must do all it does on the local node), and every node answer that refused something recorded.
 */

import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from '../e2e/_util/browser'
import { injectEthWallet, type WalletControl } from '../e2e/_util/wallets'
import { ethWallet, type TestWallet } from '../fakes/wallets'
import { startTlsNode, type TlsNode } from '../official-sdk/tls-node'
import { bundlePage } from './bundle'
import { type PageServer, servePage } from './page-server'

export interface KitPerson {
  label: string
  wallet: TestWallet
  /** Every method the page asked the wallet for, in order. */
  walletCalls: WalletControl['calls']
  context: BrowserContext
  page: Page
  /** Resolves once the node answered the connect frame of the page’s newest socket (docs/protocol.md §3.1). */
  connected: () => Promise<void>
}

/** The node’s answer to a connect (docs/protocol.md §3.1); a frame is [category, type, payload…] (§1.2). */
const CONNECT_RESPONSE = 3

/** The page's newest socket and whether the node has answered its connect frame. */
const watchConnects = (page: Page): KitPerson['connected'] => {
  let latest: { answered: Promise<void> } | null = null
  let socketOpened: () => void = () => {}
  let opened = new Promise<void>((resolve) => {
    socketOpened = resolve
  })
  page.on('websocket', (socket) => {
    const answered = new Promise<void>((resolve) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' && payload[1] === CONNECT_RESPONSE) resolve()
      }),
    )
    latest = { answered }
    socketOpened()
  })
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return
    latest = null
    opened = new Promise<void>((resolve) => {
      socketOpened = resolve
    })
  })
  return async () => {
    await opened
    await latest?.answered
  }
}

export interface KitStage {
  node: TlsNode
  pageServer: PageServer
  browser: Browser
  /** Requests the page sent to hosts other than the page and the node (refused). */
  elsewhere: string[]
  /** Every node answer whose envelope was not `code: 0`, as `METHOD path → code msg`. */
  refusals: string[]
  /** A fresh browser profile for `label`'s wallet, the page open and the kit mounted. */
  openPerson: (label: string) => Promise<KitPerson>
}

export const kitStage = (): KitStage => {
  const stage = { elsewhere: [] as string[], refusals: [] as string[] } as KitStage
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    const [bundle, browser] = await Promise.all([bundlePage(), launchBrowser()])
    const pageServer = await servePage(bundle)
    const node = await startTlsNode({ corsOrigins: [pageServer.origin] })
    Object.assign(stage, { node, pageServer, browser })
    stage.openPerson = async (label) => {
      // The certificates are made for this run: the context accepts them, as a person who imported them would.
      const context = await browser.newContext({ ignoreHTTPSErrors: true })
      contexts.push(context)
      await context.route(
        (url) =>
          url.origin !== pageServer.origin && url.origin !== node.url && /^https?:$/.test(url.protocol),
        (route) => {
          stage.elsewhere.push(route.request().url())
          return route.abort('blockedbyclient')
        },
      )
      context.on('response', async (response) => {
        const url = new URL(response.url())
        if (url.origin !== node.url || response.request().method() === 'OPTIONS') return
        const body = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null
        if (body && body.code !== 0) {
          stage.refusals.push(`${response.request().method()} ${url.pathname} → ${body.code} ${body.msg}`)
        }
      })
      const wallet = ethWallet(`official-kit:${label}`)
      const control = await injectEthWallet(context, wallet)
      const page = await context.newPage()
      const connected = watchConnects(page)
      // A deadline for what the person waits to see, not a speed budget: on a busy two-core machine the
      // kit's key derivation and the wallet's signatures take seconds.
      page.setDefaultTimeout(30_000)
      await page.goto(`${pageServer.origin}/?node=${encodeURIComponent(node.url)}`)
      return { label, wallet, walletCalls: control.calls, context, page, connected }
    }
  })
  afterAll(async () => {
    for (const context of contexts) await context.close()
    await stage.browser?.close()
    await stage.node?.close()
    await stage.pageServer?.close()
  })
  return stage
}
