/**
 * Images, emoji and mentions between two people with wallets that sign for real (docs/product.md §14.8):
 * Alice's picture is re-encoded in her browser to 1280×960, sent inside their encrypted chat's envelope, and
 * shows on Bob's side as a thumbnail whose box is the image's shape before it decodes, full size in a dialog,
 * and again after his reload; a file that is no image is refused in words with the draft kept. Bob answers
 * with an emoji picked by keyboard. In a group, Alice's `@Bo` suggests Bob, Enter mentions him, and the
 * mention is highlighted as his on Bob's side.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeCheck } from './_util/axe'
import { composer, log, row, send } from './_util/chat-page'
import { newcomer } from './_util/flows'
import { createGroup, invite, main } from './_util/groups'
import { appUrl, e2eSuite, shortId } from './_util/harness'
import { pastRightEdge, sidewaysOverflow } from './_util/layout'
import { drawnPicture } from './_util/pictures'
import { screenshot, visit } from './_util/screens'

const e2e = e2eSuite(import.meta.url)

/** Opens the chat with `address` from their profile's "Message". */
const messageFromProfile = async (page: Page, address: string): Promise<string> => {
  await page.goto(appUrl(`/profile/${address}`))
  await page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/chat/user:'))
  await page.getByRole('heading', { level: 2, name: shortId(address) }).waitFor()
  return new URL(page.url()).pathname
}

const fileField = (page: Page) => page.getByLabel('Image file')

