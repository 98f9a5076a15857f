/**
 * Replies, reactions, edits and deletes between two people of this app (docs/product.md §14.9, docs/protocol.md
 * §3.11), in an end-to-end encrypted chat (§3.10): each one is seen on the other side as it happens, and again
 * after both reload (their devices' stores and the node's history give the same rows). All through the
 * keyboard-reachable actions of each message.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeCheck } from './_util/axe'
import { composer, log, row, send } from './_util/chat-page'
import { banner, newcomer } from './_util/flows'
import { appUrl, e2eSuite, shortId } from './_util/harness'
import { sidewaysOverflow } from './_util/layout'
import { screenshot, visit } from './_util/screens'

const e2e = e2eSuite(import.meta.url)

const QUESTION = 'Lunch at noon?'
const EDITED = 'Lunch at one?'
const TYPO = 'Lunhc typo'
const REPLY = 'Yes, see you there'

/** The first row holding `text` (a reply's quote repeats its parent's words below it). */
const first = (page: Page, text: string): Locator => row(page, text).first()

/** A reply's quote of QUESTION by `name`, as its button is named (spaces between its parts are the browser's). */
const quoteOf = (name: string) =>
  new RegExp(
    `^Reply to ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*: ${QUESTION.replace('?', '\\?')}\\s+Show the original message$`,
  )

/** Opens the actions of `message` and chooses `action` ("Reply", "React", "Edit", "Delete"). */
const act = async (message: Locator, action: string): Promise<void> => {
  await message.hover()
  await message.getByRole('button', { name: /^Actions on / }).click()
  await message.getByRole('group').getByRole('button', { name: action, exact: true }).click()
}

/** Reacts to `message` with `emoji` from its actions. */
const react = async (message: Locator, emoji: string): Promise<void> => {
  await act(message, 'React')
  await message.getByRole('button', { name: `React with ${emoji}` }).click()
}

/** Reloads `page` on `path` and waits until the node's history page of the chat has been read. */
const reloadChat = async (page: Page, path: string, text: string): Promise<void> => {
  const history = page.waitForResponse((r) => r.url().includes('/api/messages/history/'))
  await page.goto(appUrl(path))
  await (await history).finished()
  await first(page, text).waitFor()
}

/** What each person must see once everything happened, on either side. */
const settled = async (page: Page, aliceName: string, bobName: string, viewer: 'alice' | 'bob') => {
  const question = first(page, EDITED)
  await question.getByText('(edited)', { exact: true }).waitFor()
  expect(await row(page, QUESTION).count()).toBe(1)
  const you = (name: string, who: 'alice' | 'bob') => (who === viewer ? 'you' : name)
  const chip = question.getByRole('button', { name: `❤️ 1 from ${you(bobName, 'bob')}` })
  await chip.waitFor()
  expect(await chip.getAttribute('aria-pressed')).toBe(String(viewer === 'bob'))
  expect(await question.getByRole('button', { name: /^👍/ }).count()).toBe(0)
  const quoteName = viewer === 'alice' ? 'You' : aliceName
  await first(page, REPLY)
    .getByRole('button', { name: quoteOf(quoteName) })
    .waitFor()
  await log(page).getByText('This message was deleted', { exact: true }).waitFor()
  expect(await row(page, TYPO).count()).toBe(0)
}

