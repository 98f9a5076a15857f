/**
 * Login through dappConnect: the person picks "Web3MQ", the modal shows the deep link (QR code and "Open
 * in the Web3MQ app"), and the Web3MQ wallet app — here a scripted one speaking the bridge protocol —
 * approves the connection and signs the main-key and registration texts over the bridge.
 */
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { type ScriptedWalletApp, startScriptedWallet, type WalletScript } from '../fakes/dapp-connect-wallet'
import { ethWallet, type TestWallet } from '../fakes/wallets'
import {
  expectSignedIn,
  logOut,
  openModal,
  storage,
  submitLogin,
  submitNewPassword,
  walletRow,
} from './_util/flows'
import { appUrl, e2eSuite, shortId, socketUrl } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

const apps: ScriptedWalletApp[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

/** Picks "Web3MQ", reads the link the modal shows, and lets the wallet app answer it. */
const connectThroughApp = async (page: Page, wallet: TestWallet, script: WalletScript) => {
  const dialog = await openModal(page)
  await walletRow(dialog, 'Web3MQ').click()
  const link = dialog.getByTestId('dapp-connect-link')
  await link.waitFor()
  expect(await link.textContent()).toBe('Open in the Web3MQ app')
  await dialog.getByRole('img', { name: 'QR code of the connection link' }).waitFor()
  const href = await link.getAttribute('href')
  if (!href) throw new Error('the connection link has no href')
  const app = await startScriptedWallet({ link: href, wallet, wsUrl: socketUrl(), script })
  apps.push(app)
  return { app, dialog, href }
}

describe('dappConnect', () => {
  it('[P1.11] signs up and logs in with the Web3MQ wallet app over the bridge', async () => {
    const wallet = ethWallet('e2e-dapp-connect', 'dappConnect')
    const { page } = await e2e.person()
    await page.goto(appUrl('/profile'))
    const name = shortId(wallet.address)

    const first = await connectThroughApp(page, wallet, { approve: true, signs: 'approve' })
    expect(first.href).toMatch(/^web3mq:\/\//)
    await submitNewPassword(page, 'bridge-password')
    await expectSignedIn(page, name)
    // The main-key text and the registration text were both signed in the wallet app.
    expect(first.app.signRequests).toHaveLength(2)
    expect(first.app.failures).toEqual([])
    const stored = await storage(page)
    expect(stored.WALLET_TYPE).toBe('dappConnect')
    expect(stored.DID_KEY?.toLowerCase()).toBe(`eth:${wallet.address.toLowerCase()}`)

    await logOut(page)
    const second = await connectThroughApp(page, wallet, { approve: true, signs: 'approve' })
    expect(second.href).not.toBe(first.href)
    await submitLogin(page, 'bridge-password')
    await expectSignedIn(page, name)
    expect(second.app.signRequests).toHaveLength(1)
    expect((await storage(page)).userid).toBe(stored.userid)
  })

  it('says the wallet app declined, still signed out, and closes when the person closes it', async () => {
    const { page } = await e2e.person()
    await page.goto(appUrl('/profile'))
    const { app } = await connectThroughApp(page, ethWallet('e2e-dapp-refuses', 'dappConnect'), {
      approve: false,
      signs: 'reject',
    })
    await app.answered
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
    await dialog.getByRole('alert').waitFor()
    await dialog.getByRole('button', { name: 'Try again' }).waitFor()
    expect((await storage(page)).userid).toBeUndefined()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('banner').getByRole('button', { name: 'Connect wallet', exact: true }).waitFor()
    expect((await storage(page)).userid).toBeUndefined()
  })

  it('stays on "Create password" with a clear message when the app declines to sign', async () => {
    const { page } = await e2e.person()
    await page.goto(appUrl('/profile'))
    const { app } = await connectThroughApp(page, ethWallet('e2e-dapp-no-sign', 'dappConnect'), {
      approve: true,
      signs: 'reject',
    })
    const dialog = await submitNewPassword(page, 'never-signed')
    await dialog.getByRole('alert').filter({ hasText: 'The wallet rejected the sign request' }).waitFor()
    expect(app.signRequests).toHaveLength(1)
    expect(await dialog.getByRole('button', { name: 'Create new user' }).isEnabled()).toBe(true)
    expect((await storage(page)).userid).toBeUndefined()
  })
})
