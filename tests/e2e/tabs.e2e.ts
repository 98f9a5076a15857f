/**
 * One socket for all tabs and keys at rest, in a real browser: two pages of one context share the socket
 * the first one opened (Web Locks + BroadcastChannel); the second takes it over when the first closes and
 * receives a message sent meanwhile; a follower tab shows a live notification that reached the leader's
 * socket; a login or a logout in one tab does the same in the other, live (a broadcast, no reload); and
 * localStorage never holds the main private key in plain hex. Each step waits for the event it means; the
 * product's "within a second" for a login is measured and printed, not asserted, so a busy machine cannot
 * fail it.
 */
import type { Page, WebSocket } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DB_NAME } from '#domain/config'
import { MessageModule } from '../../src/sdk/message/message'
import { openLiveSession } from '../_util/live-session'
import { httpSend, signUpAndLogIn } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { ethWallet } from '../fakes/wallets'
import {
  accountAction,
  banner,
  expectSignedIn,
  logIn,
  logOut,
  signUpWithMetaMask,
  storage,
} from './_util/flows'
import { appUrl, e2eSuite, type Person, shortId, socketUrl } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

// The header can squeeze the status text to nothing at some widths; what matters here is the socket's state.
const online = (page: Page) =>
  banner(page).getByRole('status').filter({ hasText: 'Online' }).waitFor({ state: 'attached' })

/** Every socket a page opens to the node, from before its first load. */
const watchSockets = (page: Page): WebSocket[] => {
  const sockets: WebSocket[] = []
  page.on('websocket', (ws) => {
    if (ws.url().endsWith('/messages')) sockets.push(ws)
  })
  return sockets
}

/** Another tab of the same browser profile, opened on the profile page. */
const openTab = async (me: Person): Promise<{ page: Page; sockets: WebSocket[] }> => {
  const page = await me.context.newPage()
  page.setDefaultTimeout(10_000)
  const sockets = watchSockets(page)
  await page.goto(appUrl('/profile'))
  return { page, sockets }
}

/** When (the page's clock, ms) the header next shows "Log out": the moment the session is signed in. */
const whenSignedIn = async (page: Page): Promise<number> => {
  const handle = await page.waitForFunction(
    () =>
      [...document.querySelectorAll('header button')].some((b) => b.textContent === 'Log out') && Date.now(),
    undefined,
    { polling: 10, timeout: 30_000 },
  )
  return (await handle.jsonValue()) as number
}

/** The last message text of every chat record in the page's chat database (docs/product.md §3). */
const storedTexts = (page: Page): Promise<string[]> =>
  page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('chat_history')) return resolve([])
          const all = db.transaction('chat_history').objectStore('chat_history').getAll()
          all.onsuccess = () => {
            db.close()
            resolve(all.result.map((r: { lastMessage?: string }) => r.lastMessage ?? ''))
          }
        }
      }),
    DB_NAME,
  )

const SIGNATURE = /web3mq_(user_)?signature/

describe('tabs', () => {
  it('log in and out together: a login in one tab signs the other in, a logout signs it out live', async () => {
    const wallet = ethWallet('e2e-tabs-in-and-out')
    const me = await e2e.person({ eth: wallet })
    const name = shortId(wallet.address)
    await me.page.goto(appUrl('/profile'))
    await signUpWithMetaMask(me.page, 'tabs-password-2', wallet.address)
    const other = await openTab(me)
    await expectSignedIn(other.page, name)
    // A mark in the page's memory: still there afterwards means every change arrived live, not by a reload.
    await other.page.evaluate(() => Object.assign(window, { tabsMark: true }))
    // Signed requests from the other tab while it is signed out, and (to show the check can fire) while in.
    const signedRequests: string[] = []
    const signedWhileIn: string[] = []
    let listening = false
    other.page.on('request', (request) => {
      if (SIGNATURE.test(`${request.url()} ${request.postData() ?? ''}`))
        (listening ? signedRequests : signedWhileIn).push(request.url())
    })
    const gaps: number[] = []
    for (let round = 0; round < 3; round++) {
      await accountAction(me.page, 'Log out')
      await banner(other.page).getByRole('button', { name: 'Connect wallet', exact: true }).waitFor()
      listening = true
      // Signed out there too: no session key left to sign with, no socket, and a screen that signs its
      // reads when signed in (opened in place, no reload) sends nothing signed.
      const left = await storage(other.page)
      expect([left.PRIVATE_KEY, left.PUBLIC_KEY, left.userid]).toEqual([undefined, undefined, undefined])
      await expect.poll(() => other.sockets.filter((ws) => !ws.isClosed()).length).toBe(0)
      if (round === 0) {
        await other.page.evaluate(() => {
          history.pushState({}, '', '/bind/subscribeManagement')
          dispatchEvent(new PopStateEvent('popstate'))
        })
        await other.page
          .getByText('Sign in with your wallet to manage your subscriptions and notifications.')
          .waitFor()
      }
      await banner(me.page).getByRole('button', { name: 'Connect wallet', exact: true }).waitFor()
      listening = false

      const [here, there] = await Promise.all([
        whenSignedIn(me.page),
        whenSignedIn(other.page),
        logIn(me.page, 'MetaMask', 'tabs-password-2', name),
      ])
      await expectSignedIn(other.page, name)
      gaps.push(there - here)
    }
    expect(signedRequests).toEqual([])
    expect(signedWhileIn.length).toBeGreaterThan(0)
    expect(await other.page.evaluate(() => 'tabsMark' in window)).toBe(true)
    console.log(`login in one tab → signed in in the other: ${gaps.join(', ')} ms (goal: under 1000)`)
  })

  it('share one socket; when the leading tab closes the other takes over and receives a message sent meanwhile', async () => {
    const wallet = ethWallet('e2e-tabs-one-socket')
    const me = await e2e.person({ eth: wallet })
    const name = shortId(wallet.address)
    const firstSockets = watchSockets(me.page)
    await me.page.goto(appUrl('/profile'))
    await signUpWithMetaMask(me.page, 'tabs-password-1', wallet.address)
    await online(me.page)
    const { userid } = await storage(me.page)

    const second = await openTab(me)
    await expectSignedIn(second.page, name)
    // Online through the first tab's socket: the second opened none.
    await online(second.page)
    expect(second.sockets).toHaveLength(0)
    expect(firstSockets.filter((ws) => !ws.isClosed())).toHaveLength(1)

    // Someone writes to this person right as the leading tab goes: the second tab must end up with it.
    const sender = await signUpAndLogIn(httpSend(appUrl()), ethWallet('e2e-tabs-sender'))
    const senderCtx = contextFor({ url: appUrl(), wsUrl: socketUrl() } as never, sender)
    const senderSocket = await openLiveSession(senderCtx)
    try {
      await me.page.close()
      await new MessageModule(senderCtx).sendMessage('Sent while the lead changed hands', userid)
      await expect.poll(() => second.sockets.length).toBe(1)
      await online(second.page)
      await expect
        .poll(async () => (await storedTexts(second.page)).includes('Sent while the lead changed hands'), {
          timeout: 15_000,
        })
        .toBe(true)
    } finally {
      senderSocket.close()
    }

    const third = await openTab(me)
    await expectSignedIn(third.page, name)
    await online(third.page)
    expect(third.sockets).toHaveLength(0)
  })
})

