/**
 * Messages between two people, each in their own browser context with a wallet that signs for real:
 * Alice opens Bob's profile and presses Message; Bob sees her message arrive live, named, with an unread
 * badge before he opens it; his reply and his read receipt reach Alice; the history survives reloads;
 * text holding HTML or a `javascript:` link stays inert text.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { banner, signUpWithMetaMask } from './_util/flows'
import { appUrl, e2eSuite, type Person, shortId } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

const newcomer = async (label: string): Promise<Person> => {
  const wallet = ethWallet(label)
  const person = await e2e.person({ eth: wallet })
  await person.page.goto(appUrl('/profile'))
  await signUpWithMetaMask(person.page, `${label}-password`, wallet.address)
  return person
}

const log = (page: Page) => page.getByRole('log')
/** A literal inside a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' })

/** Types `text` (line breaks with Shift+Enter) and sends it with Enter. */
const send = async (page: Page, text: string) => {
  const box = composer(page)
  await box.fill(text)
  await box.press('Enter')
  await expect.poll(() => box.inputValue()).toBe('')
}

/** The row of the message holding `text`. */
const row = (page: Page, text: string) => log(page).getByRole('listitem').filter({ hasText: text })

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
})
