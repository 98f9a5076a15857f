/**
 * Read receipts follow what the reader scrolled past, not what the windowed list happened to draw: Alice
 * sends Bob 200 messages; Bob's chat opens at the first unread one, so only that screen turns "Read" for
 * Alice; Bob then jumps to the newest (End), over rows his list never drew, and Alice sees all 200 "Read".
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { log, row, send } from './_util/chat-page'
import { banner, signUpWithMetaMask } from './_util/flows'
import { appUrl, e2eSuite, type Person, shortId } from './_util/harness'

const e2e = e2eSuite(import.meta.url)
const COUNT = 200

const newcomer = async (label: string): Promise<Person> => {
  const wallet = ethWallet(label)
  const person = await e2e.person({ eth: wallet })
  await person.page.goto(appUrl('/profile'))
  await signUpWithMetaMask(person.page, `${label}-password`, wallet.address)
  return person
}

const text = (n: number) => `Message ${String(n).padStart(3, '0')} of ${COUNT}`

/** Two rendering frames: a key's scroll has been applied and the list redrawn. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))

/**
 * What Alice sees on her own messages, scrolling her list from the first message to the last with the
 * keyboard: the mark under each ("Sent", "Delivered", "Read"), by message number.
 */
const marks = async (page: Page): Promise<Map<number, string>> => {
  const list = log(page)
  await list.press('Home')
  await frames(page)
  const seen = new Map<number, string>()
  for (let step = 0; step < 4 * COUNT && !seen.has(COUNT); step++) {
    const rows = await list.evaluate((el) => [...el.querySelectorAll('li')].map((li) => li.textContent ?? ''))
    for (const row of rows) {
      const match = /Message (\d{3}) of \d+(Sending…|Sent|Delivered|Read|Not sent)$/.exec(row)
      if (match) seen.set(Number(match[1]), match[2] as string)
    }
    await list.press('PageDown')
    await frames(page)
  }
  return seen
}

/** Whether the row holding `label` lies inside the message log's viewport, as the person sees it. */
const onScreen = async (page: Page, label: string): Promise<boolean> => {
  if ((await row(page, label).count()) === 0) return false
  const [box, view] = await Promise.all([row(page, label).boundingBox(), log(page).boundingBox()])
  return !!box && !!view && box.y >= view.y - 1 && box.y + box.height <= view.y + view.height + 1
}

const readCount = (seen: Map<number, string>) => [...seen.values()].filter((mark) => mark === 'Read').length

describe('read receipts', () => {
  it('marks what Bob scrolled past, rows his list never drew included, and opens at his first unread', async () => {
    const alice = await newcomer('e2e-receipts-alice')
    const bob = await newcomer('e2e-receipts-bob')

    await alice.page.goto(appUrl(`/profile/${bob.address}`))
    await alice.page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click()
    await alice.page.getByRole('heading', { level: 2, name: shortId(bob.address) }).waitFor()
    for (let n = 1; n <= COUNT; n++) await send(alice.page, text(n))
    await row(alice.page, text(COUNT))
      .getByText(/^(Sent|Delivered)$/)
      .waitFor()

    // Bob opens the chat: it opens at the first unread message, the oldest, not at the newest.
    const messagesLink = banner(bob.page).getByRole('link', { name: /^Messages/ })
    await expect.poll(() => messagesLink.textContent(), { timeout: 15_000 }).toBe('Messages99+ unread')
    await messagesLink.click()
    const chat = bob.page.getByRole('region', { name: 'Chats' }).getByRole('link').first()
    await expect.poll(() => chat.textContent(), { timeout: 15_000 }).toMatch(new RegExp(`${COUNT} unread$`))
    await chat.click()
    await expect.poll(() => onScreen(bob.page, text(1)), { timeout: 15_000 }).toBe(true)
    expect(await row(bob.page, text(COUNT)).count()).toBe(0)

    // Alice sees the first messages turn "Read": only the screen Bob has in front of him.
    let opened = new Map<number, string>()
    await expect
      .poll(
        async () => {
          opened = await marks(alice.page)
          return opened.get(1)
        },
        { timeout: 30_000 },
      )
      .toBe('Read')
    expect(opened.size).toBe(COUNT)
    expect(readCount(opened)).toBeLessThan(20)
    expect(opened.get(COUNT)).not.toBe('Read')

    // Bob jumps to the newest message: everything between was scrolled past, drawn or not.
    await log(bob.page).press('End')
    await row(bob.page, text(COUNT)).waitFor()
    await expect.poll(async () => readCount(await marks(alice.page)), { timeout: 30_000 }).toBe(COUNT)
  }, 300_000)
})