describe('replies, reactions, edits and deletes', () => {
  it('are seen on the other side live, and on both sides after a reload', async () => {
    const alice = await newcomer(e2e, 'e2e-content-alice')
    const bob = await newcomer(e2e, 'e2e-content-bob')
    const aliceName = shortId(alice.address)
    const bobName = shortId(bob.address)

    // Alice writes twice to Bob.
    await alice.page.goto(appUrl(`/profile/${bob.address}`))
    await alice.page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click()
    await alice.page.waitForURL((url) => url.pathname.startsWith('/chat/user:'))
    const bobChat = new URL(alice.page.url()).pathname
    await alice.page.getByRole('heading', { level: 2, name: bobName }).waitFor()
    await send(alice.page, QUESTION)
    await send(alice.page, TYPO)

    // Bob opens the chat from his list.
    const messagesLink = banner(bob.page).getByRole('link', { name: /^Messages/ })
    await expect.poll(() => messagesLink.textContent()).toBe('Messages2 unread')
    await messagesLink.click()
    await bob.page.getByRole('region', { name: 'Chats' }).getByRole('link').first().click()
    await first(bob.page, TYPO).waitFor()
    const aliceChat = new URL(bob.page.url()).pathname

    // Bob reacts 👍 and ❤️; Alice sees both chips, named after him.
    await react(first(bob.page, QUESTION), '👍')
    await react(first(bob.page, QUESTION), '❤️')
    const thumbs = first(alice.page, QUESTION).getByRole('button', { name: `👍 1 from ${bobName}` })
    await thumbs.waitFor()
    expect(await thumbs.textContent()).toBe('👍 1')
    expect(await thumbs.getAttribute('aria-pressed')).toBe('false')
    await first(alice.page, QUESTION)
      .getByRole('button', { name: `❤️ 1 from ${bobName}` })
      .waitFor()

    // Bob takes his 👍 back with its chip; it goes on Alice's side.
    const mine = first(bob.page, QUESTION).getByRole('button', { name: '👍 1 from you' })
    expect(await mine.getAttribute('aria-pressed')).toBe('true')
    await mine.click()
    await expect.poll(() => first(alice.page, QUESTION).getByRole('button', { name: /^👍/ }).count()).toBe(0)

    // Bob replies: the composer says to whom, Escape cancels, then the reply goes with its quote.
    await act(first(bob.page, QUESTION), 'Reply')
    const replying = bob.page.getByText(`Replying to ${aliceName}:`)
    await replying.waitFor()
    await composer(bob.page).press('Escape')
    await expect.poll(() => replying.count()).toBe(0)
    await act(first(bob.page, QUESTION), 'Reply')
    await replying.waitFor()
    await send(bob.page, REPLY)
    await expect.poll(() => replying.count()).toBe(0)
    const quote = first(alice.page, REPLY).getByRole('button', { name: quoteOf('You') })
    await quote.waitFor()
    // The quote leads to the message it answers.
    await quote.click()
    await expect
      .poll(() => first(alice.page, QUESTION).evaluate((el) => el === document.activeElement))
      .toBe(true)

    // Alice edits her question: the composer holds its text, Enter saves, both sides say "(edited)".
    await act(first(alice.page, QUESTION), 'Edit')
    await alice.page.getByText('Editing message', { exact: true }).waitFor()
    await expect.poll(() => composer(alice.page).inputValue()).toBe(QUESTION)
    await alice.page.getByRole('button', { name: 'Save' }).waitFor()
    await send(alice.page, EDITED)
    await first(bob.page, EDITED).getByText('(edited)', { exact: true }).waitFor()

    // Alice deletes her typo after confirming; both sides show the placeholder.
    await act(first(alice.page, TYPO), 'Delete')
    await first(alice.page, TYPO).getByText('Delete this message for everyone?').waitFor()
    await first(alice.page, TYPO)
      .getByRole('group')
      .getByRole('button', { name: 'Delete', exact: true })
      .click()
    await log(bob.page).getByText('This message was deleted', { exact: true }).waitFor()

    await settled(alice.page, aliceName, bobName, 'alice')
    await settled(bob.page, aliceName, bobName, 'bob')

    // Both reload: the same rows from their stores and the node's history.
    await reloadChat(alice.page, bobChat, EDITED)
    await reloadChat(bob.page, aliceChat, EDITED)
    await settled(alice.page, aliceName, bobName, 'alice')
    await settled(bob.page, aliceName, bobName, 'bob')

    // On a phone, in the dark theme, the actions and the emoji stay on the screen.
    await visit(bob.page, aliceChat, 'dark')
    await bob.page.setViewportSize({ width: 375, height: 812 })
    await react(first(bob.page, EDITED), '😮').catch(async (error) => {
      await screenshot(bob.page, 'chat-content-375-dark-failed')
      throw error
    })
    await first(bob.page, EDITED).getByRole('button', { name: '😮 1 from you' }).waitFor()
    await act(first(bob.page, REPLY), 'React')
    const picks = first(bob.page, REPLY).getByRole('group').getByRole('button')
    expect(await picks.count()).toBe(6)
    for (const box of await Promise.all((await picks.all()).map((pick) => pick.boundingBox())))
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
    expect(await sidewaysOverflow(bob.page)).toBe(0)
    await screenshot(bob.page, 'chat-content-375-dark')
    await axeCheck(bob.page, 'a conversation with a reply, reactions, an edit and a delete, 375 px, dark')
    await alice.page.setViewportSize({ width: 1280, height: 800 })
    await act(first(alice.page, REPLY), 'React')
    await screenshot(alice.page, 'chat-content-1280-light')
    await axeCheck(alice.page, 'a conversation with a reply, reactions, an edit and a delete, 1280 px, light')
  })
})
