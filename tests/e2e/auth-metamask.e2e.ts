/**
 * A newcomer with MetaMask: sign up, see the shortened address, come back after a reload without being
 * asked again, log out (keys gone), log in with the password, reset it, and get a clear message for a
 * wrong password or a declined signature.
 */
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import {
  accountButton,
  banner,
  chooseWallet,
  expectSignedIn,
  logIn,
  logOut,
  signUpWithMetaMask,
  storage,
  submitLogin,
  submitNewPassword,
} from './_util/flows'
import { appUrl, e2eSuite, shortId } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

describe('MetaMask sign-in', () => {
  it('[P1.2] signs a newcomer up, keeps them across a reload, logs out, logs in, resets the password', async () => {
    const wallet = ethWallet('e2e-metamask-newcomer')
    const me = await e2e.person({ eth: wallet })
    const { page } = me
    const name = shortId(wallet.address)
    expect(name).toMatch(/^0x[0-9a-fA-F]{3}\.\.\.[0-9a-fA-F]{4}$/)

    await page.goto(appUrl('/profile'))
    await signUpWithMetaMask(page, 'first-password-1', wallet.address)
    await page.getByRole('heading', { level: 1, name }).waitFor()
    const stored = await storage(page)
    expect(stored.userid).toMatch(/^user:/)
    expect(stored.PRIVATE_KEY).toMatch(/^[0-9a-f]{64}$/)
    // Keys at rest: the main private key is stored sealed, never as plain hex.
    expect(stored.MAIN_PRIVATE_KEY).toMatch(/^sealed:v1:[A-Za-z0-9+/=]+$/)
    for (const secret of me.secrets) expect(stored.MAIN_PRIVATE_KEY).not.toContain(secret)

    // A reload restores the session from storage: the wallet is not asked anything.
    const asked = [...me.eth.calls]
    await page.reload()
    await expectSignedIn(page, name)
    expect(me.eth.calls).toEqual(asked)

    await logOut(page)
    const afterLogout = await storage(page)
    expect(afterLogout.PRIVATE_KEY).toBeUndefined()
    expect(afterLogout.PUBLIC_KEY).toBeUndefined()
    expect(afterLogout.userid).toBeUndefined()
    await page.reload()
    await banner(page).getByRole('button', { name: 'Connect wallet', exact: true }).waitFor()

    await logIn(page, 'MetaMask', 'first-password-1', name)
    expect((await storage(page)).userid).toBe(stored.userid)

    // Forgot the password: reset it with the wallet, then the new one works and the old one does not.
    await logOut(page)
    await chooseWallet(page, 'MetaMask')
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('button', { name: 'Forgot password?' })
      .click()
    await submitNewPassword(page, 'second-password-2', 'reset')
    await expectSignedIn(page, name)
    expect((await storage(page)).userid).toBe(stored.userid)
    await logOut(page)
    await logIn(page, 'MetaMask', 'second-password-2', name)
  })

  it('[P8.24] says clearly when the password does not match the wallet, and lets the person try again', async () => {
    const wallet = ethWallet('e2e-metamask-forgetful')
    const { page } = await e2e.person({ eth: wallet })
    await page.goto(appUrl('/profile'))
    await signUpWithMetaMask(page, 'right-password', wallet.address)
    await logOut(page)

    await chooseWallet(page, 'MetaMask')
    const dialog = await submitLogin(page, 'wrong-password')
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'That password does not match this wallet. Try again, or reset your password.' })
      .waitFor()
    expect(await accountButton(page).count()).toBe(0)
    await submitLogin(page, 'right-password')
    await expectSignedIn(page, shortId(wallet.address))
  })

  it('leaves the person where they were when the wallet declines the signature', async () => {
    const wallet = ethWallet('e2e-metamask-declines')
    const me = await e2e.person({ eth: wallet })
    const { page } = me
    await page.goto(appUrl('/profile'))
    await chooseWallet(page, 'MetaMask')
    me.eth.rejectSign = true
    const dialog = await submitNewPassword(page, 'some-password')
    await dialog.getByRole('alert').filter({ hasText: 'The wallet declined the request' }).waitFor()
    // Still on "Create password", with what was typed, and not signed in or registered.
    expect(await dialog.getByLabel('Password', { exact: true }).inputValue()).toBe('some-password')
    expect((await storage(page)).userid).toBeUndefined()

    me.eth.rejectSign = false
    await dialog.getByRole('button', { name: 'Create new user' }).click()
    await expectSignedIn(page, shortId(wallet.address))
  })
})
