/**
 * What a person does in the kit's page, by what they see: the kit's own labels and placeholders. Each step
 * ends by waiting for what the person would see next, never for a length of time.
 */
import type { Locator, Page } from 'playwright-core'
import type { KitPerson } from './stage'

/** The kit's password fields (sign-up: password and its confirmation; log-in: one). */
const passwordFields = (page: Page) => page.getByPlaceholder('Write something...')

/** The list column's title the kit shows once `Chat` is mounted ("Chats", "Contacts" or "Notification"). */
export const listTitle = (page: Page, title: string): Locator =>
  page.locator('span').filter({ hasText: new RegExp(`^${title}$`) })

/** Connect wallet → MetaMask in `LoginModal`; resolves when the kit shows the step for this wallet. */
const connectMetaMask = async (page: Page, step: 'Create password' | 'Log in') => {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByText('MetaMask', { exact: true }).click()
  await page.getByRole('button', { name: step === 'Log in' ? 'Log in' : 'Create new user' }).waitFor()
  if (step === 'Create password') await page.getByText('Create password', { exact: true }).waitFor()
}

/** Sign-up with a new password; the wallet signs the key text and the register text. Ends in the chat. */
export const signUp = async ({ page }: KitPerson, password: string) => {
  await connectMetaMask(page, 'Create password')
  await passwordFields(page).nth(0).fill(password)
  await passwordFields(page).nth(1).fill(password)
  await page.getByRole('button', { name: 'Create new user' }).click()
  await listTitle(page, 'Chats').waitFor()
}

/** Log-in of a registered wallet with its password on a browser that holds no keys. Ends in the chat. */
export const logIn = async ({ page }: KitPerson, password: string) => {
  await connectMetaMask(page, 'Log in')
  await passwordFields(page).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await listTitle(page, 'Chats').waitFor()
}

/** A tab of the kit's `DashBoard` bar ("Rooms", "Contact", "Notification"). */
export const openTab = async ({ page }: KitPerson, tab: 'Rooms' | 'Notification') => {
  await page.getByText(tab, { exact: true }).first().click()
  await listTitle(page, tab === 'Rooms' ? 'Chats' : 'Notification').waitFor()
}

/** New Message → Add friends: a friend request to `address` (Ethereum) with `note`. */
export const sendFriendRequest = async ({ page }: KitPerson, address: string, note: string) => {
  await listTitle(page, 'Chats').locator('xpath=following-sibling::button[1]').click()
  await page.getByText('New Message', { exact: true }).waitFor()
  await page.getByRole('button', { name: 'Add friends' }).click()
  const field = (label: string, tag: string) =>
    page.getByText(label, { exact: true }).locator(`xpath=following-sibling::${tag}[1]`)
  await field('Address/User ID', 'input').fill(address)
  await field('Add invitation note', 'textarea').fill(note)
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  // The kit closes the dialog when the node took the request.
  await page.getByText('New Message', { exact: true }).waitFor({ state: 'hidden' })
}

/** The kit's message box of the open conversation. */
export const composer = (page: Page): Locator => page.getByPlaceholder('Send a Message')

export const sendMessage = async ({ page }: KitPerson, text: string) => {
  await composer(page).fill(text)
  await composer(page).press('Enter')
}
