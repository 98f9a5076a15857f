/**
 * Keeps the vault's non-extractable key in IndexedDB (a CryptoKey is stored as itself, never as bytes).
 * Two tabs starting at once agree on one key: each makes a candidate, and one transaction keeps the
 * first one written. Where IndexedDB is refused the key lives in memory for this page only.
 */
import type { Logger } from '../../ports'
import { memoryVaultKey, newVaultKey, type VaultKeySource } from './web-crypto-vault'

const DB = 'web3mq-vault'
const STORE = 'keys'
const KEY_ID = 'main-key'

const request = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })

const openDb = (factory: IDBFactory): Promise<IDBDatabase> => {
  const req = factory.open(DB, 1)
  req.onupgradeneeded = () => req.result.createObjectStore(STORE)
  return request(req)
}

/** Reads the stored key or stores the candidate, in one transaction so concurrent tabs keep one key. */
const keepOne = (db: IDBDatabase, candidate: CryptoKey): Promise<CryptoKey> =>
  new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite')
    const store = tx.objectStore(STORE)
    let kept = candidate
    store.get(KEY_ID).onsuccess = (event) => {
      const found = (event.target as IDBRequest<CryptoKey | undefined>).result
      if (found) kept = found
      else store.put(candidate, KEY_ID)
    }
    tx.oncomplete = () => resolve(kept)
    tx.onerror = () => reject(tx.error)
    tx.onabort = () => reject(tx.error)
  })

const defaultFactory = (): IDBFactory | null => {
  try {
    return globalThis.indexedDB ?? null
  } catch {
    return null
  }
}

export const idbVaultKey = (
  options: { indexedDB?: IDBFactory | null; logger?: Pick<Logger, 'warn'> } = {},
): VaultKeySource => {
  const factory = options.indexedDB === undefined ? defaultFactory() : options.indexedDB
  const fallback = memoryVaultKey()
  let key: Promise<CryptoKey> | undefined
  const load = async (): Promise<CryptoKey> => {
    if (!factory) return fallback.key()
    try {
      const db = await openDb(factory)
      try {
        return await keepOne(db, await newVaultKey())
      } finally {
        db.close()
      }
    } catch (error) {
      options.logger?.warn('IndexedDB refused the vault key; sealed keys last for this page only', error)
      return fallback.key()
    }
  }
  return { key: () => (key ??= load()) }
}
