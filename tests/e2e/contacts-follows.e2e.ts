/**
 * Contacts and follows tell the same story (docs/protocol.md §9.3 "Contacts are mutual follows"), two people
 * each in their own browser: after Bob agrees to Alice's friend request each sees the other in Contacts, in
 * Followers and in Following, and each profile counts one follower and one following. Bob's "Unfollow" on
 * Alice's contact row takes her out of his Contacts at once, and the counts and lists of both follow.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { banner, newcomer } from './_util/flows'
import { appUrl, e2eSuite, shortId } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

const NO_CONTACTS = 'No contacts yet: people you follow who follow you back.'

const main = (page: Page) => page.getByRole('main')
const tab = (page: Page, name: string) =>
  main(page).getByRole('tablist', { name: 'Contact lists' }).getByRole('tab', { name, exact: true })
const list = (page: Page, name: string) => main(page).getByRole('list', { name, exact: true })
const rowOf = (page: Page, listName: string, address: string) =>
  list(page, listName)
    .getByRole('listitem')
    .filter({ hasText: shortId(address) })

const openContacts = async (page: Page) => {
  await banner(page).getByRole('link', { name: 'Contacts', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor()
}

/** Opens a tab and waits for the person's row in it, returning the row's buttons' words. */
const rowIn = async (page: Page, listName: string, address: string): Promise<string[]> => {
  await tab(page, listName).click()
  const row = rowOf(page, listName, address)
  await row.waitFor()
  return row.getByRole('button').allTextContents()
}

/** The two counts of the person's own profile, as shown: "1 Followers", "0 Following". */
const countsOf = async (page: Page, expected: [string, string]) => {
  await page.goto(appUrl('/profile'))
  const counts = main(page).getByRole('button', { name: /^\d+ Follow(ers|ing)$/ })
  await counts.first().waitFor()
  await expect.poll(() => counts.allTextContents(), { timeout: 10_000 }).toEqual(expected)
}

describe('contacts and follows', () => {
  it('an agreed friend request is a follow each way; Unfollow on a contact ends it for both', async () => {
    const alice = await newcomer(e2e, 'e2e-cf-alice')
    const bob = await newcomer(e2e, 'e2e-cf-bob')

    // Alice sends Bob a friend request from Add friend.
    await openContacts(alice.page)
    const add = main(alice.page).getByRole('region', { name: 'Add friend' })
    await add.getByLabel('Find a person').fill(bob.address)
    await add.getByRole('button', { name: 'Search' }).click()
    const found = add.getByRole('list', { name: `People found for ${bob.address}` })
    await found.getByRole('button', { name: 'Choose' }).click()
    await add.getByRole('button', { name: 'Send friend request' }).click()
    await add
      .getByRole('status')
      .filter({ hasText: `Friend request sent to ${shortId(bob.address)}.` })
      .waitFor()

    // Bob agrees.
    await openContacts(bob.page)
    await rowIn(bob.page, 'Requests received', alice.address)
    await rowOf(bob.page, 'Requests received', alice.address).getByRole('button', { name: 'Agree' }).click()
    await main(bob.page).getByText('No friend requests waiting.').waitFor()

    // Each is in the other's Contacts, Followers and Following, followed back (Unfollow offered).
    for (const [me, other] of [
      [bob, alice],
      [alice, bob],
    ] as const) {
      await openContacts(me.page)
      for (const name of ['Contacts', 'Followers', 'Following'])
        expect(await rowIn(me.page, name, other.address)).toEqual(['Unfollow'])
      await countsOf(me.page, ['1 Followers', '1 Following'])
    }

    // Bob unfollows Alice from his Contacts: her row leaves at once.
    await openContacts(bob.page)
    await rowIn(bob.page, 'Contacts', alice.address)
    await rowOf(bob.page, 'Contacts', alice.address).getByRole('button', { name: 'Unfollow' }).click()
    await main(bob.page).getByText(NO_CONTACTS).waitFor()
    expect(await rowOf(bob.page, 'Contacts', alice.address).count()).toBe(0)
    // She still follows him: a follower he can follow again; he follows no one.
    expect(await rowIn(bob.page, 'Followers', alice.address)).toEqual(['Follow'])
    await tab(bob.page, 'Following').click()
    await main(bob.page).getByText('Not following anyone yet.').waitFor()
    await countsOf(bob.page, ['1 Followers', '0 Following'])

    // Alice sees the same: no contact, no follower, and Bob still someone she follows.
    await openContacts(alice.page)
    await main(alice.page).getByText(NO_CONTACTS).waitFor()
    await tab(alice.page, 'Followers').click()
    await main(alice.page).getByText('No followers yet.').waitFor()
    expect(await rowIn(alice.page, 'Following', bob.address)).toEqual(['Unfollow'])
    await countsOf(alice.page, ['0 Followers', '1 Following'])
  })
})
