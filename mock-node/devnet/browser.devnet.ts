/**
 * The app follows the network in a real browser (docs/protocol.md §3.9 "Failover"): three node processes of
 * one devnet, each serving the app built with the three as its seeds (README.md "A devnet of many nodes").
 * Alice's page is on node 1 and Bob's on node 2; they sign up with the dev wallet and talk. Node 1 is
 * SIGKILLed mid-conversation and Alice keeps writing, some of it while her client moves: Bob's open chat
 * shows every message she wrote, in order, once each; her messages are delivered; her page never asks her
 * to sign in; her connection status names the node she moved to. The time from the kill to "Online" on the
 * new node is printed.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StorageKeys } from '#domain/config'
import { addressOfPrivateKey } from '#domain/walletsig/eip191'
import { DEV_WALLET_STORAGE_KEY } from '../../src/adapters/wallets/dev-wallet'
import { buildAppInto } from '../../tests/e2e/_util/app-build'
import { CHROMIUM, launchBrowser, openSession, type Session } from '../../tests/e2e/_util/browser'
import { composer, log, row, send } from '../../tests/e2e/_util/chat-page'
import { banner, chooseWallet, expectSignedIn, submitNewPassword } from '../../tests/e2e/_util/flows'
import { shortId } from '../../tests/e2e/_util/harness'
import { freePort, type NatsServer, removeStores, startNats } from '../test/_util/devnet-engine'
import { type SpawnedNode, spawnDevnetNode } from '../test/_util/devnet-nodes'

/** Long enough for a move on a shared two-core machine; a wait ends as soon as its event happens. */
const MOVE = { timeout: 30_000, interval: 50 }
const ARRIVE = { timeout: 30_000 }

let nats: NatsServer | undefined
let appDir: string | undefined
let browser: Browser | undefined
const ports: number[] = []
const nodes: SpawnedNode[] = []

const urlOf = (port: number) => `http://127.0.0.1:${port}`
const hostOf = (port: number) => `127.0.0.1:${port}`

/** What Alice's page showed, in the page's own time: the connection status and any sign-in prompt. */
interface Seen {
  kind: 'status' | 'prompt'
  what: string
  at: number
}

interface Person extends Session {
  /** The node whose origin the page was loaded from, and the one it starts on. */
  origin: string
  address: string
  /** Uncaught errors in the page. */
  pageErrors: string[]
  seen: Seen[]
}

/**
 * A person whose page starts on `node`: the app is loaded from that node, and the stored fast URL names it
 * (src/composition/runtime.ts `startUrl`: a stored URL is used before any discovery), so the test decides
 * where each person is. A move stores the new node there, which a later load keeps.
 */
const person = async (node: string): Promise<Person> => {
  if (!browser) throw new Error('the browser starts in beforeAll')
  const session = await openSession(browser)
  const seen: Seen[] = []
  const pageErrors: string[] = []
  // Three node processes, nats-server and Chromium share the machine: waits get more room than the e2e 10 s.
  session.page.setDefaultTimeout(30_000)
  session.page.on('pageerror', (error) => pageErrors.push(error.message))
  await session.context.exposeBinding(
    '__w3mqSeen',
    (_source, kind: Seen['kind'], what: string, at: number) => {
      seen.push({ kind, what, at })
    },
  )
  await session.context.addInitScript(
    ({ key, url }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, url)
      const report = (window as unknown as { __w3mqSeen: (k: string, w: string, at: number) => void })
        .__w3mqSeen
      // How the app asks for a sign-in: the "Connect wallet" / "Sign in" / "Sign in again" buttons (header,
      // screens, the expired-session notice) and its dialogs (wallet list, password); also the notice that
      // the node cannot be reached (the session's "unavailable" view, under the header).
      const PROMPTS = ['Connect wallet', 'Sign in', 'Sign in again']
      const told = new WeakMap<Element, string>()
      const tell = (el: Element, what: string) => {
        if (told.get(el) === what) return
        told.set(el, what)
        report('prompt', what, Date.now())
      }
      const check = (el: Element) => {
        const text = (el.textContent ?? '').trim()
        if (el.tagName === 'BUTTON' && PROMPTS.includes(text)) tell(el, `button: ${text}`)
        if (el.getAttribute('role') === 'dialog')
          tell(el, `dialog: ${el.querySelector('h2')?.textContent ?? ''}`)
      }
      const PROMPT = 'button, [role="dialog"]'
      // A prompt added, or changed in place (a dialog going from one step's title to the next).
      const inside = (node: Node) => {
        const el = node instanceof Element ? node : node.parentElement
        const around = el?.closest(PROMPT)
        if (around) check(around)
      }
      const added = (node: Node) => {
        if (!(node instanceof Element)) return inside(node)
        inside(node)
        node.querySelectorAll(PROMPT).forEach(check)
        if ((node.textContent ?? '').includes('node cannot be reached'))
          report('prompt', 'notice: the node cannot be reached', Date.now())
      }
      let status = ''
      new MutationObserver((records) => {
        for (const record of records) {
          inside(record.target)
          record.addedNodes.forEach(added)
        }
        const el = document.querySelector('header [role="status"][data-mode]')
        const now = el ? `${el.textContent ?? ''} | ${el.getAttribute('title') ?? ''}` : ''
        if (now !== status) {
          status = now
          report('status', now, Date.now())
        }
      }).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['title', 'data-mode'],
      })
    },
    { key: StorageKeys.fastUrl, url: node },
  )
  return { ...session, origin: node, address: '', pageErrors, seen }
}

