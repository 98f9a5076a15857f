import { afterEach, describe, expect, it } from 'vitest'
import { fakeStarknetWallet } from '../../../tests/fakes/starknet-wallets'
import { createLocalStorageKeyStore } from '../storage/local-storage-key-store'
import { createStarknetWalletBridge } from './starknet'
import { createStarknetSigner } from './starknet-signer'
import { windowStorage, windowUserAgent } from './starknet-wallets'

const gswEntries = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith('gsw-last'))
    .map((key) => [key, localStorage.getItem(key)])

const slot = window as unknown as Record<string, unknown>

afterEach(() => {
  delete slot.starknet_braavos
  localStorage.clear()
})

describe('Starknet bridge on the page window and localStorage', () => {
  it('[P3.7] finds the injected wallet, connects silently and keeps gsw-last in localStorage', async () => {
    const wallet = fakeStarknetWallet({ id: 'braavos', name: 'Braavos', preauthorized: true })
    slot.starknet_braavos = wallet
    localStorage.setItem('gsw-last', 'argentX')
    const bridge = createStarknetWalletBridge({
      windowObject: window,
      keyStore: createLocalStorageKeyStore(),
    })
    const list = await bridge.listWallets()
    expect(list.preauthorized.map((w) => w.id)).toEqual(['braavos'])
    const account = await createStarknetSigner(bridge, 'braavos').connect()
    expect(account.address).toBe(wallet.accountAddress)
    const entries = gswEntries()
    expect(entries).toHaveLength(2)
    expect(entries.find(([key]) => key !== 'gsw-last')?.[0]).toMatch(/^gsw-last-\d{13}-[1-9]\d{12}$/)
    expect(entries.map(([, value]) => value)).toEqual(['braavos', 'braavos'])
    expect(localStorage.getItem('gsw-last')).toBe('braavos')
    bridge.forgetLastWallet()
    expect(gswEntries()).toEqual([])
  })

  it('reads the user agent and storage off the window, and survives a storage that throws', () => {
    expect(windowUserAgent(window)).toBe(navigator.userAgent)
    expect(windowStorage(window)).toBe(localStorage)
    const blocked = Object.defineProperty({}, 'localStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    expect(windowStorage(blocked).getItem('x')).toBeNull()
    expect(windowUserAgent({})).toBeUndefined()
  })
})
