/**
 * The conversation's rhythm between two people (docs/product.md §14.11): Alice's burst reaches Bob grouped (her
 * name once per minute, not on every bubble); Bob's chat opens with "New messages" above the first unread, the
 * jumps take him to the newest and back to the divider, and the divider is gone once he leaves and comes back;
 * Bob's typing shows on Alice's side ("… is typing…") and goes when his message arrives, long before it would
 * have timed out.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { TYPING_SHOWN_MS } from '../../src/domain/messages/typing'
import { axeCheck } from './_util/axe'
import { composer, log, row, send } from './_util/chat-page'
import { banner, newcomer } from './_util/flows'
import { appUrl, e2eSuite, shortId } from './_util/harness'
import { sidewaysOverflow } from './_util/layout'
import { screenshot } from './_util/screens'

const e2e = e2eSuite(import.meta.url)
const BURST = 30
const text = (n: number) => `Burst ${String(n).padStart(2, '0')} of ${BURST}`

/** Each item of the log as drawn: its text, whether it starts with its sender's name, and its minute. */
const drawnRows = (page: Page, name: string) =>
  log(page).evaluate(
    (el, who) =>
      [...el.querySelectorAll('li')].map((li) => ({
        text: li.textContent ?? '',
        // A group's first row starts with its sender's name (compact ones with their time); the actions'
        // hidden legend names the sender in every row, so only the start counts.
        named: (li.textContent ?? '').startsWith(who),
        minute: li.querySelector('time')?.getAttribute('datetime')?.slice(0, 16) ?? '',
      })),
    name,
  )

/** Whether the item holding `label` lies inside the message log's viewport. */
const onScreen = async (page: Page, label: string): Promise<boolean> => {
  const item = log(page).getByRole('listitem').filter({ hasText: label })
  if ((await item.count()) === 0) return false
  const [box, view] = await Promise.all([item.first().boundingBox(), log(page).boundingBox()])
  return !!box && !!view && box.y >= view.y - 1 && box.y + box.height <= view.y + view.height + 1
}

/**
 * In Alice's page: the times (page clock, ms) when the typing line last started showing text, when it went
 * empty again, and when the row holding `label` was first drawn.
 */
const WATCH_TYPING = `(label) => {
  const line = document.getElementById('conversation-typing')
  const seen = { typingAt: 0, clearedAt: 0, rowAt: 0 }
  window.__typing = seen
  const check = () => {
    const now = performance.now()
    if (line.textContent && !seen.typingAt) seen.typingAt = now
    if (!line.textContent && seen.typingAt && !seen.clearedAt) seen.clearedAt = now
    const log = document.querySelector('[role="log"]')
    if (!seen.rowAt && log && log.textContent.includes(label)) seen.rowAt = now
  }
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true })
}`

