import { describe, expect, it } from 'vitest'
import { WALLET_ORDER } from '../../domain/config'
import { isStarknetWalletId, isWalletId, walletCatalog } from './catalog'

describe('wallet catalogue', () => {
  it('[P1.1] [P3.3] lists the four wallets in WALLET_ORDER with their names and chain kinds (docs/product.md §3)', () => {
    expect(walletCatalog().map((w) => [w.id, w.name, w.chain])).toEqual([
      ['metamask', 'MetaMask', 'eth'],
      ['argentX', 'Argent X', 'starknet'],
      ['braavos', 'Braavos', 'starknet'],
      ['dappConnect', 'Web3MQ', 'eth'],
    ])
    expect(WALLET_ORDER).toEqual(['metamask', 'argentX', 'braavos', 'dappConnect'])
  })

  it('draws every icon as a distinct, well-formed inline SVG data URI', () => {
    const icons = walletCatalog().map((w) => w.icon)
    expect(new Set(icons).size).toBe(4)
    for (const icon of icons) {
      expect(icon.startsWith('data:image/svg+xml,')).toBe(true)
      const markup = decodeURIComponent(icon.slice('data:image/svg+xml,'.length))
      expect(markup).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">.*<\/svg>$/)
    }
  })

  it('tells Starknet wallets (loaded lazily) from the others', () => {
    expect(['metamask', 'argentX', 'braavos', 'dappConnect', 'okx'].map(isStarknetWalletId)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ])
    expect(isWalletId('toString')).toBe(false)
  })
})
