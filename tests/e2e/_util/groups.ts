/**
 * A group as a person makes one in the app: from Contacts, Groups, "New group", with a name and a picture the
 * page can load offline; and the invite of one person by address from the group's page.
 */
import type { Page } from 'playwright-core'
import { banner } from './flows'
import { shortId } from './harness'

export const main = (page: Page) => page.getByRole('main')

/** A picture the page can load without leaving the machine (the test browser has no network). */
export const AVATAR = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>')}`

/** Creates a group from the Groups list's "New group" and answers its id once the page moved to it. */
export const createGroup = async (page: Page, name: string): Promise<string> => {
  await banner(page).getByRole('link', { name: 'Contacts', exact: true }).click()
  await main(page).getByRole('tab', { name: 'Groups', exact: true }).click()
  await main(page).getByRole('link', { name: 'New group' }).click()
  await page.getByRole('heading', { level: 1, name: 'New group' }).waitFor()
  await main(page).getByLabel('Name', { exact: true }).fill(name)
  await main(page)
    .getByLabel(/Avatar URL/)
    .fill(AVATAR)
  await main(page).getByRole('button', { name: 'Create group' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/groups/group:'))
  await page.getByRole('heading', { level: 1, name }).waitFor()
  return decodeURIComponent(new URL(page.url()).pathname.slice('/groups/'.length))
}

/** Invites `address` from the group's page and waits until it is listed among the members. */
export const invite = async (page: Page, address: string): Promise<void> => {
  const region = main(page).getByRole('region', { name: 'Invite people' })
  await region.getByLabel('Find a person to invite').fill(address)
  await region.getByRole('button', { name: 'Search' }).click()
  await region.getByRole('button', { name: 'Invite' }).click()
  await region
    .getByRole('status')
    .filter({ hasText: `Invited ${shortId(address)}.` })
    .waitFor()
  await main(page)
    .getByRole('list', { name: 'Members' })
    .getByRole('link', { name: shortId(address) })
    .waitFor()
}
