/**
 * Delivery and read marks come from what the node says and never go back (docs/protocol.md §3.4): Bob is
 * online elsewhere in the app, Alice's three messages turn "Delivered" once his client has them, and stay
 * so after Alice reloads (her device's store and the node's history agree); a device of hers that never saw
 * them cannot read them (the chat is end-to-end encrypted) and says so; Bob reads them, Alice sees "Read",
 * and again after a reload.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { log, row, send } from './_util/chat-page'
import { banner, logIn, newcomer } from './_util/flows'
import { appUrl, e2eSuite, shortId } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

const TEXTS = ['Mark one', 'Mark two', 'Mark three']

/** The send state shown on each of the three rows, in order. */
const marks = (page: Page): Promise<string[]> =>
  Promise.all(
    TEXTS.map(async (text) => {
      const state = row(page, text).getByText(/^(Sending…|Sent|Delivered|Read|Not sent)$/)
      return (await state.count()) === 1 ? ((await state.textContent()) ?? '') : ''
    }),
  )

/** Reloads `page` on `path` and waits until the node's history page of the chat has been read. */
const reloadChat = async (page: Page, path: string): Promise<void> => {
  const history = page.waitForResponse((r) => r.url().includes('/api/messages/history/'))
  await page.goto(appUrl(path))
  await (await history).finished()
  await row(page, TEXTS[2] as string).waitFor()
}

describe('delivery and read marks', () => {
  it('stay "Delivered", then "Read", across a reload and on another device of the sender', async () => {
    const alice = await newcomer(e2e, 'e2e-marks-alice')
    const bob = await newcomer(e2e, 'e2e-marks-bob')

    // Bob is online on his profile page, the chat not open: his client has the messages, he has not read them.
    await alice.page.goto(appUrl(`/profile/${bob.address}`))
    await alice.page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click()
    await alice.page.waitForURL((url) => url.pathname.startsWith('/chat/user:'))
    const bobChat = new URL(alice.page.url()).pathname
    await alice.page.getByRole('heading', { level: 2, name: shortId(bob.address) }).waitFor()
    for (const text of TEXTS) await send(alice.page, text)
    await expect.poll(() => marks(alice.page), { timeout: 15_000 }).toEqual(TEXTS.map(() => 'Delivered'))
    const messagesLink = banner(bob.page).getByRole('link', { name: /^Messages/ })
    await expect.poll(() => messagesLink.textContent()).toBe('Messages3 unread')

    // Alice reloads: her store and the node's history both say delivered.
    await reloadChat(alice.page, bobChat)
    await expect.poll(() => marks(alice.page)).toEqual(TEXTS.map(() => 'Delivered'))

    // Alice on a device that never saw them: the chat is end-to-end encrypted (docs/protocol.md §3.10), so that
    // device cannot read what was sent before it joined, and says so instead of showing rows or marks.
    const wallet = ethWallet('e2e-marks-alice')
    const laptop = await e2e.person({ eth: wallet })
    await laptop.page.goto(appUrl('/profile'))
    await logIn(laptop.page, 'MetaMask', 'e2e-marks-alice-password', shortId(wallet.address))
    await laptop.page.goto(appUrl(bobChat))
    await laptop.page
      .getByText('Messages sent before this device joined this conversation cannot be read here.')
      .waitFor({ timeout: 30_000 })
    expect(await row(laptop.page, TEXTS[2] as string).count()).toBe(0)

    // Bob opens the chat and reads them: Alice sees "Read", and still after a reload.
    await messagesLink.click()
    await bob.page.getByRole('region', { name: 'Chats' }).getByRole('link').first().click()
    await row(bob.page, TEXTS[0] as string).waitFor()
    await expect.poll(() => marks(alice.page), { timeout: 15_000 }).toEqual(TEXTS.map(() => 'Read'))
    await reloadChat(alice.page, bobChat)
    await expect.poll(() => marks(alice.page)).toEqual(TEXTS.map(() => 'Read'))
    expect(await log(alice.page).getByText('Sent', { exact: true }).count()).toBe(0)
  })
})
