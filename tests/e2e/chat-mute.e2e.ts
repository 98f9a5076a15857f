/**
 * A mute silences the badge as it silences alerts (docs/product.md §14.6): Bob mutes his chat with Alice, and
 * what she writes then leaves the header's "Messages" count and the tab title alone, while his chat list still
 * shows the chat's own count, quieter and said to be muted; unmuted, the count comes back.
 */
import { describe, expect, it } from 'vitest'
import { axeCheck } from './_util/axe'
import { row, send } from './_util/chat-page'
import { banner, newcomer } from './_util/flows'
import { appUrl, e2eSuite, shortId } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

describe('a muted chat', () => {
  it('is left out of the header badge and the tab title, and its own count says muted', async () => {
    const alice = await newcomer(e2e, 'e2e-mute-alice')
    const bob = await newcomer(e2e, 'e2e-mute-bob')
    await alice.page.goto(appUrl(`/profile/${bob.address}`))
    await alice.page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click()
    await alice.page.waitForURL((url) => url.pathname.startsWith('/chat/user:'))
    await send(alice.page, 'First of all')

    // Bob opens the chat and mutes it.
    const messages = banner(bob.page).getByRole('link', { name: /^Messages/ })
    await expect.poll(() => messages.textContent()).toBe('Messages1 unread')
    await messages.click()
    const chats = bob.page.getByRole('region', { name: 'Chats' })
    await chats
      .getByRole('link')
      .filter({ hasText: shortId(alice.address) })
      .click()
    await row(bob.page, 'First of all').waitFor()
    await bob.page.getByRole('button', { name: 'Mute notifications' }).click()
    await bob.page.getByRole('button', { name: 'Unmute notifications', pressed: true }).waitFor()

    // Away from the chat, Alice writes twice: the list counts them, muted; the badge and the title do not.
    await bob.page.goto(appUrl('/chat'))
    await chats.getByRole('link').first().waitFor()
    await send(alice.page, 'Second')
    await send(alice.page, 'Third')
    const count = chats.getByText('2 unread, muted')
    await count.waitFor()
    expect(await messages.textContent()).toBe('Messages')
    expect(await bob.page.title()).toBe('Messages · Web3MQ')
    await axeCheck(bob.page, 'a muted chat with unread messages in the list')

    // Unmuted, the two count again everywhere.
    await chats.getByRole('link').first().click()
    await bob.page.getByRole('button', { name: 'Unmute notifications' }).click()
    await bob.page.getByRole('button', { name: 'Mute notifications', pressed: false }).waitFor()
    await bob.page.goto(appUrl('/profile'))
    await expect.poll(() => messages.textContent()).toBe('Messages')
    await send(alice.page, 'Fourth')
    await expect.poll(() => messages.textContent()).toBe('Messages1 unread')
    await expect.poll(() => bob.page.title()).toBe('(1) Your profile · Web3MQ')
  })
})
