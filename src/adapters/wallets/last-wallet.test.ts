import { describe, expect, it } from 'vitest'
import { MemoryKeyStore } from '../../../tests/fakes/ports'
import { createLastWalletStore, lastWalletKey, type RawStorage, randomThirteenDigits } from './last-wallet'

/** Raw access over the same map the KeyStore fake holds, as localStorage is one store for both. */
const setup = (now = 1_700_000_000_000) => {
  const keyStore = new MemoryKeyStore()
  const raw: RawStorage = {
    getItem: (key) => keyStore.data.get(key) ?? null,
    setItem: (key, value) => void keyStore.data.set(key, value),
  }
  let counter = 0
  const random = (n: number) => new Uint8Array(n).fill(++counter)
  const store = createLastWalletStore({ keyStore, raw, now: () => now, random })
  return { keyStore, store }
}

const gswKeys = (keyStore: MemoryKeyStore) =>
  [...keyStore.data.keys()].filter((k) => k.startsWith('gsw-last'))

describe('last connected wallet in get-starknet format', () => {
  it('[P3.7] writes the wallet id under gsw-last and beside it under gsw-last-<ms>-<13 digits>', () => {
    const { keyStore, store } = setup(1_712_345_678_901)
    store.write('braavos')
    const [suffixed, bare, ...rest] = gswKeys(keyStore)
    expect(suffixed).toMatch(/^gsw-last-1712345678901-[1-9]\d{12}$/)
    expect(bare).toBe('gsw-last')
    expect(rest).toEqual([])
    expect(keyStore.data.get(suffixed ?? '')).toBe('braavos')
    expect(keyStore.data.get('gsw-last')).toBe('braavos')
    expect(store.read()).toBe('braavos')
  })

  it('[P3.7] reads the bare gsw-last when no suffixed key is there', () => {
    const { keyStore, store } = setup()
    keyStore.data.set('gsw-last', 'argentX')
    expect(store.read()).toBe('argentX')
  })

  it('a newer get-starknet write wins over a stale bare gsw-last', () => {
    const { keyStore, store } = setup()
    store.write('braavos')
    // get-starknet rotates only its own suffixed key, leaving ours behind.
    for (const key of gswKeys(keyStore).filter((k) => k !== 'gsw-last')) keyStore.data.delete(key)
    keyStore.data.set('gsw-last-1800000000000-1234567890123', 'argentX')
    expect(store.read()).toBe('argentX')
  })

  it('rotates: a write removes every older gsw-last* key and leaves other keys alone', () => {
    const { keyStore, store } = setup()
    keyStore.data.set('gsw-last', 'argentX')
    keyStore.data.set('gsw-last-1600000000000-1234567890123', 'argentX')
    keyStore.data.set('userid', 'user:1')
    store.write('braavos')
    store.write('argentX')
    expect(gswKeys(keyStore)).toHaveLength(2)
    expect(gswKeys(keyStore).map((k) => keyStore.data.get(k))).toEqual(['argentX', 'argentX'])
    expect(store.read()).toBe('argentX')
    expect(keyStore.data.get('userid')).toBe('user:1')
  })

  it('reads the newest key when several exist and clears them all', () => {
    const { keyStore, store } = setup()
    keyStore.data.set('gsw-last-1700000000002-1234567890123', 'braavos')
    keyStore.data.set('gsw-last-1700000000001-1234567890123', 'argentX')
    keyStore.data.set('gsw-last', 'argentX')
    expect(store.read()).toBe('braavos')
    store.clear()
    expect(gswKeys(keyStore)).toEqual([])
    expect(store.read()).toBeNull()
  })

  it('draws the 13-digit suffix from [1e12, 1e13) like get-starknet', () => {
    expect(randomThirteenDigits((n) => new Uint8Array(n))).toBe('1000000000000')
    const max = randomThirteenDigits((n) => new Uint8Array(n).fill(0xff))
    expect(max).toMatch(/^\d{13}$/)
    expect(BigInt(max)).toBe(1_000_000_000_000n + (((1n << 64n) - 1n) % 9_000_000_000_000n))
    expect(lastWalletKey(5, (n) => new Uint8Array(n))).toBe('gsw-last-5-1000000000000')
  })

  it('never throws when the browser refuses storage', () => {
    const keyStore = new MemoryKeyStore()
    keyStore.data.set('gsw-last-1-1000000000000', 'braavos')
    const refusing: RawStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const store = createLastWalletStore({
      keyStore,
      raw: refusing,
      now: () => 1,
      random: (n) => new Uint8Array(n),
    })
    expect(store.read()).toBeNull()
    expect(() => store.write('argentX')).not.toThrow()
  })
})