describe('a follower tab', () => {
  it('hears what arrives on the leading tab’s socket: a topic publication, live', async () => {
    const SCREEN = appUrl('/bind/subscribeManagement')
    const region = (page: Page, name: string) => page.getByRole('region', { name })
    const publisherWallet = ethWallet('e2e-tabs-publisher')
    const publisher = await e2e.person({ eth: publisherWallet })
    await publisher.page.goto(SCREEN)
    await signUpWithMetaMask(publisher.page, 'tabs-publisher-1', publisherWallet.address)
    const topics = region(publisher.page, 'Topics')
    await topics.getByRole('textbox', { name: 'Topic name' }).fill('Tabs news')
    await topics.getByRole('button', { name: 'Create topic' }).click()
    const created = topics.getByRole('listitem').filter({ hasText: 'Tabs news' })
    // A signed create and a list reload: past the page's 10 s default once, with two CPU burners running.
    await created.waitFor({ timeout: 30_000 })
    const topicId = await created.evaluate((li) => li.querySelector('strong + span')?.textContent ?? '')

    const readerWallet = ethWallet('e2e-tabs-reader')
    const reader = await e2e.person({ eth: readerWallet })
    await reader.page.goto(SCREEN)
    await signUpWithMetaMask(reader.page, 'tabs-reader-1', readerWallet.address)
    const theirTopics = region(reader.page, 'Topics')
    await theirTopics.getByRole('textbox', { name: 'Topic id' }).fill(topicId)
    await theirTopics.getByRole('button', { name: 'Subscribe', exact: true }).click()
    await theirTopics.getByRole('listitem').filter({ hasText: topicId }).waitFor()

    const follower = await reader.context.newPage()
    follower.setDefaultTimeout(10_000)
    const sockets = watchSockets(follower)
    await follower.goto(SCREEN)
    await online(follower)
    const notifications = region(follower, 'Notifications')
    await notifications.getByText('No notification message').waitFor()

    const form = publisher.page.getByRole('group', { name: 'Publish to Tabs news' })
    await form.getByRole('textbox', { name: 'Title' }).fill('Relayed to every tab')
    await form.getByRole('textbox', { name: 'Content' }).fill('One socket, two tabs.')
    await form.getByRole('button', { name: 'Publish' }).click()
    await notifications.getByRole('listitem').filter({ hasText: 'Relayed to every tab' }).waitFor()
    expect(sockets).toHaveLength(0)
  })
})

describe('keys at rest', () => {
  it('stores the main private key sealed; a reload keeps the session, and the password logs in again', async () => {
    const wallet = ethWallet('e2e-tabs-keys-at-rest')
    const me = await e2e.person({ eth: wallet })
    const name = shortId(wallet.address)
    await me.page.goto(appUrl('/profile'))
    await signUpWithMetaMask(me.page, 'rest-password-1', wallet.address)
    const stored = await storage(me.page)
    expect(stored.MAIN_PRIVATE_KEY).toMatch(/^sealed:v1:/)
    // The session key and the main key as it was before sealing, reported by the harness.
    await expect.poll(() => me.secrets.size).toBeGreaterThan(1)
    const values = Object.values(stored).join('\n')
    for (const secret of me.secrets) {
      if (secret !== stored.PRIVATE_KEY) expect(values).not.toContain(secret)
    }

    await me.page.reload()
    await expectSignedIn(me.page, name)
    await logOut(me.page)
    await me.page.reload()
    await logIn(me.page, 'MetaMask', 'rest-password-1', name)
    expect((await storage(me.page)).MAIN_PRIVATE_KEY).toMatch(/^sealed:v1:/)
  })
})
