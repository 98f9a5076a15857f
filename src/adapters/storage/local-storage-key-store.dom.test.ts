import { beforeEach, describe, expect, it } from 'vitest'
import { MemoryLogger } from '../../../tests/fakes/ports'
import { StorageKeys } from '../../domain/config'
import { createLocalStorageKeyStore } from './local-storage-key-store'

beforeEach(() => {
  window.localStorage.clear()
})

/** A Storage the browser refuses: every call throws, as in Safari private mode or with quota exceeded. */
const refusing = (): Storage => {
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  return {
    get length(): number {
      return refuse()
    },
    clear: refuse,
    getItem: refuse,
    key: refuse,
    removeItem: refuse,
    setItem: refuse,
  }
}

describe('localStorage key store', () => {
  it('[P3.6] reads and writes the real window.localStorage under the spec key names', () => {
    const store = createLocalStorageKeyStore()
    expect(store.get(StorageKeys.userid)).toBeNull()
    store.set(StorageKeys.userid, 'user:abc')
    store.set(StorageKeys.mainPrivateKey, '00ff')
    expect(window.localStorage.getItem('userid')).toBe('user:abc')
    expect(window.localStorage.getItem('MAIN_PRIVATE_KEY')).toBe('00ff')
    expect(store.get(StorageKeys.userid)).toBe('user:abc')
    store.remove(StorageKeys.userid)
    expect(window.localStorage.getItem('userid')).toBeNull()
    expect(store.get(StorageKeys.mainPrivateKey)).toBe('00ff')
  })

  it("lists and removes get-starknet's prefixed keys", () => {
    window.localStorage.setItem('gsw-last-1700000000000-abc', 'argentX')
    window.localStorage.setItem('gsw-last-1700000000001-def', 'braavos')
    window.localStorage.setItem('other', 'x')
    const store = createLocalStorageKeyStore({ storage: window.localStorage })
    expect(store.keysWithPrefix(StorageKeys.lastWallet).sort()).toEqual([
      'gsw-last-1700000000000-abc',
      'gsw-last-1700000000001-def',
    ])
    store.removeRaw('gsw-last-1700000000000-abc')
    expect(store.keysWithPrefix('gsw-last')).toEqual(['gsw-last-1700000000001-def'])
    expect(window.localStorage.getItem('other')).toBe('x')
  })

  it('never throws when the browser refuses the storage: reads are empty, writes dropped with a warning', () => {
    const logger = new MemoryLogger()
    const store = createLocalStorageKeyStore({ storage: refusing(), logger })
    expect(() => store.set(StorageKeys.fastUrl, 'https://node')).not.toThrow()
    expect(store.get(StorageKeys.fastUrl)).toBeNull()
    expect(store.keysWithPrefix('gsw-last')).toEqual([])
    expect(() => store.remove(StorageKeys.fastUrl)).not.toThrow()
    expect(() => store.removeRaw('gsw-last-1')).not.toThrow()
    expect(logger.entries.map((e) => e.level)).toEqual(['warn', 'warn', 'warn', 'warn', 'warn'])
    expect(logger.entries[0]).toMatchObject({
      message: 'localStorage write failed for "FAST_URL"',
      detail: { name: 'QuotaExceededError' },
    })
  })

  it('works without any storage: reads are empty and the first dropped write is reported once', () => {
    const logger = new MemoryLogger()
    const store = createLocalStorageKeyStore({ storage: null, logger })
    store.set(StorageKeys.userid, 'user:1')
    store.set(StorageKeys.didKey, 'eth:0x1')
    expect(store.get(StorageKeys.userid)).toBeNull()
    expect(store.keysWithPrefix('')).toEqual([])
    expect(logger.entries).toEqual([
      { level: 'warn', message: 'localStorage unavailable; nothing is persisted', detail: undefined },
    ])
  })
})
