/**
 * The README's pictures of a conversation as people keep one (issue 26): Ada and Ben, each with a nickname,
 * in an end-to-end encrypted chat holding a burst grouped under one name, a picture with its caption, a reply
 * with its quote, reactions, an edit and a delete, and Ben typing. Drawn on Ada's side at 1280 × 800 and
 * 375 × 812, light and dark. Each feature is asserted on screen before the pictures are taken, so a picture
 * never shows a conversation that is not what it claims.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeCheck } from './_util/axe'
import { composer, log, row, send } from './_util/chat-page'
import { newcomer } from './_util/flows'
import { appUrl, e2eSuite, type Person } from './_util/harness'
import { sidewaysOverflow } from './_util/layout'
import { drawnPicture } from './_util/pictures'
import { screenshot, type Theme, visit } from './_util/screens'

const e2e = e2eSuite(import.meta.url)

const nameAs = async (page: Page, nickname: string): Promise<void> => {
  await page.goto(appUrl('/profile'))
  await page.getByRole('button', { name: 'Edit profile' }).click()
  const form = page.getByRole('region', { name: 'Edit profile' })
  await form.getByRole('textbox', { name: 'Nickname' }).fill(nickname)
  await form.getByRole('button', { name: 'Save' }).click()
  await form.waitFor({ state: 'detached' })
}

/** Opens the actions of `message` and chooses `action`. */
const act = async (message: Locator, action: string): Promise<void> => {
  await message.hover()
  await message.getByRole('button', { name: /^Actions on / }).click()
  await message.getByRole('group').getByRole('button', { name: action, exact: true }).click()
}

/**
 * Ben keeps typing until Ada sees it, so the picture holds the typing line: her page may have just loaded, and
 * a typing signal sent before her socket was up is not stored for her (docs/protocol.md §3.12); the next
 * goes at most 3 s later while he types on.
 */
const benTyping = async (ada: Page, ben: Page): Promise<void> => {
  await composer(ben).fill('')
  const typing = ada.getByText('Ben is typing…', { exact: true })
  await expect
    .poll(
      async () => {
        await composer(ben).press('w')
        return typing.isVisible()
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true)
}

/** Ada's side of it, in `theme` at `width` × `height`, once every feature is on screen. */
const draw = async (ada: Person, ben: Person, chat: string, theme: Theme, width: number, height: number) => {
  // The theme is picked in the desk header (a phone's keeps it behind "Menu") and kept across the reload at
  // the picture's size, which lays the conversation out from scratch.
  await ada.page.setViewportSize({ width: 1280, height: 800 })
  await visit(ada.page, chat, theme)
  await ada.page.setViewportSize({ width, height })
  await ada.page.reload()
  await ada.page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' })
  await row(ada.page, 'On my way, ten minutes').waitFor()
  await log(ada.page).getByText('This message was deleted', { exact: true }).waitFor()
  await expect
    .poll(() =>
      log(ada.page)
        .locator('img')
        .evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete)),
    )
    .toBe(true)
  await benTyping(ada.page, ben.page)
  // Following the conversation, the newest message stays whole in view when the typing line takes room
  // under the list (it was cut by that line's height).
  const newest = await row(ada.page, 'On my way, ten minutes').first().boundingBox()
  const list = await log(ada.page).boundingBox()
  expect(newest && list && newest.y + newest.height <= list.y + list.height + 1).toBe(true)
  expect(await sidewaysOverflow(ada.page)).toBe(0)
  await screenshot(ada.page, `conversation-rich-${theme}-${width}`)
  await axeCheck(ada.page, `the richer conversation, ${theme}, ${width} px`)
}

describe('a conversation people keep, for the README', () => {
  it('draws a grouped burst, a picture, a reply, reactions, an edit, a delete and typing, light and dark, desk and phone', async () => {
    const ada = await newcomer(e2e, 'e2e-showcase-ada')
    const ben = await newcomer(e2e, 'e2e-showcase-ben')
    await nameAs(ada.page, 'Ada')
    await nameAs(ben.page, 'Ben')

    await ada.page.goto(appUrl(`/profile/${ben.address}`))
    await ada.page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click()
    await ada.page.waitForURL((url) => url.pathname.startsWith('/chat/user:'))
    const benChat = new URL(ada.page.url()).pathname
    await ada.page.getByText('🔒 End-to-end encrypted').waitFor()
    await send(ada.page, 'Morning! Are we still on for the harbour walk?')
    await send(ada.page, 'I found the café you mentioned')
    await send(ada.page, 'Lunhc after?')

    // Ben opens the chat, answers in a burst, and sends a picture with a caption.
    await ben.page.goto(appUrl('/chat'))
    await ben.page.getByRole('region', { name: 'Chats' }).getByRole('link').filter({ hasText: 'Ada' }).click()
    await row(ben.page, 'Lunhc after?').waitFor()
    await send(ben.page, 'Yes! Leaving in a bit')
    await send(ben.page, 'Bring a jacket, it gets windy by the pier')
    await ben.page.getByLabel('Image file').setInputFiles({
      name: 'harbour.png',
      mimeType: 'image/png',
      buffer: await drawnPicture(ben.page, 1600, 1200),
    })
    const waiting = ben.page.getByRole('region', { name: /^Image to send/ })
    await waiting.getByRole('textbox', { name: 'Caption (optional)' }).fill('The view from last time')
    await waiting.getByRole('button', { name: 'Send image' }).click()
    await waiting.waitFor({ state: 'detached' })

    // Ben reacts to the café and replies to the question; Ada fixes her typo and deletes a message.
    const cafe = row(ben.page, 'I found the café you mentioned').first()
    await act(cafe, 'React')
    await cafe.getByRole('button', { name: 'React with ❤️' }).click()
    await act(row(ada.page, 'Bring a jacket').first(), 'React')
    await row(ada.page, 'Bring a jacket').first().getByRole('button', { name: 'React with 👍' }).click()
    await act(row(ben.page, 'Are we still on').first(), 'Reply')
    await send(ben.page, 'Of course, see you at the lighthouse')
    const typo = row(ada.page, 'Lunhc after?').first()
    await act(typo, 'Edit')
    await send(ada.page, 'Lunch after?')
    await send(ada.page, 'Oops, wrong chat')
    const oops = row(ada.page, 'Oops, wrong chat').first()
    await act(oops, 'Delete')
    await oops.getByRole('group').getByRole('button', { name: 'Delete', exact: true }).click()
    await send(ben.page, 'On my way, ten minutes')

    // On Ada's side before any picture: each feature as a person reads it.
    await row(ada.page, 'Of course, see you at the lighthouse')
      .first()
      .getByRole('button', { name: /^Reply to You\s*: Morning!/ })
      .waitFor()
    await row(ada.page, 'I found the café').first().getByRole('button', { name: '❤️ 1 from Ben' }).waitFor()
    await row(ada.page, 'Lunch after?').first().getByText('(edited)', { exact: true }).waitFor()
    await log(ada.page).getByRole('button', { name: 'Open image: The view from last time' }).waitFor()

    for (const theme of ['light', 'dark'] as const) {
      await draw(ada, ben, benChat, theme, 1280, 1000)
      await draw(ada, ben, benChat, theme, 375, 812)
    }
  })
})
