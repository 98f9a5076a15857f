/**
 * What a person does again and again, as they would do it: open the wallet modal from the header, pick a
 * wallet by its name, type a password, wait for the header to show them signed in.
 */
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { ethWallet, type TestWallet } from '../../fakes/wallets'
import { appUrl, type Person } from './harness'

export const banner = (page: Page): Locator => page.getByRole('banner')

/** The header's "Connect wallet", then the "Connect a wallet" dialog once its wallet list is in. */
export const openModal = async (page: Page): Promise<Locator> => {
  await banner(page).getByRole('button', { name: 'Connect wallet', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  await dialog.getByRole('list', { name: 'Wallets', exact: true }).waitFor()
  return dialog
}

/** The names of the modal's rows top to bottom: wallet buttons, then "Install …" links. */
export const modalRows = async (dialog: Locator): Promise<string[]> =>
  dialog.locator('li > button, li > a').evaluateAll((rows) => rows.map((r) => r.textContent ?? ''))

/** Picks a wallet row by the start of its name ("MetaMask", "MetaMask Last used"). */
export const walletRow = (dialog: Locator, name: string): Locator =>
  dialog.getByRole('button', { name: new RegExp(`^${name}`) })

/** Opens the modal and picks `walletName`; the auth dialog (or an error) follows. */
export const chooseWallet = async (page: Page, walletName: string): Promise<void> => {
  const dialog = await openModal(page)
  await walletRow(dialog, walletName).click()
}

export const passwordInput = (scope: Locator, label: 'Password' | 'Confirm password'): Locator =>
  scope.getByLabel(label, { exact: true })

/** "Create password" (or "Reset password"): both fields, then the submit button. */
export const submitNewPassword = async (
  page: Page,
  password: string,
  mode: 'register' | 'reset' = 'register',
): Promise<Locator> => {
  const dialog = page.getByRole('dialog', {
    name: mode === 'register' ? 'Create password' : 'Reset password',
  })
  await passwordInput(dialog, 'Password').fill(password)
  await passwordInput(dialog, 'Confirm password').fill(password)
  await dialog
    .getByRole('button', { name: mode === 'register' ? 'Create new user' : 'Reset password' })
    .click()
  return dialog
}

/** "Log in" with the password. */
export const submitLogin = async (page: Page, password: string): Promise<Locator> => {
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await passwordInput(dialog, 'Password').fill(password)
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
  return dialog
}

/** The header's signed-in account button (avatar and name), which opens the account menu. */
export const accountButton = (page: Page): Locator => banner(page).getByRole('button', { name: /^Account:/ })

/**
 * Opens the account menu ("Menu" first when the viewport folds the header) and clicks `item`: "My dapps",
 * "Create dapp", "Log out" or "Forget this device".
 */
export const accountAction = async (page: Page, item: string): Promise<void> => {
  const menu = banner(page).getByRole('button', { name: 'Menu', exact: true })
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
  const account = accountButton(page)
  if ((await account.getAttribute('aria-expanded')) !== 'true') await account.click()
  await banner(page).getByRole('button', { name: item, exact: true }).click()
}

/** Signed in: the account button in the header and the given display name next to the avatar. */
export const expectSignedIn = async (page: Page, displayName: string): Promise<void> => {
  await accountButton(page).waitFor()
  await banner(page).getByText(displayName, { exact: true }).waitFor()
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
}

/** From the profile page: pick the wallet, create a password, end signed in as `displayName`. */
export const signUp = async (page: Page, walletName: string, password: string, displayName: string) => {
  if (!page.url().startsWith(appUrl())) await page.goto(appUrl('/profile'))
  await chooseWallet(page, walletName)
  await submitNewPassword(page, password)
  await expectSignedIn(page, displayName)
}

/** The injected MetaMask, a new user: the usual first visit. */
export const signUpWithMetaMask = (page: Page, password: string, address: string) =>
  signUp(page, 'MetaMask', password, `${address.slice(0, 5)}...${address.slice(-4)}`)

/** A new person with a MetaMask wallet of their own (keyed by `label`), signed up from the profile page. */
export const newcomer = async (
  e2e: { person(options: { eth: TestWallet }): Promise<Person> },
  label: string,
): Promise<Person> => {
  const wallet = ethWallet(label)
  const person = await e2e.person({ eth: wallet })
  await person.page.goto(appUrl('/profile'))
  await signUpWithMetaMask(person.page, `${label}-password`, wallet.address)
  return person
}

/** Pick the wallet, type the password, end signed in. */
export const logIn = async (page: Page, walletName: string, password: string, displayName: string) => {
  await chooseWallet(page, walletName)
  await submitLogin(page, password)
  await expectSignedIn(page, displayName)
}

export const logOut = async (page: Page): Promise<void> => {
  await accountAction(page, 'Log out')
  await banner(page).getByRole('button', { name: 'Connect wallet', exact: true }).waitFor()
}

/** localStorage of the page's origin, as a plain object. */
export const storage = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => ({ ...window.localStorage }))

/**
 * Waits for the page's finite animations and transitions (a dialog fading in) to end, so axe's contrast
 * check and screenshots see the final colours. Endless ones (spinners) are left running.
 */
export const settleAnimations = (page: Page): Promise<unknown> =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
