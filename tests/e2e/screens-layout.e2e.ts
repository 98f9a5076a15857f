/**
 * Screens a demanding person keeps (issue "Every screen…"): a 64-character name neither widens the page
 * nor wraps the header, at 1280 and 375 px; each route its own tab title; the theme choice survives a
 * reload; "Forget this device" beside the logout in the account menu; the profile's facts in words. axe
 * stays clean on the wide header with the account menu open and on the narrow one with its menu open, in
 * both themes.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { axeCheck } from './_util/axe'
import {
  accountAction,
  accountButton,
  banner,
  chooseWallet,
  signUpWithMetaMask,
  storage,
} from './_util/flows'
import { appUrl, e2eSuite, shortId } from './_util/harness'
import { headerRows, pastRightEdge, sidewaysOverflow } from './_util/layout'

const e2e = e2eSuite(import.meta.url)

const LONG_NAME = 'W'.repeat(64)

/** The keys the app stores (docs/product.md §3); the dev wallet's own key is not among them. */
const APP_KEYS = [
  'MAIN_PRIVATE_KEY',
  'MAIN_PUBLIC_KEY',
  'WALLET_ADDRESS',
  'WALLET_TYPE',
  'PRIVATE_KEY',
  'PUBLIC_KEY',
  'userid',
  'DID_KEY',
  'PUBKEY_EXPIRED_TIMESTAMP',
]

const signedUp = async (label: string) => {
  const wallet = ethWallet(label)
  const person = await e2e.person({ eth: wallet })
  await person.page.goto(appUrl('/profile'))
  await signUpWithMetaMask(person.page, `${label}-password`, wallet.address)
  return { ...person, wallet }
}

const setNickname = async (page: Page, nickname: string) => {
  await page.getByRole('button', { name: 'Edit profile' }).click()
  const form = page.getByRole('region', { name: 'Edit profile' })
  await form.getByRole('textbox', { name: 'Nickname' }).fill(nickname)
  await form.getByRole('button', { name: 'Save' }).click()
  await form.waitFor({ state: 'detached' })
  await banner(page).getByText(nickname, { exact: true }).waitFor()
}

const titleOf = async (page: Page, path: string): Promise<string> => {
  await page.goto(appUrl(path))
  await page.waitForFunction(() => document.title !== 'Web3MQ')
  return page.title()
}

