/**
 * The Telegram bind link (docs/product.md §10.1, §14.1): before any wallet step the page says which Telegram
 * account the link binds and that the link alone decides it, and it names the wallet that will sign as the
 * person knows it (the dev wallet, not "MetaMask").
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { accountButton, chooseWallet, signUpWithMetaMask, storage, submitNewPassword } from './_util/flows'
import { appUrl, e2eSuite, shortId } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

const DEV_WALLET = 'Dev wallet (mock node)'
const WARNING =
  'The link decides which Telegram account is bound, and anyone can make a link with their own id. ' +
  'Continue only if the Web3MQ bot sent you this link in your own Telegram chat.'

/** The note naming the link's Telegram account. */
const linkNote = (page: Page) => page.getByRole('main').getByRole('note')

const expectNoteFor = async (page: Page, telegramId: string) => {
  await linkNote(page).waitFor()
  expect(await linkNote(page).locator('p').allTextContents()).toEqual([
    `This link binds the Telegram account with id ${telegramId} to your wallet.`,
    WARNING,
  ])
}

describe('binding Telegram from a link', () => {
  it('says whose Telegram account and which wallet before anything is signed, with the dev wallet', async () => {
    const { page, errors } = await e2e.person()
    const telegramId = '700123457'
    await page.goto(appUrl(`/binddid/telegram/${telegramId}`))
    // Signed out: the account is named before the person even connects a wallet.
    await page.getByRole('heading', { name: 'Connect your wallet' }).waitFor()
    await expectNoteFor(page, telegramId)

    // The modal's row is named "Dev wallet (mock node)"; chooseWallet matches the start of the name.
    await chooseWallet(page, 'Dev wallet')
    await submitNewPassword(page, 'e2e-bind-dev-password')
    await accountButton(page).waitFor()
    const address = (await storage(page)).WALLET_ADDRESS ?? ''
    expect(address).toMatch(/^0x[0-9a-f]{40}$/)

    const main = page.getByRole('main')
    await main.getByRole('heading', { name: 'Wallet connection successful' }).waitFor()
    await expectNoteFor(page, telegramId)
    await main
      .getByText(`Telegram account ${telegramId} will be bound to this wallet:`, { exact: true })
      .waitFor()
    await main.getByText(DEV_WALLET, { exact: true }).waitFor()
    await main.getByText(shortId(address), { exact: true }).waitFor()
    expect(await main.getByText(/MetaMask/).count()).toBe(0)

    await main.getByRole('button', { name: 'Bind wallet' }).click()
    await main.getByRole('heading', { name: 'Bound successfully' }).waitFor()
    await main
      .getByText(`Telegram account ${telegramId} is now bound to ${DEV_WALLET} ${shortId(address)}.`, {
        exact: true,
      })
      .waitFor()
    await main.getByText(`Bound as tg_${telegramId}`, { exact: true }).waitFor()
    expect(await linkNote(page).count()).toBe(0)
    const authorize = main.getByRole('button', { name: 'Authorize notifications' })
    await expect
      .poll(() => authorize.evaluate((el) => el.getAttribute('aria-describedby') !== null))
      .toBe(true)
    expect(errors).toEqual([])
  })

  it('asks an installed wallet nothing until "Bind wallet", and names it by its own name', async () => {
    const wallet = ethWallet('e2e-bind-metamask')
    const me = await e2e.person({ eth: wallet })
    await me.page.goto(appUrl('/profile'))
    await signUpWithMetaMask(me.page, 'e2e-bind-metamask-password', wallet.address)
    const asked = me.eth.calls.length
    const telegramId = '700123458'
    await me.page.goto(appUrl(`/binddid/telegram/${telegramId}`))
    const main = me.page.getByRole('main')
    await main.getByRole('button', { name: 'Bind wallet' }).waitFor()
    await expectNoteFor(me.page, telegramId)
    await main.getByText('MetaMask', { exact: true }).waitFor()
    // The page is ready to bind and the person has read whose account: the wallet was asked nothing yet.
    expect(me.eth.calls.slice(asked)).toEqual([])
    await main.getByRole('button', { name: 'Bind wallet' }).click()
    await main.getByRole('heading', { name: 'Bound successfully' }).waitFor()
    expect(me.eth.calls.slice(asked)).toContain('personal_sign')
  })
})
