/**
 * The conversation screen at 10,000 messages, in Chromium: a mock node in this process serves the build;
 * Alice and Bob sign up through the node's REST API, Bob sends Alice 10,000 messages (REST send, signed
 * as the SDK signs), and Alice's signed-in page opens the chat. Measured: navigation → first message
 * row painted, the scroll back through the whole history (older pages loading as the top is reached),
 * then a scroll from the oldest to the newest message with every row loaded, as frame intervals
 * (rAF to rAF) and the rows present in the DOM. Printed, never asserted.
 */
import type { Browser, Page } from 'playwright-core'
import { StorageKeys } from '#domain/config'
import { buildApp } from '../../mock-node/src/app'
import { injectSend, signUpAndLogIn, type TestAccount } from '../../tests/_util/node-client'
import { seedChat } from '../../tests/_util/seed-chat'
import { ethWallet } from '../../tests/fakes/wallets'

export const CONVERSATION_SIZE = Number(process.env.BENCH_CONVERSATION_SIZE ?? 10_000)
const PAGE_WAIT_MS = 180_000
const DAY_MS = 86_400_000

/** The session as a login stores it, so the page starts signed in as `who`. */
const signedInStorage = (who: TestAccount): Record<string, string> => ({
  [StorageKeys.privateKey]: who.sessionKeys.PrivateKey,
  [StorageKeys.publicKey]: who.sessionKeys.PublicKey,
  [StorageKeys.userid]: who.userid,
  [StorageKeys.didKey]: `${who.wallet.didType}:${who.wallet.address}`,
  [StorageKeys.walletAddress]: who.wallet.address,
  [StorageKeys.pubkeyExpiredTimestamp]: String(Date.now() + DAY_MS),
})

// In-page code as source text (see measure.ts): marks the first frame painted with a message row.
const FIRST_ROW_SCRIPT = `(() => {
  const marks = { firstRow: 0 }
  window.__chat = marks
  const check = (observer) => {
    if (!document.querySelector('[role="log"] li [data-state], [role="log"] li p')) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => { marks.firstRow = performance.now() }))
  }
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver((_r, observer) => check(observer)).observe(document.body, { childList: true, subtree: true })
  })
})()`

// Records rAF intervals and the most rows in the DOM while `window.__frames.on` holds.
const FRAMES_SCRIPT = `(() => {
  const frames = { on: true, gaps: [], maxRows: 0, last: performance.now() }
  window.__frames = frames
  const tick = (now) => {
    frames.gaps.push(now - frames.last)
    frames.last = now
    frames.maxRows = Math.max(frames.maxRows, document.querySelectorAll('[role="log"] li').length)
    if (frames.on) requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})()`

interface Frames {
  gaps: number[]
  maxRows: number
}

const stopFrames = (page: Page): Promise<Frames> =>
  page.evaluate(() => {
    const frames = (window as unknown as { __frames: Frames & { on: boolean } }).__frames
    frames.on = false
    return { gaps: frames.gaps, maxRows: frames.maxRows }
  })

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

const describeFrames = (label: string, { gaps, maxRows }: Frames): string => {
  const over = (ms: number) => gaps.filter((g) => g > ms).length
  return (
    `${label}: ${gaps.length} frames, median ${quantile(gaps, 0.5).toFixed(1)} ms, p95 ${quantile(gaps, 0.95).toFixed(1)} ms, ` +
    `max ${Math.max(...gaps).toFixed(1)} ms, ${over(50)} over 50 ms; at most ${maxRows} rows in the DOM`
  )
}

/** Scrolls to the top until the whole history is loaded (no "Load older messages" left). */
const scrollBackThroughHistory = async (page: Page): Promise<void> => {
  await page.waitForFunction(
    () => {
      const log = document.querySelector<HTMLElement>('[role="log"]')
      if (!log) return false
      const more = [...document.querySelectorAll('button')].some((b) =>
        /older messages/.test(b.textContent ?? ''),
      )
      if (!more) return true
      log.scrollTop = 0
      return false
    },
    undefined,
    { polling: 50, timeout: PAGE_WAIT_MS },
  )
}

/** Scrolls from the oldest message to the newest in steps of one frame over `frames` frames. */
const scrollDown = (page: Page, frames: number): Promise<unknown> =>
  page.evaluate(`new Promise((resolve) => {
    const log = document.querySelector('[role="log"]')
    log.scrollTop = 0
    let i = 0
    const step = () => {
      i++
      log.scrollTop = ((log.scrollHeight - log.clientHeight) * i) / ${frames}
      if (i < ${frames}) requestAnimationFrame(step)
      else resolve()
    }
    requestAnimationFrame(step)
  })`)

export const conversationBench = async (browser: Browser, appDir: string): Promise<void> => {
  const node = await buildApp({ serveAppDir: appDir })
  try {
    const url = await node.listen({ port: 0, host: '127.0.0.1' })
    const send = injectSend(node)
    const alice = await signUpAndLogIn(send, ethWallet('bench-chat-alice'), { nickname: 'Alice' })
    const bob = await signUpAndLogIn(send, ethWallet('bench-chat-bob'), { nickname: 'Bob' })
    const seedStart = performance.now()
    await seedChat(send, bob, alice, CONVERSATION_SIZE)
    console.log(
      `seeded ${CONVERSATION_SIZE} messages in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    )

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const storage = signedInStorage(alice)
    await context.addInitScript(
      `for (const [k, v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k, v)`,
    )
    await context.addInitScript(FIRST_ROW_SCRIPT)
    const page = await context.newPage()
    page.on('pageerror', (error) => console.log(`page error: ${error.message}`))
    await page.goto(`${url}/chat/${bob.userid}`)
    await page.waitForFunction(
      () => (window as unknown as { __chat: { firstRow: number } }).__chat.firstRow > 0,
      undefined,
      {
        timeout: PAGE_WAIT_MS,
      },
    )
    const firstRow = (await page.evaluate('window.__chat.firstRow')) as number
    console.log(
      `open /chat/<bob> with ${CONVERSATION_SIZE} messages: first message row painted at ${firstRow.toFixed(0)} ms`,
    )

    await page.evaluate(FRAMES_SCRIPT)
    const loadStart = performance.now()
    await scrollBackThroughHistory(page)
    const loading = await stopFrames(page)
    const oldest = await page.evaluate(`new Promise((resolve) => {
      const log = document.querySelector('[role="log"]')
      log.scrollTop = 0
      requestAnimationFrame(() => requestAnimationFrame(() => {
        const texts = [...log.querySelectorAll('li')].map((li) => li.textContent)
        resolve(texts.find((t) => t.includes('message ')))
      }))
    })`)
    console.log(`oldest message, at the top: "${oldest}"`)
    console.log(
      `${describeFrames('scroll back through the history, pages loading', loading)}; ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
    )
    await page.evaluate(FRAMES_SCRIPT)
    await scrollDown(page, 240)
    console.log(
      describeFrames(
        `scroll oldest → newest over 240 frames, all ${CONVERSATION_SIZE} loaded`,
        await stopFrames(page),
      ),
    )
    await context.close()
  } finally {
    await node.close()
  }
}
