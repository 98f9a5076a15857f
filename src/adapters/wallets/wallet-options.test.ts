import { describe, expect, it } from 'vitest'
import { WALLET_CATALOG } from './catalog'
import type { StarknetWalletList } from './starknet'
import { walletOptions } from './wallet-options'

const option = (id: string) => ({ id, name: id, icon: `data:${id}` })
const braavosChrome =
  'https://chrome.google.com/webstore/detail/braavos-wallet/jnlgamecbpmbajjfhmmmlhejkemejdma'

describe('walletOptions (connect modal rows)', () => {
  it('without the Starknet module: Ethereum wallets ready, Starknet ones as install rows', () => {
    const rows = walletOptions({ ethereum: true })
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      ['metamask', 'installed'],
      ['dappConnect', 'installed'],
      ['argentX', 'install'],
      ['braavos', 'install'],
    ])
    expect(rows[0]).toEqual({
      id: 'metamask',
      name: 'MetaMask',
      icon: WALLET_CATALOG.metamask.icon,
      status: 'installed',
      installLinks: [],
    })
  })

  it('[P2.11] puts the last wallet first, then preauthorised, installed, and install rows with store links', () => {
    const starknet: StarknetWalletList = {
      lastWallet: option('argentX'),
      preauthorized: [option('keplr')],
      installed: [],
      discovery: [
        { ...option('braavos'), store: 'chrome', url: braavosChrome, label: 'Install Braavos' },
        { ...option('xverse'), store: 'chrome', url: 'https://example.test/xverse', label: 'Install Xverse' },
      ],
      store: 'chrome',
    }
    const rows = walletOptions({ ethereum: false, starknet })
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      ['argentX', 'last'],
      ['dappConnect', 'installed'],
      ['metamask', 'install'],
      ['braavos', 'install'],
    ])
    expect(rows[3]?.installLinks).toEqual([{ browser: 'chrome', url: braavosChrome }])
    expect(rows[0]?.icon).toBe(WALLET_CATALOG.argentX.icon)
  })

  it('marks preauthorised and installed Starknet wallets', () => {
    const starknet: StarknetWalletList = {
      preauthorized: [option('braavos')],
      installed: [option('argentX')],
      discovery: [],
      store: null,
    }
    expect(walletOptions({ ethereum: true, starknet }).map((r) => [r.id, r.status])).toEqual([
      ['braavos', 'preauthorized'],
      ['metamask', 'installed'],
      ['argentX', 'installed'],
      ['dappConnect', 'installed'],
    ])
  })
})
