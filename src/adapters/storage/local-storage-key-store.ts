/** KeyStore over Web Storage (localStorage in the browser): the keys, user id and fast URL (docs/product.md §3). */
import type { KeyStore, Logger, StorageKey } from '../../ports'
import { consoleLogger } from '../platform/console-logger'

interface LocalStorageKeyStoreOptions {
  /** The storage to use; default `globalThis.localStorage`. `null` means none (everything reads empty). */
  storage?: Storage | null
  /** Where refused reads and writes are reported; default the console. */
  logger?: Pick<Logger, 'warn'>
}

/** Reading `localStorage` itself throws (SecurityError) when the browser blocks site data. */
const defaultStorage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/**
 * Creates a KeyStore that never throws: a storage the browser refuses (private mode, quota exceeded,
 * blocked site data) reads as null and drops writes, each refusal logged as a warning.
 */
export const createLocalStorageKeyStore = (options: LocalStorageKeyStoreOptions = {}): KeyStore => {
  const storage = options.storage === undefined ? defaultStorage() : options.storage
  const logger = options.logger ?? consoleLogger({ enabled: false })
  const warn = (action: string, key: string, error: unknown) =>
    logger.warn(`localStorage ${action} failed for "${key}"`, error)
  let warnedMissing = false
  const attempt = <T>(action: string, key: string, fallback: T, run: (s: Storage) => T): T => {
    if (!storage) {
      // Said once: without storage every write is dropped and the session will not survive a reload.
      if (!warnedMissing && action === 'write') logger.warn('localStorage unavailable; nothing is persisted')
      warnedMissing ||= action === 'write'
      return fallback
    }
    try {
      return run(storage)
    } catch (error) {
      warn(action, key, error)
      return fallback
    }
  }
  const removeRaw = (key: string): void => attempt('remove', key, undefined, (s) => s.removeItem(key))
  return {
    get: (key: StorageKey) => attempt('read', key, null, (s) => s.getItem(key)),
    set: (key: StorageKey, value: string) => attempt('write', key, undefined, (s) => s.setItem(key, value)),
    remove: removeRaw,
    removeRaw,
    keysWithPrefix: (prefix: string) =>
      attempt('list', prefix, [] as string[], (s) => {
        const keys: string[] = []
        for (let i = 0; i < s.length; i++) {
          const key = s.key(i)
          if (key?.startsWith(prefix)) keys.push(key)
        }
        return keys
      }),
  }
}
