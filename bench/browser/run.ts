/**
 * `npm run bench:browser`: the production build served by the mock node in its own process, measured
 * in Chromium against a static page holding one button, the two interleaved round by round (which goes
 * first alternates). Each round and site gets a fresh browser context: a cold visit (empty cache), a warm
 * visit in the same context (cache filled), and a click on "Connect wallet" on each until the wallet list
 * is painted (on the cold page after the pointer rested over the button, as a person's does). Medians of
 * the rounds with their spread; printed, never asserted.
 */
import { rmSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { type Comparison, printTable, ROUNDS, spreadOf } from '../harness'
import { type ServerProcess, startServer } from '../node/process'
import { conversationBench } from './conversation'
import { clickToList, firstPaint, launch, pageErrors, shownAt, watchShown, workingAt } from './measure'
import { buildAppDir, writeButtonDir } from './pages'
import { signingRows } from './signing'

interface Visit {
  cold: number
  /** The page's own header painted, cold (the app's is prerendered into its HTML at build). */
  coldShown: number
  /** Cold: "Connect wallet" works (its handler is live) and that frame is painted. */
  coldWorking: number
  warm: number
  click: number
  /** On the cold page (nothing of the sign-in fetched yet): the pointer rests POINTER_REST_MS, then clicks. */
  restedClick: number
}

/** How long a quick person's pointer is over the button before the press (the rested-click row). */
const POINTER_REST_MS = 150

const visit = async (browser: Browser, url: string): Promise<Visit> => {
  const context = await browser.newContext()
  await watchShown(context)
  try {
    const cold = await firstPaint(context, url)
    const coldShown = await shownAt(cold.page)
    const coldWorking = await workingAt(cold.page)
    const restedClick = await clickToList(cold.page, POINTER_REST_MS)
    await cold.page.close()
    const warm = await firstPaint(context, url)
    const click = await clickToList(warm.page)
    return { cold: cold.fcp, coldShown, coldWorking, warm: warm.fcp, click, restedClick }
  } finally {
    await context.close()
  }
}

const comparison = (
  name: string,
  ours: number[],
  reference: number[],
  referenceName = 'one-button page',
): Comparison => {
  const mine = spreadOf(ours)
  const theirs = spreadOf(reference)
  return {
    name,
    unit: 'ms',
    ours: mine,
    referenceName,
    reference: theirs,
    ratio: mine.median / theirs.median,
  }
}

const measureRounds = async (browser: Browser, appUrl: string, buttonUrl: string) => {
  const app: Visit[] = []
  const button: Visit[] = []
  await visit(browser, appUrl)
  await visit(browser, buttonUrl)
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) {
      app.push(await visit(browser, appUrl))
      button.push(await visit(browser, buttonUrl))
    } else {
      button.push(await visit(browser, buttonUrl))
      app.push(await visit(browser, appUrl))
    }
  }
  const pick = (visits: Visit[], key: keyof Visit) => visits.map((v) => v[key])
  return [
    comparison('first contentful paint, cold (/profile)', pick(app, 'cold'), pick(button, 'cold')),
    comparison(
      'first contentful paint, warm (same context, second visit)',
      pick(app, 'warm'),
      pick(button, 'warm'),
    ),
    comparison(
      "header painted, cold (the app's own, prerendered into the page)",
      pick(app, 'coldShown'),
      pick(button, 'coldShown'),
    ),
    comparison(
      'navigation → "Connect wallet" working, cold',
      pick(app, 'coldWorking'),
      pick(button, 'coldWorking'),
    ),
    comparison(
      'second visit: click "Connect wallet" at once → wallet list painted',
      pick(app, 'click'),
      pick(button, 'click'),
    ),
    comparison(
      `first visit: pointer over "Connect wallet" ${POINTER_REST_MS} ms, click → wallet list painted`,
      pick(app, 'restedClick'),
      pick(button, 'restedClick'),
    ),
    comparison(
      'app: first contentful paint, warm against cold',
      pick(app, 'warm'),
      pick(app, 'cold'),
      'the app cold',
    ),
  ]
}

const main = async (): Promise<void> => {
  const dirs = [await buildAppDir(), writeButtonDir()]
  const servers: ServerProcess[] = []
  let browser: Browser | undefined
  try {
    for (const dir of dirs) servers.push(await startServer({ mode: 'app', dir }))
    const [app, button] = servers
    if (!app || !button) throw new Error('bench servers did not start')
    browser = await launch()
    const rows = await measureRounds(browser, `${app.url}/profile`, `${button.url}/`)
    console.log(`Chromium ${browser.version()}, ${ROUNDS} rounds, node ${process.version}`)
    printTable('browser: the app against a one-button page, loopback (lower is faster)', rows)
    await signingRows(browser)
    await conversationBench(browser, dirs[0] as string)
    for (const error of pageErrors) console.log(`page error: ${error}`)
  } finally {
    await browser?.close()
    for (const server of servers) await server.stop()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
}

await main()