/** Signs up with the dev wallet the app offers against the mock node, and notes the wallet's address. */
const signUpWithDevWallet = async (who: Person, password: string): Promise<void> => {
  await who.page.goto(`${who.origin}/profile`)
  await chooseWallet(who.page, 'Dev wallet')
  await submitNewPassword(who.page, password)
  // The key the dev wallet made in this page's storage, and so the address the header names.
  const key = await who.page.evaluate((k) => localStorage.getItem(k), DEV_WALLET_STORAGE_KEY)
  if (!key) throw new Error('the dev wallet stored no key')
  who.address = addressOfPrivateKey(key)
  await expectSignedIn(who.page, shortId(who.address))
}

const connection = (page: Page) =>
  banner(page)
    .getByRole('status')
    .filter({ hasText: /Online|Reconnecting|Offline|Connecting|Moving/ })

/** The status text and the node it names on hover. */
const statusOf = async (page: Page): Promise<string> => {
  const status = connection(page)
  return `${await status.textContent()} | ${await status.getAttribute('title')}`
}

/** Opens the conversation with `other` from their profile's "Message". */
const openChatWith = async (who: Person, other: Person) => {
  await who.page.goto(`${who.origin}/profile/${other.address}`)
  await who.page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click()
  await who.page.waitForURL((url) => url.pathname.startsWith('/chat/user:'))
  await who.page.getByRole('heading', { level: 2, name: shortId(other.address) }).waitFor()
}

/** The texts of the conversation's rows, top to bottom. */
const rows = (page: Page) => log(page).getByRole('listitem').allTextContents()

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error('chromium is not installed: apt-get install -y chromium')
  nats = await startNats()
  for (let i = 0; i < 3; i++) ports.push(await freePort())
  // One build for the three nodes, the three as its seeds (discover mode, src/composition/config.ts).
  appDir = mkdtempSync(join(tmpdir(), 'w3mq-devnet-app-'))
  await buildAppInto(appDir, { VITE_WEB3MQ_SEED_NODES: ports.map(urlOf).join(',') })
  for (const [i, port] of ports.entries()) {
    const args = ['--cluster', nats.url, '--memory', '--node-id', `node:browser-${i + 1}`]
    nodes.push(await spawnDevnetNode([...args, '--port', String(port), '--serve-app', appDir]))
  }
  browser = await launchBrowser()
}, 300_000)

afterAll(async () => {
  // Each step runs whatever the one before did; the first failure is reported once all have run.
  const failures: unknown[] = []
  const step = async (stop: () => Promise<unknown> | undefined) => {
    try {
      await stop()
    } catch (error) {
      failures.push(error)
    }
  }
  await step(() => browser?.close())
  for (const node of nodes) await step(() => node.kill('SIGKILL'))
  await step(() => nats?.stop())
  await step(async () => removeStores())
  await step(async () => appDir && rmSync(appDir, { recursive: true, force: true }))
  if (failures.length > 0) throw failures[0]
}, 60_000)