describe('images, emoji and mentions', () => {
  it('an image is sent inside the encrypted chat, shows as a thumbnail on the other side and after a reload; an emoji is picked by keyboard', async () => {
    const alice = await newcomer(e2e, 'e2e-media-alice')
    const bob = await newcomer(e2e, 'e2e-media-bob')
    await messageFromProfile(alice.page, bob.address)
    // Encrypted: the image travels inside the conversation's MLS envelope (docs/protocol.md §3.10).
    await expect
      .poll(
        () =>
          main(alice.page)
            .getByText(/end-to-end encrypted/i)
            .first()
            .textContent(),
        { timeout: 30_000 },
      )
      .toBe('🔒 End-to-end encrypted')

    // A file that is no image is refused in words; what was typed stays.
    await composer(alice.page).fill('keep me')
    await fileField(alice.page).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    })
    await alice.page
      .getByRole('alert')
      .filter({ hasText: 'That file is not an image. Choose a photo or a picture (JPEG, PNG, WebP or GIF).' })
      .waitFor()
    expect(await composer(alice.page).inputValue()).toBe('keep me')

    // A photo-sized picture is made 1280×960 and small enough, then sent with a caption.
    await fileField(alice.page).setInputFiles({
      name: 'sunset.png',
      mimeType: 'image/png',
      buffer: await drawnPicture(alice.page, 2000, 1500),
    })
    const waiting = alice.page.getByRole('region', { name: /^Image to send, 1280×960, \d+ kB$/ })
    await waiting.waitFor()
    const label = (await waiting.getAttribute('aria-label')) ?? ''
    const kb = Number(/, (\d+) kB$/.exec(label)?.[1])
    expect(kb).toBeGreaterThan(0)
    expect(kb).toBeLessThanOrEqual(160)
    await waiting.getByRole('textbox', { name: 'Caption (optional)' }).fill('Sunset over the bay')
    await waiting.getByRole('button', { name: 'Send image' }).click()
    await waiting.waitFor({ state: 'detached' })
    expect(await composer(alice.page).inputValue()).toBe('keep me')
    const mine = row(alice.page, 'Sunset over the bay')
    await mine.getByText(/^(Sent|Delivered|Read)$/).waitFor()

    // Bob sees the thumbnail in a box of the image's shape, and the full image in a dialog.
    const chats = bob.page.getByRole('region', { name: 'Chats' })
    await bob.page.goto(appUrl('/chat'))
    await chats
      .getByRole('link')
      .filter({ hasText: shortId(alice.address) })
      .click()
    const thumb = log(bob.page).getByRole('button', { name: 'Open image: Sunset over the bay' })
    await thumb.waitFor()
    const box = await thumb.boundingBox()
    expect(box && Math.round((box.width / box.height) * 3)).toBe(4)
    await expect
      .poll(() =>
        thumb.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true)
    await screenshot(bob.page, 'chat-image-light')
    await thumb.click()
    const dialog = bob.page.getByRole('dialog', { name: 'Image' })
    const full = dialog.getByRole('img', { name: 'Sunset over the bay' })
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280)
    expect(await full.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(960)
    await axeCheck(bob.page, 'the image dialog (light)')
    await bob.page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect
      .poll(() => bob.page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Open image: Sunset over the bay')

    // After a reload the image is still there, from what the device kept and the node's history.
    await bob.page.reload()
    await log(bob.page).getByRole('button', { name: 'Open image: Sunset over the bay' }).waitFor()

    // A picture pasted into the message box waits to be sent like a picked one; removed, nothing else changes.
    await composer(bob.page).fill('draft stays')
    await composer(bob.page).evaluate(async (box) => {
      const canvas = new OffscreenCanvas(300, 200)
      const g = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
      g.fillStyle = '#0e7490'
      g.fillRect(0, 0, 300, 200)
      const blob = await canvas.convertToBlob({ type: 'image/png' })
      const data = new DataTransfer()
      data.items.add(new File([blob], 'pasted.png', { type: 'image/png' }))
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    })
    const pasted = bob.page.getByRole('region', { name: /^Image to send, 300×200, \d+ kB$/ })
    await pasted.getByRole('button', { name: 'Remove image' }).click()
    await pasted.waitFor({ state: 'detached' })
    expect(await composer(bob.page).inputValue()).toBe('draft stays')

    // Bob answers with an emoji picked by keyboard from the picker, inserted where he was typing.
    // The picker is a chunk of its own, fetched at its first opening (docs/product.md §14.5), not with the chat.
    const chunks: string[] = []
    bob.page.on('request', (request) => {
      if (/\/EmojiPicker-[\w-]+\.js$/.test(new URL(request.url()).pathname)) chunks.push(request.url())
    })
    await bob.page.reload()
    await log(bob.page).getByRole('button', { name: 'Open image: Sunset over the bay' }).waitFor()
    expect(chunks).toEqual([])
    await composer(bob.page).fill('Lovely ')
    await bob.page.getByRole('button', { name: 'Add emoji' }).click()
    await expect.poll(() => chunks.length).toBe(1)
    const picker = bob.page.getByRole('dialog', { name: 'Emoji' })
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('thumbs up')
    await picker.getByText('1 emoji found').waitFor()
    // Enter in the search picks the match; it does not send the message the picker sits under.
    await bob.page.keyboard.press('Enter')
    await picker.waitFor({ state: 'detached' })
    expect(await composer(bob.page).inputValue()).toBe('Lovely 👍')
    // Again, through the grid: ArrowDown enters it, ArrowRight moves, Enter picks; the caret was after 👍.
    await bob.page.getByRole('button', { name: 'Add emoji' }).click()
    await picker.getByRole('searchbox', { name: 'Search emoji' }).waitFor()
    await bob.page.keyboard.press('ArrowDown')
    await bob.page.keyboard.press('ArrowRight')
    await bob.page.keyboard.press('Enter')
    await picker.waitFor({ state: 'detached' })
    expect(await composer(bob.page).inputValue()).toBe('Lovely 👍😃')
    expect(chunks).toHaveLength(1)
    await composer(bob.page).press('Enter')
    await row(alice.page, 'Lovely 👍😃').waitFor()
  })

  it('in a group, @Bo suggests Bob, Enter mentions him, and the mention is highlighted as his on his side', async () => {
    const alice = await newcomer(e2e, 'e2e-mention-alice')
    const bob = await newcomer(e2e, 'e2e-mention-bob')
    const groupid = await createGroup(alice.page, 'E2E mention club')
    await invite(alice.page, bob.address)
    // Bob goes by a nickname, the name his mention shows.
    await bob.page.goto(appUrl('/profile'))
    await bob.page.getByRole('button', { name: 'Edit profile' }).click()
    const form = bob.page.getByRole('region', { name: 'Edit profile' })
    await form.getByRole('textbox', { name: 'Nickname' }).fill('Bob')
    await form.getByRole('button', { name: 'Save' }).click()
    await form.waitFor({ state: 'detached' })
    await main(alice.page).getByRole('link', { name: 'Open chat' }).click()
    await alice.page.waitForURL(appUrl(`/chat/${groupid}`))

    const box = composer(alice.page)
    await box.fill('@Bo')
    const suggestions = alice.page.getByRole('listbox', { name: 'People to mention' })
    await suggestions.getByRole('option', { name: '@Bob', selected: true }).waitFor()
    await box.press('Enter')
    expect(await box.inputValue()).toBe('@Bob ')
    await suggestions.waitFor({ state: 'detached' })
    await box.pressSequentially('are you climbing?')
    await box.press('Enter')
    await expect.poll(() => box.inputValue()).toBe('')
    const sent = row(alice.page, 'are you climbing?')
    await sent.locator('mark[data-mention="other"]').filter({ hasText: '@Bob' }).waitFor()

    // Bob's side: the mention is his, highlighted and said.
    await bob.page.goto(appUrl(`/chat/${groupid}`))
    const mark = row(bob.page, 'are you climbing?').locator('mark[data-mention="me"]')
    await mark.waitFor()
    expect(await mark.textContent()).toBe('@Bob (mentions you)')

    // Escape closes the suggestions and keeps what was typed; plain text names nobody.
    await send(bob.page, 'on my way')
    const bobBox = composer(bob.page)
    await bobBox.fill('@')
    await bob.page.getByRole('listbox', { name: 'People to mention' }).waitFor()
    await bobBox.press('Escape')
    await bob.page.getByRole('listbox', { name: 'People to mention' }).waitFor({ state: 'detached' })
    expect(await bobBox.inputValue()).toBe('@')
    await row(alice.page, 'on my way').waitFor()
    expect(await row(alice.page, 'on my way').locator('mark').count()).toBe(0)

    // At 375 px in the dark theme the mention, the picker and the suggestions fit the screen and pass axe.
    await visit(bob.page, `/chat/${groupid}`, 'dark')
    await bob.page.setViewportSize({ width: 375, height: 812 })
    await row(bob.page, 'are you climbing?').locator('mark[data-mention="me"]').waitFor()
    await axeCheck(bob.page, 'a group chat with a mention, 375 px (dark)')
    await bob.page.getByRole('button', { name: 'Add emoji' }).click()
    await bob.page.getByRole('dialog', { name: 'Emoji' }).getByRole('grid', { name: 'Smileys' }).waitFor()
    expect(await sidewaysOverflow(bob.page), (await pastRightEdge(bob.page)).join('\n')).toBe(0)
    await axeCheck(bob.page, 'the emoji picker, 375 px (dark)')
    await screenshot(bob.page, 'chat-emoji-picker-375-dark')
    await bob.page.keyboard.press('Escape')
    // The kept draft '@' opened with its list closed; typing the @ again opens it.
    expect(await bob.page.getByRole('listbox', { name: 'People to mention' }).count()).toBe(0)
    await composer(bob.page).fill('')
    await composer(bob.page).pressSequentially('@')
    await bob.page.getByRole('listbox', { name: 'People to mention' }).waitFor()
    expect(await sidewaysOverflow(bob.page), (await pastRightEdge(bob.page)).join('\n')).toBe(0)
    await axeCheck(bob.page, 'the mention suggestions, 375 px (dark)')
  })
})
