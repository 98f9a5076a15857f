/**
 * Helpers of the Starknet bridge (./starknet): reading defaults off the window without throwing, the
 * storage shim get-starknet-core writes `gsw-last` through, and mapping wallets to modal rows.
 */
import type { GetStarknetOptions, WalletProvider } from 'get-starknet-core'
import type { BrowserStore } from './browser-store'
import { isWalletId, WALLET_CATALOG } from './catalog'
import type { LastWalletStore, RawStorage } from './last-wallet'
import type { InjectedStarknetWallet, StarknetInstallLink, StarknetWalletOption } from './starknet-types'

type CoreStorage = ReturnType<GetStarknetOptions['storageFactoryImplementation']>

/** Reading `window.localStorage` throws when the browser blocks site data: treat that as absent. */
const field = (target: unknown, name: string): unknown => {
  try {
    return target && typeof target === 'object' ? (target as Record<string, unknown>)[name] : undefined
  } catch {
    return undefined
  }
}

const NO_STORAGE: RawStorage = { getItem: () => null, setItem: () => undefined }

export const windowStorage = (windowObject: object): RawStorage => {
  const storage = field(windowObject, 'localStorage')
  return typeof field(storage, 'getItem') === 'function' ? (storage as RawStorage) : NO_STORAGE
}

export const windowUserAgent = (windowObject: object): string | undefined => {
  const ua = field(field(windowObject, 'navigator'), 'userAgent')
  return typeof ua === 'string' ? ua : undefined
}

export const cryptoBytes = (n: number): Uint8Array => crypto.getRandomValues(new Uint8Array(n))

/** get-starknet-core writes and deletes `gsw-last` through this, so both sides share one format. */
export const coreStorage = (store: LastWalletStore): CoreStorage => ({
  set: (value) => {
    if (value) store.write(value)
    else store.clear()
    return true
  },
  get: () => store.read(),
  delete: () => {
    store.clear()
    return true
  },
})

/** A modal row; the wallet's own icon, the catalogue's when it gives none. */
export const optionOf = (wallet: InjectedStarknetWallet): StarknetWalletOption => {
  const icon = typeof wallet.icon === 'string' ? wallet.icon : (wallet.icon.light ?? wallet.icon.dark)
  const fallback = isWalletId(wallet.id) ? WALLET_CATALOG[wallet.id].icon : ''
  return { id: wallet.id, name: wallet.name, icon: icon || fallback }
}

/** "Install {name}" rows for the wallets that have a link for this store (none without a store). */
export const installLinks = (
  discovery: readonly WalletProvider[],
  store: BrowserStore | null,
): StarknetInstallLink[] =>
  discovery.flatMap((provider): StarknetInstallLink[] => {
    const url = store ? (provider.downloads as Partial<Record<BrowserStore, string>>)[store] : undefined
    if (!store || !url) return []
    const known = isWalletId(provider.id) ? WALLET_CATALOG[provider.id] : undefined
    const name = known?.name ?? provider.name
    return [
      { id: provider.id, name, icon: known?.icon ?? provider.icon, store, url, label: `Install ${name}` },
    ]
  })

/** v4 permissions (`permitted` ids from get-starknet-core) or v3 isPreauthorized(); a throw is a no. */
export const isAuthorized = async (
  wallet: InjectedStarknetWallet,
  permitted: ReadonlySet<string>,
): Promise<boolean> => {
  if (permitted.has(wallet.id)) return true
  try {
    return (await wallet.isPreauthorized?.()) === true
  } catch {
    return false
  }
}
