/**
 * Messages between two people, each in their own browser context with a wallet that signs for real:
 * Alice opens Bob's profile and presses Message; Bob sees her message arrive live, named, with an unread
 * badge before he opens it; his reply and his read receipt reach Alice; the history survives reloads;
 * text holding HTML or a `javascript:` link stays inert text.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { composer, log, row, send } from './_util/chat-page'
import { banner, signUpWithMetaMask } from './_util/flows'
import { appUrl, e2eSuite, type Person, shortId } from './_util/harness'
import { outage } from './_util/layout'
import { screenshot } from './_util/screens'

const e2e = e2eSuite(import.meta.url)

const newcomer = async (label: string, expectedErrors?: RegExp): Promise<Person> => {
  const wallet = ethWallet(label)
  const person = await e2e.person({ eth: wallet, ...(expectedErrors ? { expectedErrors } : {}) })
  await person.page.goto(appUrl('/profile'))
  await signUpWithMetaMask(person.page, `${label}-password`, wallet.address)
  return person
}

/** A literal inside a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Opens the conversation with `other` from their profile's "Message"; answers its path. */
const messageFromProfile = async (page: Page, other: Person): Promise<string> => {
  await page.goto(appUrl(`/profile/${other.address}`))
  await page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/chat/user:'))
  await page.getByRole('heading', { level: 2, name: shortId(other.address) }).waitFor()
  return new URL(page.url()).pathname
}

/** The row of the message holding `text`. */

