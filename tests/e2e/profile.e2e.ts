/**
 * Profiles: another user's page by their address, follow and unfollow with the counts following along,
 * the followers list, binding Telegram through /binddid/telegram/<id>, and the display-name rule (a
 * Telegram bind name outranks the shortened address; a nickname outranks both).
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { signUpWithMetaMask } from './_util/flows'
import { appUrl, e2eSuite, type Person, shortId } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

const newcomer = async (label: string): Promise<Person> => {
  const wallet = ethWallet(label)
  const person = await e2e.person({ eth: wallet })
  await person.page.goto(appUrl('/profile'))
  await signUpWithMetaMask(person.page, `${label}-password`, wallet.address)
  return person
}

/** The count shown on the "Followers" or "Following" button of the profile card. */
const count = (page: Page, which: 'Followers' | 'Following'): Locator =>
  page.getByRole('main').getByRole('button', { name: new RegExp(`^\\d+ ${which}$`) })

const expectCount = async (page: Page, which: 'Followers' | 'Following', n: number) =>
  expect.poll(() => count(page, which).textContent()).toBe(`${n} ${which}`)

/** The follow button once the signature and the request are done (it changes at once, then settles). */
const followButton = async (page: Page, name: 'Follow' | 'Unfollow'): Promise<Locator> => {
  const button = page.getByRole('main').getByRole('button', { name, exact: true })
  await expect.poll(() => button.getAttribute('aria-busy')).toBeNull()
  return button
}

const profileTitle = (page: Page) => page.getByRole('heading', { level: 1 })

describe('profiles', () => {
  it("[P1.3] shows another user's profile by address, follows and unfollows them with the counts updating", async () => {
    const alice = await newcomer('e2e-profile-alice')
    const bob = await newcomer('e2e-profile-bob')

    await alice.page.goto(appUrl(`/profile/${bob.address}`))
    await profileTitle(alice.page)
      .filter({ hasText: shortId(bob.address) })
      .waitFor()
    await expectCount(alice.page, 'Followers', 0)
    expect(await alice.page.getByRole('button', { name: 'Edit profile' }).count()).toBe(0)

    // Declined in the wallet: the optimistic change is undone and the reason shown.
    alice.eth.rejectSign = true
    await (await followButton(alice.page, 'Follow')).click()
    await alice.page.getByRole('main').getByRole('alert').filter({ hasText: 'declined' }).waitFor()
    await followButton(alice.page, 'Follow')
    await expectCount(alice.page, 'Followers', 0)
    alice.eth.rejectSign = false

    const asked = alice.eth.calls.length
    await (await followButton(alice.page, 'Follow')).click()
    await followButton(alice.page, 'Unfollow')
    await expectCount(alice.page, 'Followers', 1)
    // Following is signed by the wallet (the follow text), not only by the session key.
    expect(alice.eth.calls.slice(asked)).toContain('personal_sign')

    // Bob sees his new follower, and the list links to Alice's profile.
    await bob.page.reload()
    await expectCount(bob.page, 'Followers', 1)
    await count(bob.page, 'Followers').click()
    const list = bob.page.getByRole('region', { name: 'Followers' })
    await list.getByRole('link', { name: shortId(alice.address) }).click()
    await bob.page.waitForURL(appUrl(`/profile/${alice.address}`))
    await expectCount(bob.page, 'Following', 1)

    await alice.page.goto(appUrl('/profile'))
    await expectCount(alice.page, 'Following', 1)

    await alice.page.goto(appUrl(`/profile/${bob.address}`))
    await (await followButton(alice.page, 'Unfollow')).click()
    await followButton(alice.page, 'Follow')
    await expectCount(alice.page, 'Followers', 0)
    await bob.page.goto(appUrl('/profile'))
    await expectCount(bob.page, 'Followers', 0)
  })

  it('says so when no user has that address', async () => {
    const visitor = await e2e.person()
    await visitor.page.goto(appUrl(`/profile/${ethWallet('e2e-profile-nobody').address}`))
    await profileTitle(visitor.page).filter({ hasText: 'This profile does not exist' }).waitFor()
  })

  it('[P1.4] binds Telegram, shows the bound name, and lets a nickname take over the display name', async () => {
    const carol = await newcomer('e2e-profile-carol')
    const { page } = carol
    const telegramId = '700123456'

    await page.goto(appUrl(`/binddid/telegram/${telegramId}`))
    await page.getByRole('heading', { level: 1, name: 'Bind Telegram Bot' }).waitFor()
    await page.getByRole('heading', { name: 'Wallet connection successful' }).waitFor()
    await page.getByText('MetaMask', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Bind wallet' }).click()
    await page.getByRole('heading', { name: 'Bound successfully' }).waitFor()
    await page.getByText(`Bound as tg_${telegramId}`, { exact: true }).waitFor()
    await page.getByRole('button', { name: 'OK' }).click()

    await page.waitForURL(appUrl('/profile'))
    await profileTitle(page)
      .filter({ hasText: `tg_${telegramId}` })
      .waitFor()
    // The header follows the same display rule.
    await page.getByRole('banner').getByText(`tg_${telegramId}`, { exact: true }).waitFor()
    const row = page.getByRole('region', { name: 'Bound DIDs' }).getByRole('row').nth(1)
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'telegram',
      telegramId,
      `tg_${telegramId}`,
    ])

    // A visitor sees the same name.
    const visitor = await e2e.person()
    await visitor.page.goto(appUrl(`/profile/${carol.address}`))
    await profileTitle(visitor.page)
      .filter({ hasText: `tg_${telegramId}` })
      .waitFor()

    await page.getByRole('button', { name: 'Edit profile' }).click()
    const form = page.getByRole('region', { name: 'Edit profile' })
    await form.getByRole('textbox', { name: 'Nickname' }).fill('Carol Nakamoto')
    await form.getByRole('button', { name: 'Save' }).click()
    await form.waitFor({ state: 'detached' })
    await profileTitle(page).filter({ hasText: 'Carol Nakamoto' }).waitFor()
    await page.getByRole('banner').getByText('Carol Nakamoto', { exact: true }).waitFor()
    await page.reload()
    await profileTitle(page).filter({ hasText: 'Carol Nakamoto' }).waitFor()
    await visitor.page.reload()
    await profileTitle(visitor.page).filter({ hasText: 'Carol Nakamoto' }).waitFor()
  })
})
