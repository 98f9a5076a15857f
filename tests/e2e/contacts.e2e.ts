/**
 * Contacts between two people, each in their own browser context with a wallet that signs for real:
 * Alice finds Bob by his address and sends a friend request with a note; Bob, already on his Contacts
 * screen, sees it arrive live with the note and agrees; both then find each other in Contacts. Follow and
 * unfollow from a row are signed by the wallet, and the screen stacks at 375 px.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { banner, newcomer } from './_util/flows'
import { appUrl, e2eSuite, shortId } from './_util/harness'
import { sidewaysOverflow } from './_util/layout'

const e2e = e2eSuite(import.meta.url)

const main = (page: Page) => page.getByRole('main')
const tab = (page: Page, name: string) =>
  main(page).getByRole('tablist', { name: 'Contact lists' }).getByRole('tab', { name, exact: true })
const list = (page: Page, name: string) => main(page).getByRole('list', { name, exact: true })

const openContacts = async (page: Page) => {
  await banner(page).getByRole('link', { name: 'Contacts', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor()
}

describe('contacts', () => {
  it('[P1.8] a friend request with a note arrives live, is agreed, and both see each other in Contacts', async () => {
    const alice = await newcomer(e2e, 'e2e-contacts-alice')
    const bob = await newcomer(e2e, 'e2e-contacts-bob')

    // Bob waits on his received requests.
    await openContacts(bob.page)
    await tab(bob.page, 'Requests received').click()
    await main(bob.page).getByText('No friend requests waiting.').waitFor()

    // Alice finds Bob by his wallet address and sends the request with a note.
    await openContacts(alice.page)
    const add = main(alice.page).getByRole('region', { name: 'Add friend' })
    await add.getByLabel('Find a person').fill(bob.address)
    await add.getByRole('button', { name: 'Search' }).click()
    const found = add.getByRole('list', { name: `People found for ${bob.address}` })
    await found.getByRole('link', { name: shortId(bob.address) }).waitFor()
    await found.getByRole('button', { name: 'Choose' }).click()
    await add.getByLabel('Note').fill('Hi Bob, it is Alice')
    await add.getByRole('button', { name: 'Send friend request' }).click()
    await add
      .getByRole('status')
      .filter({ hasText: `Friend request sent to ${shortId(bob.address)}.` })
      .waitFor()
    await tab(alice.page, 'Requests sent').click()
    await list(alice.page, 'Requests sent').getByText('Hi Bob, it is Alice · Waiting for an answer').waitFor()

    // Bob's list fills in live, with the note, and Agree is the first action.
    const request = list(bob.page, 'Requests received')
      .getByRole('listitem')
      .filter({ hasText: 'Hi Bob, it is Alice' })
    await request.waitFor()
    expect(await request.getByRole('link', { name: shortId(alice.address) }).getAttribute('href')).toBe(
      `/profile/${alice.address}`,
    )
    expect(await request.getByRole('button').allTextContents()).toEqual(['Agree', 'Reject'])
    await request.getByRole('button', { name: 'Agree' }).click()
    await main(bob.page).getByText('No friend requests waiting.').waitFor()

    // Both are now contacts.
    await tab(bob.page, 'Contacts').click()
    await list(bob.page, 'Contacts')
      .getByRole('link', { name: shortId(alice.address) })
      .waitFor()
    await tab(alice.page, 'Contacts').click()
    const bobRow = list(alice.page, 'Contacts')
      .getByRole('listitem')
      .filter({ hasText: shortId(bob.address) })
    await bobRow.waitFor()
    expect(await bobRow.getByRole('link', { name: 'Message' }).getAttribute('href')).toMatch(/^\/chat\/user:/)
  })

  it('[P3.22] [P8.23] following back from the Followers list makes a contact, signed by the wallet', async () => {
    const carol = await newcomer(e2e, 'e2e-contacts-carol')
    const dave = await newcomer(e2e, 'e2e-contacts-dave')

    // Carol follows Dave from his profile.
    await carol.page.goto(appUrl(`/profile/${dave.address}`))
    await main(carol.page).getByRole('button', { name: 'Follow', exact: true }).click()
    await main(carol.page).getByRole('button', { name: 'Unfollow' }).waitFor()

    // Dave follows back from his Followers list.
    await openContacts(dave.page)
    await tab(dave.page, 'Followers').click()
    const row = list(dave.page, 'Followers')
      .getByRole('listitem')
      .filter({ hasText: shortId(carol.address) })
    // Declined in the wallet: the row says so (docs/product.md §8) and still offers Follow.
    dave.eth.rejectSign = true
    await row.getByRole('button', { name: 'Follow', exact: true }).click()
    await row.getByRole('alert').filter({ hasText: 'The wallet declined the request' }).waitFor()
    dave.eth.rejectSign = false
    const asked = dave.eth.calls.length
    await row.getByRole('button', { name: 'Follow', exact: true }).click()
    await row.getByRole('button', { name: 'Unfollow' }).waitFor()
    expect(dave.eth.calls.slice(asked)).toContain('personal_sign')
    await tab(dave.page, 'Contacts').click()
    await list(dave.page, 'Contacts')
      .getByRole('link', { name: shortId(carol.address) })
      .waitFor()

    // Unfollowing from the Following list ends the contact.
    await tab(dave.page, 'Following').click()
    const following = list(dave.page, 'Following')
      .getByRole('listitem')
      .filter({ hasText: shortId(carol.address) })
    await following.getByRole('button', { name: 'Unfollow' }).click()
    await main(dave.page).getByText('Not following anyone yet.').waitFor()
    await tab(dave.page, 'Contacts').click()
    await main(dave.page).getByText('No contacts yet: people you follow who follow you back.').waitFor()
  })

  it('keyboard only, at 375 px: the lists and Add friend are reached with Tab and used with Enter', async () => {
    const alice = await newcomer(e2e, 'e2e-contacts-narrow')
    await alice.page.setViewportSize({ width: 375, height: 800 })
    await alice.page.goto(appUrl('/contacts'))
    await alice.page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor()
    await main(alice.page).getByText('No contacts yet: people you follow who follow you back.').waitFor()
    expect(await sidewaysOverflow(alice.page)).toBe(0)

    await tab(alice.page, 'Followers').focus()
    await alice.page.keyboard.press('Enter')
    await main(alice.page).getByText('No followers yet.').waitFor()
    expect(await tab(alice.page, 'Followers').getAttribute('aria-selected')).toBe('true')

    const add = main(alice.page).getByRole('region', { name: 'Add friend' })
    await add.getByLabel('Find a person').focus()
    await alice.page.keyboard.press('Enter')
    await add.getByText('Type a wallet address, handle or nickname to search.').waitFor()
    await alice.page.keyboard.type('nobody-by-this-name')
    await alice.page.keyboard.press('Enter')
    await add.getByText('No one found for “nobody-by-this-name”.').waitFor()
    // Sending without a person says so and keeps the note.
    await add.getByLabel('Note').fill('Hello')
    await add.getByRole('button', { name: 'Send friend request' }).focus()
    await alice.page.keyboard.press('Enter')
    await add.getByText('Choose a person to send the request to.').waitFor()
    expect(await add.getByLabel('Note').inputValue()).toBe('Hello')
    expect(await sidewaysOverflow(alice.page)).toBe(0)
  })
})
