/**
 * "Connect a wallet" (docs/product.md §2): the rows in the spec's order (last used, pre-authorised, installed,
 * then install links), install links when no Starknet wallet is present, the four ways to cancel, the
 * last-used wallet first after a reload, and a wallet that refuses to connect.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { accountButton, banner, modalRows, openModal, walletRow } from './_util/flows'
import { appUrl, e2eSuite } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

const ARGENT = { id: 'argentX', name: 'Argent X', label: 'e2e-modal-argent' } as const
const BRAAVOS = { id: 'braavos', name: 'Braavos', label: 'e2e-modal-braavos' } as const

const connectButton = (page: Page) =>
  banner(page).getByRole('button', { name: 'Connect wallet', exact: true })

/** The dialog is gone, nothing was asked of a wallet, and focus is back on "Connect wallet". */
const expectCancelled = async (page: Page, calls: string[]) => {
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  expect(calls).toEqual([])
  expect(await connectButton(page).evaluate((el) => el === document.activeElement)).toBe(true)
}

describe('wallet modal', () => {
  it('without Starknet wallets offers the dev wallet, Web3MQ, and Install links for this browser', async () => {
    const { page, errors } = await e2e.person()
    await page.goto(appUrl('/profile'))
    const dialog = await openModal(page)
    await dialog.getByRole('heading', { level: 2, name: 'Connect a wallet' }).waitFor()
    await expect
      .poll(() => modalRows(dialog))
      .toEqual([
        'Dev wallet (mock node)',
        'Web3MQ',
        'Install Argent X for Chrome',
        'Install Braavos for Chrome',
      ])
    const argent = dialog.getByRole('link', { name: 'Install Argent X for Chrome' })
    const braavos = dialog.getByRole('link', { name: 'Install Braavos for Chrome' })
    expect(await argent.getAttribute('href')).toMatch(/^https:\/\/chrome(webstore)?\.google\.com\//)
    expect(await braavos.getAttribute('href')).toMatch(/^https:\/\/chrome(webstore)?\.google\.com\//)
    expect(await argent.getAttribute('target')).toBe('_blank')
    expect(errors).toEqual([])
  })

  it('[P2.11] orders pre-authorised before installed wallets, with no install links when all are present', async () => {
    const { page } = await e2e.person({
      eth: ethWallet('e2e-modal-order'),
      starknet: [{ ...ARGENT }, { ...BRAAVOS, preauthorized: true }],
    })
    await page.goto(appUrl('/profile'))
    const dialog = await openModal(page)
    await expect.poll(() => modalRows(dialog)).toEqual(['Braavos', 'MetaMask', 'Argent X', 'Web3MQ'])
    expect(await dialog.getByRole('list', { name: 'Wallets to install' }).count()).toBe(0)
    // The first wallet has focus, so Enter picks it at once.
    await expect
      .poll(() => walletRow(dialog, 'Braavos').evaluate((el) => el === document.activeElement))
      .toBe(true)
  })

  it('[P2.14] cancels by the close button, a backdrop click, Escape, and Enter on the close control', async () => {
    const me = await e2e.person({ eth: ethWallet('e2e-modal-cancel') })
    const { page } = me
    await page.goto(appUrl('/profile'))

    let dialog = await openModal(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expectCancelled(page, me.eth.calls)

    dialog = await openModal(page)
    const box = await dialog.boundingBox()
    expect(box).not.toBeNull()
    await page.mouse.click(5, (box?.y ?? 0) + 5)
    await expectCancelled(page, me.eth.calls)

    dialog = await openModal(page)
    await page.keyboard.press('Escape')
    await expectCancelled(page, me.eth.calls)

    dialog = await openModal(page)
    await dialog.getByRole('button', { name: 'Close' }).focus()
    await page.keyboard.press('Enter')
    await expectCancelled(page, me.eth.calls)

    // A click inside the dialog is not a backdrop click.
    dialog = await openModal(page)
    await dialog.getByRole('heading', { name: 'Connect a wallet' }).click()
    expect(await dialog.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expectCancelled(page, me.eth.calls)
  })

  it('[P2.11] puts the last-used wallet first, marked "Last used", after a reload', async () => {
    const { page } = await e2e.person({ eth: ethWallet('e2e-modal-last'), starknet: [ARGENT, BRAAVOS] })
    await page.goto(appUrl('/profile'))
    let dialog = await openModal(page)
    await expect.poll(() => modalRows(dialog)).toEqual(['MetaMask', 'Argent X', 'Braavos', 'Web3MQ'])
    await walletRow(dialog, 'Braavos').click()
    // Connected: the sign-up step asks for a password; leave it there.
    await page.getByRole('dialog', { name: 'Create password' }).getByRole('button', { name: 'Close' }).click()
    await page.reload()
    dialog = await openModal(page)
    await expect
      .poll(() => modalRows(dialog))
      .toEqual(['Braavos Last used', 'MetaMask', 'Argent X', 'Web3MQ'])

    // Argent X next: it becomes the last one, and Braavos (still allowed in its extension) comes second.
    await walletRow(dialog, 'Argent X').click()
    await page.getByRole('dialog', { name: 'Create password' }).getByRole('button', { name: 'Close' }).click()
    await page.reload()
    dialog = await openModal(page)
    await expect
      .poll(() => modalRows(dialog))
      .toEqual(['Argent X Last used', 'Braavos', 'MetaMask', 'Web3MQ'])
    // [P3.7] the bare `gsw-last` key holds the id, with get-starknet's suffixed key beside it.
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('gsw-last'))
        .map((k) => [k, localStorage.getItem(k)]),
    )
    expect(stored).toHaveLength(2)
    expect(stored.find(([k]) => k !== 'gsw-last')?.[0]).toMatch(/^gsw-last-\d+-\d{13}$/)
    expect(stored.map(([, v]) => v)).toEqual(['argentX', 'argentX'])

    // MetaMask last: the Starknet bridge must not forget an Ethereum wallet it does not own.
    await walletRow(dialog, 'MetaMask').click()
    await page.getByRole('dialog', { name: 'Create password' }).getByRole('button', { name: 'Close' }).click()
    await page.reload()
    dialog = await openModal(page)
    await expect
      .poll(() => modalRows(dialog))
      .toEqual(['MetaMask Last used', 'Argent X', 'Braavos', 'Web3MQ'])
  })

  it('shows why a wallet did not connect and lets the person pick another', async () => {
    const me = await e2e.person({ eth: ethWallet('e2e-modal-refused'), starknet: [ARGENT] })
    const { page } = me
    const argent = me.stark.argentX
    if (!argent) throw new Error('Argent X was injected')
    argent.control.rejectPermissions = true
    await page.goto(appUrl('/profile'))
    const dialog = await openModal(page)
    await walletRow(dialog, 'Argent X').click()
    await dialog.getByRole('alert').filter({ hasText: 'Failed to connect to wallet' }).waitFor()
    expect(await accountButton(page).count()).toBe(0)
    await walletRow(dialog, 'MetaMask').click()
    await page.getByRole('dialog', { name: 'Create password' }).waitFor()

    // A refused MetaMask permission says so and stays open, with Try again (tests/e2e/screens-input.e2e.ts).
    await page.getByRole('dialog', { name: 'Create password' }).getByRole('button', { name: 'Close' }).click()
    me.eth.rejectPermissions = true
    const again = await openModal(page)
    await walletRow(again, 'MetaMask').click()
    await again.getByRole('alert').filter({ hasText: 'The wallet declined the request' }).waitFor()
    await again.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await connectButton(page).waitFor()
  })
})
