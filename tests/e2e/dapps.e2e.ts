/**
 * Dapps: create one with a generated ed25519 key pair, download the "KeyPairs" file and check what it
 * holds against what the screen showed, then edit the dapp from "My dapps". The downloaded private key
 * joins the suite's no-leak check.
 */
import { readFile } from 'node:fs/promises'
import type { Download } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { accountAction, signUpWithMetaMask } from './_util/flows'
import { appUrl, e2eSuite } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

const readDownload = async (download: Download): Promise<string> => {
  const path = await download.path()
  return readFile(path, 'utf8')
}

describe('dapps', () => {
  it('[P1.6] creates a dapp, downloads its KeyPairs file, and edits it', async () => {
    const wallet = ethWallet('e2e-dapp-creator')
    const { page } = await e2e.person({ eth: wallet })
    await page.goto(appUrl('/profile'))
    await signUpWithMetaMask(page, 'creator-password', wallet.address)

    await accountAction(page, 'Create dapp')
    const dialog = page.getByRole('dialog', { name: 'Create dapp' })
    await dialog.getByRole('textbox', { name: 'Dapp id' }).fill('e2e:notes')
    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E Notes')
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Notes for the browser suite')
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption('im')
    await dialog.getByRole('textbox', { name: 'Domain (optional)' }).fill('notes.example')
    const create = dialog.getByRole('button', { name: 'Create dapp' })
    expect(await create.isDisabled()).toBe(true)

    await dialog.getByRole('button', { name: 'Generate key pair' }).click()
    const shownKey = (await dialog.locator('code').first().textContent())?.trim() ?? ''
    expect(shownKey).toMatch(/^[0-9a-f]{64}$/)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download KeyPairs' }).click(),
    ])
    // The app names the file "KeyPairs" (a text/plain Blob); Chromium adds the .txt of that type.
    expect(download.suggestedFilename()).toBe('KeyPairs.txt')
    const text = await readDownload(download)
    const privateKey = /^PrivateKey: ([0-9a-f]{64})$/m.exec(text)?.[1] ?? ''
    e2e.secret(privateKey)
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Web3MQ dapp key pair (ed25519, hex)',
      'DappId: e2e:notes',
      `PublicKey: ${shownKey}`,
    ])
    expect(privateKey).toMatch(/^[0-9a-f]{64}$/)
    expect(privateKey).not.toBe(shownKey)
    await dialog.getByText('KeyPairs file saved.').waitFor()
    // The private key is in the file, never in the page (not even hidden).
    expect(await page.content()).not.toContain(privateKey)

    await create.click()
    await dialog.getByRole('heading', { name: 'Dapp created' }).waitFor()
    const details = (await dialog.locator('dl').textContent()) ?? ''
    expect(details).toContain('e2e:notes')
    expect(details).toContain('E2E Notes')
    expect(details).toContain(shownKey)
    await dialog.getByRole('button', { name: 'Done' }).click()
    await dialog.waitFor({ state: 'detached' })

    await accountAction(page, 'My dapps')
    const manage = page.getByRole('dialog', { name: 'My dapps' })
    await manage.getByRole('button', { name: 'Edit E2E Notes' }).click()
    await manage.getByRole('heading', { name: 'Edit E2E Notes' }).waitFor()
    const id = manage.getByRole('textbox', { name: 'Dapp id' })
    expect(await id.inputValue()).toBe('e2e:notes')
    expect(await id.getAttribute('readonly')).not.toBeNull()
    expect(await manage.getByRole('textbox', { name: 'Domain (optional)' }).inputValue()).toBe(
      'notes.example',
    )
    expect(await manage.locator('code').textContent()).toBe(shownKey)
    await manage.getByRole('textbox', { name: 'Name' }).fill('E2E Notebook')
    await manage.getByRole('combobox', { name: 'Type' }).selectOption('other')
    await manage.getByRole('button', { name: 'Save changes' }).click()
    await manage.getByRole('status').filter({ hasText: 'Changes saved.' }).waitFor()
    await manage.getByRole('button', { name: 'Back to my dapps' }).click()
    await manage.getByRole('button', { name: 'Edit E2E Notebook' }).waitFor()
    await manage.getByRole('button', { name: 'Close' }).click()

    // The node kept the edit: a fresh page lists the new name and type.
    await page.reload()
    await accountAction(page, 'My dapps')
    await manage.getByRole('button', { name: 'Edit E2E Notebook' }).click()
    expect(await manage.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('other')
  })
})
