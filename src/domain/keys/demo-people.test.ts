import { describe, expect, it } from 'vitest'
import { DEMO_PEOPLE, demoPersonNamed } from './demo-people'
import { demoWalletKey } from './demo-wallet'

describe('the demo people (docs/product.md §14.10)', () => {
  it('are found by name whatever its case and spaces, and no one else is', () => {
    expect(demoPersonNamed('Bob')).toBe('Bob')
    expect(demoPersonNamed(' alice ')).toBe('Alice')
    expect(demoPersonNamed('BOB')).toBe('Bob')
    expect(demoPersonNamed('Mallory')).toBeUndefined()
    expect(demoPersonNamed('')).toBeUndefined()
    expect(demoPersonNamed(null)).toBeUndefined()
  })

  it('each have a wallet of their own from the one rule: SHA-256 of web3mq-demo-wallet:<name>', () => {
    // SHA-256("web3mq-demo-wallet:Bob"), as sha256sum computes it.
    expect(demoWalletKey('Bob').privateKey).toBe(
      '5bae627a2a875199ca40526cebbafa7c6954d199513a58c3ff48870815110eb2',
    )
    const addresses = DEMO_PEOPLE.map((name) => demoWalletKey(name).address)
    for (const address of addresses) expect(address).toMatch(/^0x[0-9a-f]{40}$/)
    expect(new Set(addresses).size).toBe(DEMO_PEOPLE.length)
  })
})
