/**
 * Search, pin and archive (docs/product.md §14.12, "Pinned and archived chats"), with real people in
 * Chromium. Bob reads Alice's message, then writes enough that it falls off the first page; from the chat list
 * he searches two of its words, case and accents aside, and lands on it, marked and on screen; inside the chat
 * he searches again. The chat is end-to-end encrypted, so the text searched is what Bob's device decrypted and
 * kept, and no request of his page carries the query. Pins and archives are kept on the device across a
 * reload, and a new message brings an archived chat back.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { axeCheck } from './_util/axe'
import { log, row, send } from './_util/chat-page'
import { newcomer, signUpWithMetaMask, storage } from './_util/flows'
import { main } from './_util/groups'
import { appUrl, e2eSuite } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

const OLD = 'Meet me at the Lighthouse café at nine'
const FILLERS = 36

const chats = (page: Page) => page.getByRole('region', { name: 'Chats' })
const chatRow = (page: Page, userid: string) => chats(page).locator(`[data-chatid="${userid}"]`)

/** Whether the row holding `text` lies inside the message log's viewport, as the person sees it. */
const onScreen = async (page: Page, text: string): Promise<boolean> => {
  if ((await row(page, text).count()) === 0) return false
  const [box, view] = await Promise.all([row(page, text).boundingBox(), log(page).boundingBox()])
  return !!box && !!view && box.y >= view.y - 1 && box.y + box.height <= view.y + view.height + 1
}

/** The text of the history row the last search result opened (marked `data-found`), '' when none. */
const foundText = (page: Page) =>
  log(page)
    .locator('[data-found]')
    .evaluateAll((rows) => rows.map((r) => r.textContent ?? '').join('|'))

const security = (page: Page) =>
  main(page)
    .getByText(/end-to-end encrypted/i)
    .first()