describe('screens: layout', () => {
  it('a 64-character name: one header row at 1280 px, no sideways scroll at 375 px, a menu there', async () => {
    const { page } = await signedUp('e2e-screens-long')
    await setNickname(page, LONG_NAME)
    const name = banner(page).getByText(LONG_NAME, { exact: true })
    expect(await name.getAttribute('title')).toBe(LONG_NAME)
    expect(await headerRows(page)).toBe(1)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    // Cut with an ellipsis: the visible box is narrower than the whole text.
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    // "Online" is never cut to make room for the name.
    const online = banner(page).getByRole('status').filter({ hasText: 'Online' })
    expect(await online.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    // The account's actions open from its button; keyboard only: Enter opens, Tab walks the items, Escape
    // closes with focus back on the button.
    const account = accountButton(page)
    expect(await account.getAttribute('aria-label')).toBe(`Account: ${LONG_NAME}`)
    await account.focus()
    await page.keyboard.press('Enter')
    expect(await account.getAttribute('aria-expanded')).toBe('true')
    const items: string[] = []
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      items.push(await page.evaluate(() => document.activeElement?.textContent ?? ''))
    }
    expect(items).toEqual(['My dapps', 'Create dapp', 'Log out', 'Forget this device'])
    expect(await headerRows(page)).toBe(1)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    await page.keyboard.press('Escape')
    expect(await account.getAttribute('aria-expanded')).toBe('false')
    expect(await account.evaluate((el) => el === document.activeElement)).toBe(true)
    for (const theme of ['dark', 'light'] as const) {
      // Choosing the theme is a click outside: it closes the panel, opened again for axe.
      await banner(page).getByRole('combobox', { name: 'Theme' }).selectOption(theme)
      await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' })
      await account.click()
      await banner(page).getByRole('button', { name: 'Log out' }).waitFor()
      await axeCheck(page, `the 1280 px header, account menu open, ${theme}`)
      await page.getByRole('heading', { level: 1 }).click()
      await banner(page).getByRole('button', { name: 'Log out' }).waitFor({ state: 'hidden' })
    }

    await page.setViewportSize({ width: 375, height: 800 })
    const menu = banner(page).getByRole('button', { name: 'Menu' })
    await menu.waitFor()
    expect(await account.isVisible()).toBe(false)
    expect(await headerRows(page)).toBe(1)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    await menu.click()
    await account.click()
    await banner(page).getByRole('button', { name: 'Log out' }).waitFor()
    expect(await pastRightEdge(page)).toEqual([])
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    for (const theme of ['light', 'dark'] as const) {
      await banner(page).getByRole('combobox', { name: 'Theme' }).selectOption(theme)
      await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' })
      await axeCheck(page, `the 375 px header, menu open, ${theme}`)
    }
    // Escape closes the account's panel first (focus on its button), then the menu.
    await page.keyboard.press('Escape')
    await banner(page).getByRole('button', { name: 'Log out' }).waitFor({ state: 'hidden' })
    expect(await account.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await account.waitFor({ state: 'hidden' })
    expect(await page.getByRole('heading', { level: 1 }).getAttribute('title')).toBe(LONG_NAME)
  })

  it('gives each route its own tab title', async () => {
    const { page } = await e2e.person()
    const titles = [
      await titleOf(page, '/profile'),
      await titleOf(page, '/bind/subscribeManagement'),
      await titleOf(page, '/binddid/telegram/12345'),
      await titleOf(page, '/nope'),
    ]
    expect(titles).toEqual([
      'Your profile · Web3MQ',
      'Subscription management · Web3MQ',
      'Bind your Telegram account · Web3MQ',
      'Page not found · Web3MQ',
    ])
  })

  it('keeps the theme choice across a reload: light at first, then Dark or System as chosen', async () => {
    const { page } = await e2e.person({ colorScheme: 'dark' })
    const theme = banner(page).getByRole('combobox', { name: 'Theme' })
    await page.goto(appUrl('/profile'))
    expect(await theme.inputValue()).toBe('light')
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light')
    for (const [choice, painted] of [
      ['dark', 'dark'],
      ['system', 'dark'],
    ] as const) {
      await theme.selectOption(choice)
      await page.reload()
      await page.locator(`html[data-theme="${painted}"]`).waitFor({ state: 'attached' })
      expect(await theme.inputValue()).toBe(choice)
    }
  })
})

describe('screens: leaving a shared computer', () => {
  it('"Log out" keeps the main keys and address; "Forget this device" removes every key', async () => {
    const { page, wallet } = await signedUp('e2e-screens-forget')
    await accountAction(page, 'Log out')
    await banner(page).getByRole('button', { name: 'Connect wallet', exact: true }).waitFor()
    const afterLogout = await storage(page)
    expect(afterLogout.MAIN_PRIVATE_KEY).toBeTruthy()
    expect(afterLogout.WALLET_ADDRESS).toBe(wallet.address)

    // The login dialog names the address logging in, and its disabled button says why.
    await chooseWallet(page, 'MetaMask')
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await dialog.getByText(`Logging in as ${shortId(wallet.address)}`, { exact: true }).waitFor()
    const login = dialog.getByRole('button', { name: 'Log in', exact: true })
    expect(await login.isDisabled()).toBe(true)
    await dialog.getByText('Type your password to log in.').waitFor()
    await dialog.getByLabel('Password', { exact: true }).fill('e2e-screens-forget-password')
    await login.click()
    await accountAction(page, 'Forget this device')
    await banner(page).getByRole('button', { name: 'Connect wallet', exact: true }).waitFor()
    const left = Object.keys(await storage(page))
    expect(left.filter((key) => APP_KEYS.includes(key) || key.startsWith('gsw-last'))).toEqual([])
  })
})

describe('screens: small things', () => {
  it('says the wallet and ID in words, and writes the short address once on the profile', async () => {
    const { page, wallet } = await signedUp('e2e-screens-words')
    const main = page.getByRole('main')
    await main.getByText('Ethereum', { exact: true }).waitFor()
    await main.getByText(/^ending in [0-9a-f]{4}$/).waitFor()
    expect(await main.getByText(shortId(wallet.address), { exact: true }).count()).toBe(1)
    await main.getByRole('button', { name: 'Copy wallet address' }).waitFor()
  })
})