describe('the conversation rhythm', () => {
  it('groups a burst, opens at "New messages" with jumps, and shows typing until the message arrives', async () => {
    const alice = await newcomer(e2e, 'e2e-rhythm-alice')
    const bob = await newcomer(e2e, 'e2e-rhythm-bob')
    for (const person of [alice, bob]) await person.page.setViewportSize({ width: 1280, height: 800 })

    // Alice's burst to Bob, in an end-to-end encrypted chat (typing goes only where everyone runs this app).
    await alice.page.goto(appUrl(`/profile/${bob.address}`))
    await alice.page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click()
    await alice.page.getByRole('heading', { level: 2, name: shortId(bob.address) }).waitFor()
    await alice.page.getByText('🔒 End-to-end encrypted').waitFor()
    for (let n = 1; n <= BURST; n++) await send(alice.page, text(n))
    await row(alice.page, text(BURST))
      .getByText(/^(Sent|Delivered)$/)
      .waitFor()

    // Bob opens the chat: "New messages" right above Alice's first, on screen; the newest is not.
    const messagesLink = banner(bob.page).getByRole('link', { name: /^Messages/ })
    await expect.poll(() => messagesLink.textContent()).toBe(`Messages${BURST} unread`)
    await messagesLink.click()
    const chat = bob.page.getByRole('region', { name: 'Chats' }).getByRole('link').first()
    await chat.click()
    await expect.poll(() => onScreen(bob.page, text(1))).toBe(true)
    const opened = await drawnRows(bob.page, shortId(alice.address))
    const first = opened.findIndex((r) => r.text.includes(text(1)))
    expect(opened[first - 1]?.text).toBe('New messages')
    expect(await onScreen(bob.page, 'New messages')).toBe(true)
    expect(await onScreen(bob.page, text(BURST))).toBe(false)
    // The divider, the compact bubbles and the jump pass axe in both themes.
    await screenshot(bob.page, 'conversation-rhythm')
    await axeCheck(bob.page, 'the divider and the jumps (light)')
    await banner(bob.page).getByRole('combobox', { name: 'Theme' }).selectOption('dark')
    await screenshot(bob.page, 'conversation-rhythm-dark')
    await axeCheck(bob.page, 'the divider and the jumps (dark)')

    // Grouped: Alice's name heads each minute of her burst, never a bubble of a minute already named.
    const burst = opened.filter((r) => r.text.includes('Burst'))
    expect(burst.length).toBeGreaterThan(5)
    const heads = burst.map((r, i) => i === 0 || r.minute !== burst[i - 1]?.minute)
    expect(burst.map((r) => r.named)).toEqual(heads)
    expect(burst.filter((r) => !r.named).length).toBeGreaterThanOrEqual(burst.length - 2)

    // Jump to the newest: the divider goes off screen and the jump back to it is offered.
    await bob.page.getByRole('button', { name: 'Jump to latest' }).click()
    await expect.poll(() => onScreen(bob.page, text(BURST))).toBe(true)
    expect(await onScreen(bob.page, 'New messages')).toBe(false)
    await expect.poll(() => bob.page.getByRole('button', { name: 'Jump to latest' }).count()).toBe(0)
    await bob.page.getByRole('button', { name: 'Jump to first unread' }).click()
    await expect.poll(() => onScreen(bob.page, 'New messages')).toBe(true)
    await expect.poll(() => onScreen(bob.page, text(1))).toBe(true)

    // Bob types: Alice sees it, and it goes when his message arrives, not 6 s later.
    await bob.page.getByText('🔒 End-to-end encrypted').waitFor()
    await alice.page.evaluate(`(${WATCH_TYPING})('Seen them all')`)
    await composer(bob.page).pressSequentially('Seen them')
    const typing = alice.page.getByText(`${shortId(bob.address)} is typing…`, { exact: true })
    await typing.waitFor()
    await screenshot(alice.page, 'conversation-typing')
    await composer(bob.page).pressSequentially(' all')
    await composer(bob.page).press('Enter')
    await row(alice.page, 'Seen them all').waitFor()
    await expect.poll(() => typing.count()).toBe(0)
    const times = (await alice.page.evaluate('window.__typing')) as {
      typingAt: number
      clearedAt: number
      rowAt: number
    }
    expect(times.clearedAt - times.rowAt).toBeLessThan(1_000)
    expect(times.clearedAt - times.typingAt).toBeLessThan(TYPING_SHOWN_MS)
    expect(await alice.page.getByText('is typing', { exact: false }).count()).toBe(0)

    // Bob leaves the chat and comes back: everything is read, no divider.
    await bob.page.goto(appUrl('/chat'))
    await bob.page.getByRole('region', { name: 'Chats' }).getByRole('link').first().click()
    await row(bob.page, 'Seen them all').waitFor()
    expect(await log(bob.page).getByText('New messages', { exact: true }).count()).toBe(0)

    // The typing line passes axe while it speaks.
    await composer(bob.page).pressSequentially('One more')
    await typing.waitFor()
    await axeCheck(alice.page, 'the typing line')
    await composer(bob.page).fill('')

    // On a phone the history, its jumps and the typing line fit: nothing reaches past the window's sides.
    await bob.page.setViewportSize({ width: 375, height: 812 })
    await row(bob.page, 'Seen them all').waitFor()
    expect(await sidewaysOverflow(bob.page)).toBeLessThanOrEqual(0)
    await screenshot(bob.page, 'conversation-rhythm-375')
  })
})