describe('search, pin and archive', () => {
  it('finds an old message of an encrypted chat from the list and inside the chat, never asking the node', async () => {
    const alice = await newcomer(e2e, 'e2e-search-alice')
    const bob = await newcomer(e2e, 'e2e-search-bob')
    const aliceId = (await storage(alice.page)).userid ?? ''
    const bobId = (await storage(bob.page)).userid ?? ''

    // Bob is on his chat list when Alice writes, so her message reaches his device live and is kept there
    // (a message a device only read from the node's history is not: docs/product.md §13.2).
    await bob.page.goto(appUrl('/chat'))
    await chats(bob.page).getByRole('searchbox', { name: 'Search messages' }).waitFor()
    await alice.page.goto(appUrl(`/chat/${bobId}`))
    await expect.poll(() => security(alice.page).textContent()).toBe('🔒 End-to-end encrypted')
    await send(alice.page, OLD)
    await chatRow(bob.page, aliceId).getByText(OLD).waitFor()
    // Bob reads it (so the chat opens at its newest, not at an unread message), then writes on.
    await chatRow(bob.page, aliceId).getByRole('link').click()
    await row(bob.page, OLD).waitFor()
    await expect.poll(() => security(bob.page).textContent()).toBe('🔒 End-to-end encrypted')
    await row(alice.page, OLD).getByText('Read').waitFor()
    for (let n = 1; n <= FILLERS; n++) await send(bob.page, `Noted, point ${n}`)
    await row(bob.page, `Noted, point ${FILLERS}`)
      .getByText(/^(Sent|Delivered|Read)$/)
      .waitFor()

    // A fresh page: the chat list, what this device kept. Every request and socket frame it sends is recorded.
    const asked: string[] = []
    bob.page.on('websocket', (ws) =>
      ws.on('framesent', ({ payload }) => asked.push(Buffer.from(payload).toString('latin1'))),
    )
    bob.page.on('request', (request) => asked.push(`${request.url()} ${request.postData() ?? ''}`))
    await bob.page.goto(appUrl('/chat'))
    const field = chats(bob.page).getByRole('searchbox', { name: 'Search messages' })
    await field.fill('LIGHTHOUSE cafe')
    const results = chats(bob.page).getByRole('list', { name: 'Messages found' })
    await expect.poll(() => results.getByRole('button').count()).toBe(1)
    await expect.poll(() => chats(bob.page).getByRole('status').textContent()).toBe('1 message matches')
    expect(await results.locator('mark').allTextContents()).toEqual(['Lighthouse', 'café'])
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.filter((line) => /lighthouse|cafe/i.test(line))).toEqual([])

    await results.getByRole('button').click()
    await expect.poll(() => new URL(bob.page.url()).pathname).toBe(`/chat/${aliceId}`)
    await expect.poll(() => foundText(bob.page)).toContain(OLD)
    await expect.poll(() => onScreen(bob.page, OLD)).toBe(true)
    // It was older than the first page: the newest message is not in view.
    expect(await onScreen(bob.page, `Noted, point ${FILLERS}`)).toBe(false)
    await expect.poll(() => security(bob.page).textContent()).toBe('🔒 End-to-end encrypted')

    // Inside the chat: its own search (the list's search, beside it, still shows what it found).
    const conversation = bob.page.locator('section[aria-labelledby="conversation-title"]')
    await conversation.getByRole('button', { name: 'Search in this chat' }).click()
    const inChat = conversation.getByRole('searchbox', { name: /^Search messages with / })
    await inChat.fill('point 33')
    await conversation.getByText('1 message matches', { exact: true }).waitFor()
    const hit = conversation.getByRole('list', { name: 'Messages found' }).getByRole('button')
    await expect.poll(() => hit.count()).toBe(1)
    await hit.click()
    await expect.poll(() => foundText(bob.page)).toContain('Noted, point 33')
    await expect.poll(() => onScreen(bob.page, 'Noted, point 33')).toBe(true)
    expect(asked.filter((line) => /lighthouse|cafe|point%2033|point 33/i.test(line))).toEqual([])
  })

  it('keeps pins and archives across a reload, and a new message brings an archived chat back', async () => {
    const bob = await newcomer(e2e, 'e2e-pins-bob')
    const alice = await newcomer(e2e, 'e2e-pins-alice')
    const carol = await newcomer(e2e, 'e2e-pins-carol')
    const bobId = (await storage(bob.page)).userid ?? ''
    const [aliceId, carolId] = [
      (await storage(alice.page)).userid ?? '',
      (await storage(carol.page)).userid ?? '',
    ]

    await alice.page.goto(appUrl(`/chat/${bobId}`))
    await send(alice.page, 'Hello from Alice')
    await carol.page.goto(appUrl(`/chat/${bobId}`))
    await send(carol.page, 'Hello from Carol')

    await bob.page.goto(appUrl('/chat'))
    await chatRow(bob.page, carolId).waitFor()
    await chatRow(bob.page, aliceId).waitFor()
    const order = () =>
      chats(bob.page)
        .locator('[data-chatid]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-chatid')))
    // Carol wrote last: on top, until Alice is pinned.
    await expect.poll(order).toEqual([carolId, aliceId])
    await chatRow(bob.page, aliceId)
      .getByRole('button', { name: /^Actions for / })
      .press('Enter')
    await chatRow(bob.page, aliceId).getByRole('button', { name: 'Pin', exact: true }).press('Enter')
    await expect.poll(order).toEqual([aliceId, carolId])
    await chatRow(bob.page, carolId)
      .getByRole('button', { name: /^Actions for / })
      .click()
    await chatRow(bob.page, carolId).getByRole('button', { name: 'Archive', exact: true }).click()
    const archived = chats(bob.page).getByRole('button', { name: 'Archived (1)' })
    await archived.waitFor()
    await expect.poll(order).toEqual([aliceId])

    await bob.page.reload()
    await chatRow(bob.page, aliceId).waitFor()
    await expect.poll(order).toEqual([aliceId])
    expect(await chats(bob.page).getByRole('list', { name: 'Pinned' }).locator('[data-chatid]').count()).toBe(
      1,
    )
    await archived.click()
    await expect.poll(order).toEqual([aliceId, carolId])
    await expect
      .poll(() =>
        chatRow(bob.page, carolId)
          .getByRole('button', { name: /^Actions for / })
          .getAttribute('aria-expanded'),
      )
      .toBe('false')
    await archived.click()

    // Carol writes again, and the chat is not muted: it comes back to the list, under the pinned one.
    await send(carol.page, 'Are you there?')
    await expect.poll(order).toEqual([aliceId, carolId])
    await expect
      .poll(() =>
        chats(bob.page)
          .getByRole('button', { name: /^Archived/ })
          .count(),
      )
      .toBe(0)
    await bob.page.reload()
    await chatRow(bob.page, carolId).waitFor()
    await expect.poll(order).toEqual([aliceId, carolId])
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe in the ${theme} theme at 1280×800 and 375×812: results, row actions, Archived, the chat's search`, async () => {
      const wallet = ethWallet(`e2e-search-a11y-bob-${theme}`)
      const bob = await e2e.person({ colorScheme: theme, eth: wallet })
      await bob.page.goto(appUrl('/profile'))
      await signUpWithMetaMask(bob.page, `a11y-${theme}-password`, wallet.address)
      const alice = await newcomer(e2e, `e2e-search-a11y-alice-${theme}`)
      const bobId = (await storage(bob.page)).userid ?? ''
      const aliceId = (await storage(alice.page)).userid ?? ''
      // Bob is on his chat list when Alice writes: the message reaches his device live, and is kept there.
      await bob.page.setViewportSize({ width: 1280, height: 800 })
      await bob.page.goto(appUrl('/chat'))
      await chats(bob.page).getByRole('searchbox', { name: 'Search messages' }).waitFor()
      await alice.page.goto(appUrl(`/chat/${bobId}`))
      await send(alice.page, 'Harbour lights at dusk')
      await chatRow(bob.page, aliceId).getByText('Harbour lights at dusk').waitFor()
      await chats(bob.page).getByRole('searchbox', { name: 'Search messages' }).fill('harbour')
      await chats(bob.page).getByRole('list', { name: 'Messages found' }).waitFor()
      await axeCheck(bob.page, `chat list search results (${theme}, 1280)`)
      await bob.page.setViewportSize({ width: 375, height: 812 })
      await axeCheck(bob.page, `chat list search results (${theme}, 375)`)
      await chats(bob.page).getByRole('searchbox', { name: 'Search messages' }).press('Escape')
      await chatRow(bob.page, aliceId)
        .getByRole('button', { name: /^Actions for / })
        .click()
      await axeCheck(bob.page, `chat row actions (${theme}, 375)`)
      await chatRow(bob.page, aliceId).getByRole('button', { name: 'Archive', exact: true }).click()
      await chats(bob.page).getByRole('button', { name: 'Archived (1)' }).click()
      await chatRow(bob.page, aliceId).waitFor()
      await axeCheck(bob.page, `archived chats (${theme}, 375)`)

      await bob.page.setViewportSize({ width: 1280, height: 800 })
      await chatRow(bob.page, aliceId).getByRole('link').click()
      const conversation = bob.page.locator('section[aria-labelledby="conversation-title"]')
      await conversation.getByRole('button', { name: 'Search in this chat' }).click()
      await conversation.getByRole('searchbox').fill('lights')
      await conversation.getByRole('list', { name: 'Messages found' }).waitFor()
      await axeCheck(bob.page, `the chat's search (${theme}, 1280)`)
      await bob.page.setViewportSize({ width: 375, height: 812 })
      await axeCheck(bob.page, `the chat's search (${theme}, 375)`)
      await conversation.getByRole('list', { name: 'Messages found' }).getByRole('button').click()
      await expect.poll(() => foundText(bob.page)).toContain('Harbour lights at dusk')
      await axeCheck(bob.page, `a found message (${theme}, 375)`)
    })
  }
})