describe('messages', () => {
  it('[P4.23] two people talk: live delivery, unread badge, reply, read receipt, history after reload, inert HTML', async () => {
    const alice = await newcomer('e2e-chat-alice')
    const bob = await newcomer('e2e-chat-bob')

    // Alice starts the conversation from Bob's profile.
    await alice.page.goto(appUrl(`/profile/${bob.address}`))
    await alice.page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click()
    await alice.page.waitForURL((url) => url.pathname.startsWith('/chat/user:'))
    const bobChat = new URL(alice.page.url()).pathname
    await alice.page.getByRole('heading', { level: 2, name: shortId(bob.address) }).waitFor()
    await send(alice.page, 'Hello Bob')
    await row(alice.page, 'Hello Bob')
      .getByText(/^(Sent|Delivered)$/)
      .waitFor()

    // Bob, on another page, sees the unread badge, then the chat named after Alice with her message.
    const messagesLink = banner(bob.page).getByRole('link', { name: /^Messages/ })
    await expect.poll(() => messagesLink.textContent()).toBe('Messages1 unread')
    await messagesLink.click()
    const chat = bob.page.getByRole('region', { name: 'Chats' }).getByRole('link').first()
    await expect
      .poll(() => chat.textContent())
      .toMatch(new RegExp(`^${literal(shortId(alice.address))}Hello Bob.*1 unread$`))
    await chat.click()
    await row(bob.page, 'Hello Bob').getByText(shortId(alice.address), { exact: true }).waitFor()
    // Opened: the count is gone everywhere.
    await expect.poll(() => messagesLink.textContent()).toBe('Messages')

    // Seen by Bob: Alice's message turns read. Bob replies; Alice sees it live.
    await row(alice.page, 'Hello Bob').getByText('Read', { exact: true }).waitFor()
    await send(bob.page, 'Hi Alice')
    await row(alice.page, 'Hi Alice').getByText(shortId(bob.address), { exact: true }).waitFor()

    // HTML and a javascript: link arrive as the text that was typed, nothing more.
    const hostile =
      '<img src=x onerror="window.__pwned=1"><b>bold</b> <a href="javascript:window.__pwned=2">x</a> javascript:window.__pwned=3'
    await send(alice.page, hostile)
    const received = row(bob.page, 'onerror')
    await received.waitFor()
    expect(await received.locator('p').nth(1).textContent()).toBe(hostile)
    expect(await log(bob.page).locator('img[src="x"], b, a').count()).toBe(0)
    expect(await bob.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()

    // An http(s) address becomes a link (a page of this origin, so the preview needs no network).
    const address = appUrl('/profile')
    await send(alice.page, `Look: ${address}`)
    const link = row(bob.page, 'Look:').getByRole('link', { name: address })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe(address)
    await screenshot(bob.page, 'conversation')

    // Both reload: the history is still there, in order.
    for (const [page, path] of [
      [alice.page, bobChat],
      [bob.page, new URL(bob.page.url()).pathname],
    ] as const) {
      await page.goto(appUrl(path))
      await row(page, 'onerror').waitFor()
      const texts = await log(page).getByRole('listitem').allTextContents()
      const order = ['Hello Bob', 'Hi Alice', 'onerror'].map((t) => texts.findIndex((x) => x.includes(t)))
      expect(order.every((at, i) => at >= 0 && (i === 0 || at > (order[i - 1] as number)))).toBe(true)
    }
  })

  it('sends what was written while the node was away once it is back, and what was queued before a reload after it; unread counts survive a reload; at 375 px one pane at a time', async () => {
    // Refused sockets and requests while the node is away, and the held socket's handshake, are logged.
    const away = /WebSocket connection to '.+\/messages' failed|status of 503|Failed to load resource/
    const alice = await newcomer('e2e-chat-away-alice', away)
    const bob = await newcomer('e2e-chat-away-bob', away)
    await messageFromProfile(bob.page, alice)

    await alice.page.setViewportSize({ width: 375, height: 740 })
    const bobChat = await messageFromProfile(alice.page, bob)
    // Narrow: the conversation alone, with a way back to the chats (and the conversation hidden there).
    expect(await alice.page.getByRole('heading', { level: 2, name: 'Chats' }).isVisible()).toBe(false)
    await alice.page.getByRole('link', { name: 'Back to chats' }).click()
    await alice.page.getByRole('heading', { level: 2, name: 'Chats' }).waitFor()
    expect(await composer(alice.page).count()).toBe(0)
    await alice.page.goBack()
    await composer(alice.page).waitFor()

    // The node goes away once the chat is set up (end-to-end encrypted, which needs the node once): the
    // message waits as "Sending…", and arrives once the node is back.
    await alice.page.getByText('🔒 End-to-end encrypted').waitFor({ timeout: 30_000 })
    await outage(4000)
    await send(alice.page, 'Written while the node was away')
    await row(alice.page, 'Written while the node was away').getByText('Sending…', { exact: true }).waitFor()
    await row(bob.page, 'Written while the node was away').waitFor({ timeout: 30_000 })
    await row(alice.page, 'Written while the node was away')
      .getByText(/^(Sent|Delivered|Read)$/)
      .waitFor({ timeout: 30_000 })

    // The socket held back (never answering the handshake): queued, then the page reloads and sends it.
    let hold = true
    await alice.page.routeWebSocket(/\/messages$/, (ws) => {
      if (!hold) ws.connectToServer()
    })
    await alice.page.goto(appUrl(bobChat))
    await send(alice.page, 'Queued before a reload')
    await row(alice.page, 'Queued before a reload').getByText('Sending…', { exact: true }).waitFor()
    hold = false
    await alice.page.reload()
    await row(bob.page, 'Queued before a reload').waitFor({ timeout: 30_000 })
    await row(alice.page, 'Queued before a reload')
      .getByText(/^(Sent|Delivered|Read)$/)
      .waitFor({ timeout: 30_000 })
    expect(await row(bob.page, 'Queued before a reload').count()).toBe(1)

    // Unread counts are kept on the device: the badge survives Bob's reload.
    await banner(bob.page).getByRole('link', { name: 'Profile', exact: true }).click()
    await send(alice.page, 'Counted while Bob is elsewhere')
    const badge = banner(bob.page).getByRole('link', { name: /^Messages/ })
    await expect.poll(() => badge.textContent()).toBe('Messages1 unread')
    await bob.page.reload()
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe('Messages1 unread')
  })
})
