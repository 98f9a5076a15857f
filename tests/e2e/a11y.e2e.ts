/**
 * Every screen and dialog, in the light and the dark theme, passes axe (WCAG 2.2 A/AA and best
 * practices) with zero violations. The light pass also takes the README's screenshots and the dark pass
 * the dark variants (into docs/screenshots/ only under `npm run screenshots`, see _util/screens.ts).
 */
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { axeCheck } from './_util/axe'
import {
  accountAction,
  accountButton,
  banner,
  openModal,
  passwordInput,
  signUpWithMetaMask,
} from './_util/flows'
import { appUrl, e2eSuite, shortId } from './_util/harness'
import { navigateInApp, screenshot, type Theme, visit } from './_util/screens'

const e2e = e2eSuite(import.meta.url)

describe.each<Theme>(['light', 'dark'])('%s theme', (theme) => {
  const suffix = theme === 'dark' ? '-dark' : ''

  it('visitor screens, the wallet modal and the 404 page', async () => {
    const { page, errors } = await e2e.person({
      colorScheme: theme,
      eth: ethWallet(`e2e-a11y-visitor-${theme}`),
    })
    await visit(page, '/profile', theme)
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor()
    await axeCheck(page, `signed-out profile (${theme})`)

    const modal = await openModal(page)
    await modal.getByRole('link', { name: 'Install Braavos for Chrome' }).waitFor()
    await axeCheck(page, `wallet modal (${theme})`)
    await screenshot(page, `wallet-modal${suffix}`)
    // The dappConnect step: QR code and "Open in the Web3MQ app" link.
    await modal.getByRole('button', { name: /^Web3MQ/ }).click()
    await modal.getByRole('img', { name: 'QR code of the connection link' }).waitFor()
    await axeCheck(page, `wallet modal, dappConnect link (${theme})`)
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })

    await banner(page).getByRole('link', { name: 'Binding Settings' }).click()
    await page.getByRole('heading', { level: 1, name: 'Subscription management' }).waitFor()
    await axeCheck(page, `signed-out subscription management (${theme})`)

    await visit(page, '/notifications', theme)
    await page.getByText('Sign in with your wallet to see your notifications.').waitFor()
    await axeCheck(page, `signed-out notifications (${theme})`)

    await visit(page, '/binddid/telegram/4242', theme)
    await page.getByRole('heading', { name: 'Connect your wallet' }).waitFor()
    await axeCheck(page, `bind Telegram, signed out (${theme})`)

    await navigateInApp(page, '/no-such-page')
    await page.getByRole('heading', { level: 1, name: '404' }).waitFor()
    await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' })
    await axeCheck(page, `404 (${theme})`)
    expect(errors).toEqual([])
  })

  it('sign-up, log-in and reset dialogs', async () => {
    const wallet = ethWallet(`e2e-a11y-auth-${theme}`)
    const { page } = await e2e.person({ colorScheme: theme, eth: wallet })
    await visit(page, '/profile', theme)
    const modal = await openModal(page)
    await modal.getByRole('button', { name: /^MetaMask/ }).click()
    const signUp = page.getByRole('dialog', { name: 'Create password' })
    await axeCheck(page, `sign-up dialog (${theme})`)
    await screenshot(page, `sign-up${suffix}`)
    await passwordInput(signUp, 'Password').fill('one')
    await passwordInput(signUp, 'Confirm password').fill('two')
    await signUp.getByText('The passwords do not match.').waitFor()
    await axeCheck(page, `sign-up dialog with a mismatch (${theme})`)
    await signUp.getByRole('button', { name: 'Close' }).click()

    await signUpWithMetaMask(page, 'a11y-password', wallet.address)
    await accountAction(page, 'Log out')
    const again = await openModal(page)
    await again.getByRole('button', { name: /^MetaMask/ }).click()
    const login = page.getByRole('dialog', { name: 'Log in' })
    await passwordInput(login, 'Password').fill('not-it')
    await login.getByRole('button', { name: 'Log in', exact: true }).click()
    await login.getByRole('alert').waitFor()
    await axeCheck(page, `log-in dialog with an error (${theme})`)
    await login.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByRole('dialog', { name: 'Reset password' }).waitFor()
    await axeCheck(page, `reset dialog (${theme})`)
  })

  it('signed-in screens and the dapp dialogs', async () => {
    const other = ethWallet(`e2e-a11y-other-${theme}`)
    const them = await e2e.person({ eth: other })
    await them.page.goto(appUrl('/profile'))
    await signUpWithMetaMask(them.page, 'other-password', other.address)

    const wallet = ethWallet(`e2e-a11y-member-${theme}`)
    const { page } = await e2e.person({ colorScheme: theme, eth: wallet })
    await visit(page, '/profile', theme)
    await signUpWithMetaMask(page, 'member-password', wallet.address)
    await page.getByRole('button', { name: 'Edit profile' }).waitFor()
    await axeCheck(page, `own profile (${theme})`)
    await screenshot(page, `profile${suffix}`, true)
    await page.getByRole('button', { name: 'Edit profile' }).click()
    await page.getByRole('region', { name: 'Edit profile' }).waitFor()
    await axeCheck(page, `edit profile form (${theme})`)

    await visit(page, `/profile/${other.address}`, theme)
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor()
    await page
      .getByRole('main')
      .getByRole('button', { name: /Followers$/ })
      .click()
    await page.getByRole('region', { name: 'Followers' }).getByText('No followers yet.').waitFor()
    await axeCheck(page, `another user's profile with its followers list (${theme})`)

    // Messages: the conversation opened from their profile, with a sent message, then the inbox.
    await page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click()
    await page.getByRole('heading', { level: 2, name: shortId(other.address) }).waitFor()
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello from the a11y pass')
    await page.getByRole('textbox', { name: 'Message' }).press('Enter')
    await page
      .getByRole('log')
      .getByText(/^(Sent|Delivered)$/)
      .waitFor()
    await axeCheck(page, `conversation (${theme})`)
    await visit(page, '/chat', theme)
    await page.getByRole('region', { name: 'Chats' }).getByText('Hello from the a11y pass').waitFor()
    await axeCheck(page, `messages inbox (${theme})`)
    await screenshot(page, `messages-inbox${suffix}`)

    await visit(page, '/binddid/telegram/4242', theme)
    await page.getByRole('button', { name: 'Bind wallet' }).waitFor()
    await axeCheck(page, `bind Telegram, ready (${theme})`)
    await page.getByRole('button', { name: 'Bind wallet' }).click()
    await page.getByRole('heading', { name: 'Bound successfully' }).waitFor()
    await axeCheck(page, `bind Telegram, done (${theme})`)
    await screenshot(page, `bind${suffix}`, true)

    await page.getByRole('button', { name: 'Authorize notifications' }).click()
    await page.getByRole('heading', { level: 1, name: 'Subscription management' }).waitFor()
    const topics = page.getByRole('region', { name: 'Topics' })
    await topics.getByRole('textbox', { name: 'Topic name' }).fill('A11y topic')
    await topics.getByRole('button', { name: 'Create topic' }).click()
    await page.getByRole('group', { name: 'Publish to A11y topic' }).waitFor()
    await page.getByRole('region', { name: 'Notifications' }).getByText('No notification message').waitFor()
    await axeCheck(page, `subscription management (${theme})`)
    await screenshot(page, `subscription-management${suffix}`, true)

    await accountButton(page).click()
    await banner(page).getByRole('button', { name: 'Create dapp' }).waitFor()
    await axeCheck(page, `account menu (${theme})`)
    await accountAction(page, 'Create dapp')
    const create = page.getByRole('dialog', { name: 'Create dapp' })
    await create.getByRole('textbox', { name: 'Dapp id' }).fill(`a11y:${theme}`)
    await create.getByRole('textbox', { name: 'Name' }).fill(`A11y ${theme}`)
    await create.getByRole('button', { name: 'Generate key pair' }).click()
    await create.getByRole('button', { name: 'Download KeyPairs' }).waitFor()
    await axeCheck(page, `create dapp dialog (${theme})`)
    // Tall enough for the whole dialog in the picture.
    await page.setViewportSize({ width: 1280, height: 1180 })
    await create.evaluate((dialog) => dialog.scrollTo(0, 0))
    await screenshot(page, `dapp-modal${suffix}`)
    await page.setViewportSize({ width: 1280, height: 720 })
    await create.getByRole('button', { name: 'Create dapp' }).click()
    await create.getByRole('heading', { name: 'Dapp created' }).waitFor()
    await axeCheck(page, `dapp created (${theme})`)
    await create.getByRole('button', { name: 'Done' }).click()

    await accountAction(page, 'My dapps')
    const manage = page.getByRole('dialog', { name: 'My dapps' })
    await manage.getByRole('button', { name: `Edit A11y ${theme}` }).waitFor()
    await axeCheck(page, `my dapps, list (${theme})`)
    await manage.getByRole('button', { name: `Edit A11y ${theme}` }).click()
    await manage.getByRole('button', { name: 'Save changes' }).waitFor()
    await axeCheck(page, `my dapps, editing (${theme})`)
  })

  it('contacts and group screens', async () => {
    const other = ethWallet(`e2e-a11y-friend-${theme}`)
    const them = await e2e.person({ eth: other })
    await them.page.goto(appUrl('/profile'))
    await signUpWithMetaMask(them.page, 'friend-password', other.address)

    const wallet = ethWallet(`e2e-a11y-people-${theme}`)
    const { page } = await e2e.person({ colorScheme: theme, eth: wallet })
    await visit(page, '/contacts', theme)
    await page
      .getByText('Sign in with your wallet to see your contacts, followers and friend requests.')
      .waitFor()
    await axeCheck(page, `signed-out contacts (${theme})`)
    await visit(page, '/groups/new', theme)
    await page.getByText('Sign in with your wallet to see and join groups.').waitFor()
    await axeCheck(page, `signed-out new group (${theme})`)

    await signUpWithMetaMask(page, 'people-password', wallet.address)
    await visit(page, '/contacts', theme)
    const add = page.getByRole('region', { name: 'Add friend' })
    await add.getByLabel('Find a person').fill(other.address)
    await add.getByRole('button', { name: 'Search' }).click()
    await add.getByRole('button', { name: 'Choose' }).click()
    await add.getByRole('button', { name: 'Send friend request' }).click()
    await add.getByText(`Friend request sent to ${shortId(other.address)}.`).waitFor()
    await axeCheck(page, `contacts with Add friend (${theme})`)
    await page.getByRole('tab', { name: 'Requests sent', exact: true }).click()
    await page.getByText('Waiting for an answer').waitFor()
    await axeCheck(page, `contacts, requests sent (${theme})`)
    await screenshot(page, `contacts${suffix}`, true)

    await visit(page, '/groups/new', theme)
    await page.getByRole('button', { name: 'Create group' }).click()
    await page.getByText('Give the group a name.').waitFor()
    await axeCheck(page, `new group with an error (${theme})`)
    await page.getByLabel('Name', { exact: true }).fill(`A11y club ${theme}`)
    await page.getByRole('button', { name: 'Create group' }).click()
    await page.getByRole('heading', { level: 1, name: `A11y club ${theme}` }).waitFor()
    await page.getByRole('region', { name: 'Join requests' }).getByText('No join requests waiting.').waitFor()
    await page.getByRole('list', { name: 'Members' }).waitFor()
    await axeCheck(page, `group, as its creator (${theme})`)
    await screenshot(page, `group${suffix}`, true)
  })
})
