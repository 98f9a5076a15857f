/**
 * Every screen a demanding person would keep (input and refusals): a wallet that declines says so and
 * can be tried again; bad input is refused with a clear message and nothing typed is lost; a topic
 * subscribed by a pasted id (spaces, capitals) shows its name; a Telegram binding can be removed; the
 * subscription screen stays clean under axe in both themes.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { axeCheck } from './_util/axe'
import { accountAction, openModal, signUpWithMetaMask, walletRow } from './_util/flows'
import { appUrl, e2eSuite, type Person } from './_util/harness'
import { visit } from './_util/screens'

const e2e = e2eSuite(import.meta.url)

const SUBSCRIPTIONS = '/bind/subscribeManagement'

const signedUpAt = async (label: string, path: string): Promise<Person> => {
  const wallet = ethWallet(label)
  const person = await e2e.person({ eth: wallet })
  await person.page.goto(appUrl(path))
  await signUpWithMetaMask(person.page, `${label}-password`, wallet.address)
  return person
}

const topicsOf = (page: Page): Locator => page.getByRole('region', { name: 'Topics' })

describe('screens: input and refusals', () => {
  it('a wallet that declines (4001) shows why, and Try again connects it', async () => {
    const me = await e2e.person({ eth: ethWallet('e2e-input-declined') })
    me.eth.rejectPermissions = true
    await me.page.goto(appUrl('/profile'))
    const dialog = await openModal(me.page)
    await walletRow(dialog, 'MetaMask').click()
    await dialog.getByRole('alert').filter({ hasText: 'The wallet declined the request' }).waitFor()
    me.eth.rejectPermissions = false
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await me.page.getByRole('dialog', { name: 'Create password' }).waitFor()
  })

  it('refuses a 500-character topic name and a malformed id, keeping the text; a pasted id finds its topic by name', async () => {
    const creator = await signedUpAt('e2e-input-topics', SUBSCRIPTIONS)
    const topics = topicsOf(creator.page)
    const name = topics.getByRole('textbox', { name: 'Topic name' })
    await name.fill('x'.repeat(500))
    await topics.getByText('The topic name can be at most 100 characters.').waitFor()
    await topics.getByText('500/100 characters').waitFor()
    expect(await topics.getByRole('button', { name: 'Create topic' }).isDisabled()).toBe(true)
    expect((await name.inputValue()).length).toBe(500)
    await name.fill('Input weather')
    await topics.getByRole('button', { name: 'Create topic' }).click()
    const created = topics.getByRole('listitem').filter({ hasText: 'Input weather' })
    await created.waitFor()
    const topicId = await created.evaluate((li) => li.querySelector('strong + span')?.textContent ?? '')
    expect(topicId).toMatch(/^topic:/)
    await created.getByRole('button', { name: 'Copy id of Input weather' }).waitFor()

    const reader = await signedUpAt('e2e-input-reader', SUBSCRIPTIONS)
    const theirs = topicsOf(reader.page)
    const idField = theirs.getByRole('textbox', { name: 'Topic id' })
    await idField.fill('not a topic')
    await theirs.getByText(/A topic id starts with "topic:"/).waitFor()
    expect(await idField.inputValue()).toBe('not a topic')
    await idField.fill(`  ${topicId.toUpperCase()} `)
    await theirs.getByRole('button', { name: 'Subscribe', exact: true }).click()
    const subscribed = theirs.getByRole('listitem').filter({ hasText: 'Input weather' })
    await subscribed.waitFor()
    expect(await subscribed.locator('strong').textContent()).toBe('Input weather')
  })

  it('refuses a link that is not a Telegram id, and removes a binding', async () => {
    const me = await signedUpAt('e2e-input-bind', '/profile')
    const { page } = me
    for (const bad of ['-1', 'abc%3Cb%3Ex']) {
      await page.goto(appUrl(`/binddid/telegram/${bad}`))
      await page.getByRole('heading', { name: 'This link cannot be used' }).waitFor()
      expect(await page.getByRole('button', { name: 'Bind wallet' }).count()).toBe(0)
    }
    await page.goto(appUrl('/binddid/telegram/5012345678'))
    await page.getByRole('button', { name: 'Bind wallet' }).click()
    await page.getByRole('heading', { name: 'Bound successfully' }).waitFor()
    await page.goto(appUrl('/binddid/telegram/5012345678'))
    await page.getByRole('button', { name: 'Remove this binding' }).click()
    await page.getByRole('heading', { name: 'Binding removed' }).waitFor()
  })

  it('refuses a dapp id with spaces and a domain that is not one, keeping both', async () => {
    const me = await signedUpAt('e2e-input-dapp', '/profile')
    const { page } = me
    await accountAction(page, 'Create dapp')
    const dialog = page.getByRole('dialog', { name: 'Create dapp' })
    await dialog.getByRole('textbox', { name: 'Dapp id' }).fill('my dapp')
    await dialog.getByRole('textbox', { name: 'Domain (optional)' }).fill('not a domain <>')
    await dialog.getByText(/A dapp id uses letters, digits/).waitFor()
    await dialog.getByText(/Enter a domain such as example\.com/).waitFor()
    expect(await dialog.getByRole('textbox', { name: 'Dapp id' }).inputValue()).toBe('my dapp')
    expect(await dialog.getByRole('button', { name: 'Create dapp' }).isDisabled()).toBe(true)
  })

  it('keeps the subscription screen clean under axe in both themes', async () => {
    const me = await signedUpAt('e2e-input-axe', SUBSCRIPTIONS)
    // A topic of mine (its Copy id button and publish form) and a bound chat (its remove link) on screen.
    await topicsOf(me.page).getByRole('textbox', { name: 'Topic name' }).fill('Axe topic')
    await topicsOf(me.page).getByRole('button', { name: 'Create topic' }).click()
    await topicsOf(me.page).getByRole('button', { name: 'Copy id of Axe topic' }).waitFor()
    await me.page.goto(appUrl('/binddid/telegram/5012345679'))
    await me.page.getByRole('button', { name: 'Bind wallet' }).click()
    await me.page.getByRole('heading', { name: 'Bound successfully' }).waitFor()
    for (const theme of ['light', 'dark'] as const) {
      await visit(me.page, SUBSCRIPTIONS, theme)
      // A refused name on screen, so the error colours are checked too.
      await topicsOf(me.page).getByRole('textbox', { name: 'Topic name' }).fill('x'.repeat(120))
      await topicsOf(me.page).getByText('120/100 characters').waitFor()
      await me.page.getByRole('link', { name: 'Remove this binding' }).waitFor()
      await axeCheck(me.page, `subscription management (${theme})`)
    }
  })
})
