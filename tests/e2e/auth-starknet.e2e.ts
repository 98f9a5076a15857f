/**
 * Argent X and Braavos (get-starknet wallet objects signing on the Stark curve): sign up, come back after
 * a reload without a prompt, log out, and log in again with the password.
 */
import { describe, expect, it } from 'vitest'
import { expectSignedIn, logIn, logOut, signUp, storage } from './_util/flows'
import { appUrl, e2eSuite, shortId } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

const WALLETS = [
  { id: 'argentX', name: 'Argent X' },
  { id: 'braavos', name: 'Braavos' },
] as const

describe.each(WALLETS)('$name', ({ id, name }) => {
  it(`signs up and logs in with ${name}`, async () => {
    const me = await e2e.person({ starknet: [{ id, name, label: `e2e-auth-${id}` }] })
    const wallet = me.stark[id]
    if (!wallet) throw new Error(`${name} was injected`)
    const { page } = me
    const displayName = shortId(wallet.address)

    await page.goto(appUrl('/profile'))
    await signUp(page, name, `${id}-password`, displayName)
    expect(wallet.control.calls).toContain('signMessage')
    const stored = await storage(page)
    expect(stored.WALLET_ADDRESS?.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(stored.DID_KEY).toBe(`starknet:${stored.WALLET_ADDRESS}`)
    expect(stored.WALLET_TYPE).toBe(id)
    // The profile shows the Starknet identity: its name and the wallet's chain.
    await page.getByRole('heading', { level: 1, name: displayName }).waitFor()
    await page.getByRole('main').getByText('Starknet', { exact: true }).waitFor()

    const asked = [...wallet.control.calls]
    await page.reload()
    await expectSignedIn(page, displayName)
    expect(wallet.control.calls).toEqual(asked)

    await logOut(page)
    await logIn(page, name, `${id}-password`, displayName)
    expect((await storage(page)).userid).toBe(stored.userid)
  })
})