describe('the app on a devnet whose node dies', () => {
  it('keeps Alice signed in and writing when her node is killed: Bob gets every message once, in order', async () => {
    const [one, two, three] = ports as [number, number, number]
    const alice = await person(urlOf(one))
    const bob = await person(urlOf(two))
    await signUpWithDevWallet(alice, 'devnet-alice-password')
    // From here on Alice's page must never ask her to sign in.
    const signedInAt = Date.now()
    await signUpWithDevWallet(bob, 'devnet-bob-password')

    // Each on their own node, as stored before the app loaded.
    await connection(alice.page).filter({ hasText: 'Online' }).waitFor()
    expect(await statusOf(alice.page)).toBe(`Online | Node: ${hostOf(one)}`)
    await connection(bob.page).filter({ hasText: 'Online' }).waitFor()
    expect(await statusOf(bob.page)).toBe(`Online | Node: ${hostOf(two)}`)

    // They talk across nodes.
    await openChatWith(bob, alice)
    await openChatWith(alice, bob)
    const hello = 'Hello Bob, from node 1'
    const written = [hello]
    await send(alice.page, hello)
    await row(bob.page, hello).waitFor(ARRIVE)
    await send(bob.page, 'Hello Alice, from node 2')
    await row(alice.page, 'Hello Alice, from node 2').waitFor(ARRIVE)
    await connection(alice.page).filter({ hasText: 'Online' }).waitFor()

    // Node 1 dies mid-conversation, and Alice keeps writing while her client finds another node. The first
    // is typed before the kill and sent the moment her page shows the node gone: a move can take a few
    // hundred milliseconds, less than typing a message does.
    const AFTER = 6
    const nth = (n: number) => `Written after the kill (${n}/${AFTER})`
    const writtenAt: number[] = []
    const write = async (message: string) => {
      await send(alice.page, message)
      written.push(message)
      writtenAt.push(Date.now())
    }
    await composer(alice.page).fill(nth(1))
    const killedAt = Date.now()
    await nodes[0]?.kill('SIGKILL')
    const left = () =>
      alice.seen.some((s) => s.kind === 'status' && s.at >= killedAt && !/^Online/.test(s.what))
    await expect.poll(left, { ...MOVE, interval: 5 }).toBe(true)
    await composer(alice.page).press('Enter')
    writtenAt.push(Date.now())
    written.push(nth(1))
    await expect.poll(() => composer(alice.page).inputValue()).toBe('')
    for (let n = 2; n <= AFTER / 2; n++) await write(nth(n))

    // Online again, on node 2 or 3.
    const onNewNode = new RegExp(`^Online \\| Node: 127\\.0\\.0\\.1:(${two}|${three})$`)
    await expect.poll(() => statusOf(alice.page), MOVE).toMatch(onNewNode)
    for (let n = AFTER / 2 + 1; n <= AFTER; n++) await write(nth(n))

    // Every message Alice wrote is delivered (read counts: Bob has the chat open).
    for (const text of written)
      await row(alice.page, text)
        .getByText(/^(Delivered|Read)$/)
        .waitFor(ARRIVE)

    // Bob's open chat: each of Alice's messages once, in the order she wrote them; hers shows each once too.
    for (const page of [bob.page, alice.page]) {
      await expect
        .poll(async () => {
          const texts = await rows(page)
          return written.map((text) => texts.filter((t) => t.includes(text)).length)
        }, ARRIVE)
        .toEqual(written.map(() => 1))
      const texts = await rows(page)
      const at = written.map((text) => texts.findIndex((t) => t.includes(text)))
      expect(at).toEqual([...at].sort((a, b) => a - b))
    }

    // Alice is on another node, and her page knows it: the status names it, FAST_URL holds it.
    const status = await statusOf(alice.page)
    expect(status).toMatch(onNewNode)
    const now = status.replace(/^Online \| Node: /, '')
    expect(await alice.page.evaluate((k) => localStorage.getItem(k), StorageKeys.fastUrl)).toBe(
      `http://${now}`,
    )

    // What her page showed from the kill on: "Moving to another node…", then "Online" on the new node.
    const after = alice.seen.filter((s) => s.kind === 'status' && s.at >= killedAt)
    const online = after.find((s) => onNewNode.test(s.what))
    expect(online, after.map((s) => s.what).join(' → ')).toBeDefined()
    expect(after.some((s) => s.what.startsWith('Moving to another node…'))).toBe(true)
    const ms = (online?.at ?? 0) - killedAt
    // Some of what she wrote was written before she was online again: while her client was moving.
    const early = writtenAt.filter((t) => t < (online?.at ?? 0)).length
    expect(early).toBeGreaterThan(0)
    const steps = after.map((s) => `${s.what.replace(' | Node: ', ' on ')} at +${s.at - killedAt} ms`)
    console.log(
      `kill → Online on ${now}: ${ms} ms (${steps.join(' → ')}); ${early} of ${AFTER} written before`,
    )

    // Never a sign-in prompt after she signed in, and no uncaught error on either page. The watch sees a
    // prompt when there is one: those of her sign-up.
    const prompts = (from: number, to: number) =>
      alice.seen.filter((s) => s.kind === 'prompt' && s.at >= from && s.at < to).map((s) => s.what)
    expect(prompts(0, signedInAt)).toEqual(
      expect.arrayContaining([
        'button: Connect wallet',
        'dialog: Connect a wallet',
        'dialog: Create password',
      ]),
    )
    expect(prompts(signedInAt, Number.POSITIVE_INFINITY)).toEqual([])
    expect([...alice.pageErrors, ...bob.pageErrors]).toEqual([])
  }, 240_000)
})
