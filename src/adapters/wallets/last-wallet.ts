/**
 * The last connected wallet id (docs/product.md §3, §11.1), written twice with the same value: under the
 * exact key `gsw-last`, where the product keeps it, and beside it under get-starknet's own
 * `gsw-last-<Date.now()>-<13-digit random>`, so get-starknet itself (or another dapp on this origin using it)
 * reads the same entry.
 *
 * Reading takes the newest suffixed key first, then the bare one: get-starknet only ever rewrites suffixed
 * keys, so when the two disagree a get-starknet writer came after us and its value is the newer one.
 *
 * Keys are listed and removed through the KeyStore port (`keysWithPrefix`, `removeRaw`). The port's
 * `get`/`set` only accept the fixed keys of docs/product.md §3, and this key changes on every write, so the raw
 * read and write go through `RawStorage`: a two-method slice of Web Storage that `localStorage` fits.
 */
import { StorageKeys } from '../../domain/config'
import type { KeyStore } from '../../ports'

/** The part of Web Storage used for keys the KeyStore port cannot name (`window.localStorage` fits). */
export interface RawStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export interface LastWalletStore {
  /** The stored wallet id, or null. */
  read(): string | null
  /** Stores `walletId` under `gsw-last` and a fresh suffixed key; removes every older `gsw-last*` key. */
  write(walletId: string): void
  /** Removes every `gsw-last*` key (get-starknet's own disconnect only removes one). */
  clear(): void
}

interface LastWalletDeps {
  keyStore: KeyStore
  raw: RawStorage
  /** Milliseconds since the epoch. */
  now: () => number
  /** Cryptographically strong random bytes. */
  random: (n: number) => Uint8Array
}

const PREFIX = StorageKeys.lastWallet
const KEY_RE = /^gsw-last-(\d+)-\d+$/

/** get-starknet's suffix: a random integer in [1e12, 1e13), i.e. always 13 digits. */
export const randomThirteenDigits = (random: (n: number) => Uint8Array): string => {
  let value = 0n
  for (const byte of random(8)) value = (value << 8n) | BigInt(byte)
  return String(1_000_000_000_000n + (value % 9_000_000_000_000n))
}

/** The key get-starknet would write at `ms`: `gsw-last-<ms>-<13 digits>`. */
export const lastWalletKey = (ms: number, random: (n: number) => Uint8Array): string =>
  `${PREFIX}-${Math.trunc(ms)}-${randomThirteenDigits(random)}`

/** Newest first by the timestamp in the key; the bare `gsw-last` (or an odd `gsw-last…`) counts as oldest. */
const byAgeDescending = (a: string, b: string): number => {
  const ts = (key: string) => Number(KEY_RE.exec(key)?.[1] ?? -1)
  return ts(b) - ts(a)
}

/**
 * A store that never throws: a browser that refuses storage reads as "no last wallet" and drops the
 * write, which only costs the user one extra wallet choice.
 */
export const createLastWalletStore = (deps: LastWalletDeps): LastWalletStore => {
  const keys = (): string[] => deps.keyStore.keysWithPrefix(PREFIX)
  const clear = (): void => {
    for (const key of keys()) deps.keyStore.removeRaw(key)
  }
  return {
    read: () => {
      // More than one key only appears when something else wrote one; the newest wins.
      for (const key of keys().sort(byAgeDescending)) {
        try {
          const value = deps.raw.getItem(key)
          if (value) return value
        } catch {
          return null
        }
      }
      return null
    },
    write: (walletId) => {
      clear()
      try {
        // Suffixed first: get-starknet's own reader takes the first `gsw-last*` key it meets and rewrites
        // it, and rewriting the suffixed one leaves the bare key in place.
        deps.raw.setItem(lastWalletKey(deps.now(), deps.random), walletId)
        deps.raw.setItem(PREFIX, walletId)
      } catch {
        // Storage refused: see above.
      }
    },
    clear,
  }
}
