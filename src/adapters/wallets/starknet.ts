/**
 * Argent X and Braavos through get-starknet-core (lazy module: the app `import()`s it when a Starknet
 * wallet is chosen; it needs no starknet.js). The bridge gives the app's own connect modal its data
 * (ui-reference §2.4: last, preauthorised, installed, install links) and connects the way Web3MQ does
 * (§2.5): silently with a preauthorised wallet, else after the modal, enabling the chosen wallet.
 */
import { type GetStarknetOptions, getStarknet, type StarknetWindowObject } from 'get-starknet-core'
import { errors, isWeb3MQError } from '../../domain/errors'
import type { KeyStore } from '../../ports'
import { type BrowserStore, detectBrowserStore } from './browser-store'
import { isWalletId, WALLET_CATALOG } from './catalog'
import { createLastWalletStore, type LastWalletStore, type RawStorage } from './last-wallet'
import { canAskChoice, groupWallets, sortWallets } from './starknet-order'
import type { InjectedStarknetWallet, StarknetInstallLink, StarknetWalletOption } from './starknet-types'

export { detectBrowserStore } from './browser-store'
export { canAskChoice, groupWallets, sortWallets } from './starknet-order'
export { chainFromProviderUrl, chainNameOf, detectStarknetChain } from './starknet-account'
export { createStarknetSigner, type StarknetConnector, type StarknetSigner } from './starknet-signer'
export type * from './starknet-types'

export interface StarknetBridgeOptions {
  /** The browser window (scanned for `starknet*` wallet objects), or a stand-in in tests. */
  windowObject: object
  keyStore: KeyStore
  /** Default: `windowObject.localStorage`. */
  rawStorage?: RawStorage
  /** Default: `windowObject.navigator.userAgent`. */
  userAgent?: string
  now?: () => number
  random?: (n: number) => Uint8Array
}

export interface StarknetWalletList {
  lastWallet?: StarknetWalletOption
  preauthorized: StarknetWalletOption[]
  installed: StarknetWalletOption[]
  /** Install links for this browser's store; empty when the browser has none (e.g. Safari). */
  discovery: StarknetInstallLink[]
  /** canAsk: the wallet to enable without the modal (last preauthorised, else the only installed one). */
  canAskChoice?: StarknetWalletOption
  store: BrowserStore | null
}

export interface StarknetWalletBridge {
  /** The modal's data; `include` limits every group to those ids (Web3MQ passes the chosen wallet). */
  listWallets(options?: { include?: readonly string[] }): Promise<StarknetWalletList>
  /** Enables a preauthorised wallet without a prompt; null when not installed, not authorised or refused. */
  silentConnect(walletId: string): Promise<InjectedStarknetWallet | null>
  /** Asks the wallet to connect; rejects with "Failed to connect to wallet" unless it ends up connected. */
  enable(walletId: string): Promise<InjectedStarknetWallet>
  /** The stored last wallet id (`gsw-last*`), or null. */
  lastWalletId(): string | null
  /** Removes every `gsw-last*` key. The extension itself stays authorised (no API revokes that). */
  forgetLastWallet(): void
}

type CoreStorage = ReturnType<GetStarknetOptions['storageFactoryImplementation']>

const field = (target: object, name: string): unknown => (target as Record<string, unknown>)[name]

const defaultRawStorage = (windowObject: object): RawStorage => {
  const storage = field(windowObject, 'localStorage') as RawStorage | undefined
  return storage ?? { getItem: () => null, setItem: () => undefined }
}

const defaultUserAgent = (windowObject: object): string | undefined => {
  const navigator = field(windowObject, 'navigator')
  const ua = navigator && typeof navigator === 'object' ? field(navigator, 'userAgent') : undefined
  return typeof ua === 'string' ? ua : undefined
}

const randomBytes = (n: number): Uint8Array => crypto.getRandomValues(new Uint8Array(n))

/** get-starknet-core writes and deletes `gsw-last` through this, so both sides share one format. */
const coreStorage = (store: LastWalletStore): CoreStorage => ({
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

const iconOf = (wallet: InjectedStarknetWallet): string => {
  const icon = typeof wallet.icon === 'string' ? wallet.icon : (wallet.icon.light ?? wallet.icon.dark)
  return icon || (isWalletId(wallet.id) ? WALLET_CATALOG[wallet.id].icon : '')
}

const optionOf = (wallet: InjectedStarknetWallet): StarknetWalletOption => ({
  id: wallet.id,
  name: wallet.name,
  icon: iconOf(wallet),
})

/** v3 preauthorisation or v4 permissions; a wallet that throws counts as not authorised. */
const isAuthorized = async (wallet: InjectedStarknetWallet, permitted: ReadonlySet<string>): Promise<boolean> => {
  if (permitted.has(wallet.id)) return true
  try {
    return (await wallet.isPreauthorized?.()) === true
  } catch {
    return false
  }
}

export const createStarknetWalletBridge = (options: StarknetBridgeOptions): StarknetWalletBridge => {
  const { windowObject, keyStore } = options
  const lastStore = createLastWalletStore({
    keyStore,
    raw: options.rawStorage ?? defaultRawStorage(windowObject),
    now: options.now ?? Date.now,
    random: options.random ?? randomBytes,
  })
  const core = getStarknet({
    windowObject: windowObject as Record<string, unknown>,
    storageFactoryImplementation: () => coreStorage(lastStore),
  })
  const store = detectBrowserStore(options.userAgent ?? defaultUserAgent(windowObject))
  const asInjected = (list: StarknetWindowObject[]) => sortWallets(list as unknown as InjectedStarknetWallet[])

  const installed = async () => asInjected(await core.getAvailableWallets())
  const preauthorized = async (wallets: InjectedStarknetWallet[]) => {
    const permitted = new Set((await core.getAuthorizedWallets()).map((w) => w.id))
    const flags = await Promise.all(wallets.map((w) => isAuthorized(w, permitted)))
    return wallets.filter((_, i) => flags[i])
  }
  /** As get-starknet: a stored wallet no longer installed and authorised is forgotten. */
  const lastOf = (authorized: InjectedStarknetWallet[]) => {
    const id = lastStore.read()
    const wallet = authorized.find((w) => w.id === id)
    if (id && !wallet) lastStore.clear()
    return wallet
  }

  const enableWallet = async (wallet: InjectedStarknetWallet, silent: boolean) => {
    if (typeof wallet.enable === 'function') {
      // The v3 object path is what populates `account`; its enable resolves even when the user
      // rejected (ui-reference §2.4), so only isConnected tells success.
      await wallet.enable({ starknetVersion: 'v5' })
      if (wallet.isConnected !== true) throw errors.walletConnectFailed()
      lastStore.write(wallet.id)
    } else {
      await core.enable(wallet as unknown as StarknetWindowObject, { silent_mode: silent })
    }
    return wallet
  }

  return {
    listWallets: async (opts = {}) => {
      const all = await installed()
      const authorized = await preauthorized(all)
      const last = lastOf(authorized)
      const keep = <T extends { id: string }>(list: T[]) =>
        opts.include ? list.filter((w) => opts.include?.includes(w.id)) : list
      const [lastWallet] = keep(last ? [last] : [])
      const discovery = (await core.getDiscoveryWallets()).flatMap((d): StarknetInstallLink[] => {
        const url = store ? (d.downloads as Partial<Record<BrowserStore, string>>)[store] : undefined
        if (!store || !url) return []
        const known = isWalletId(d.id) ? WALLET_CATALOG[d.id] : undefined
        const name = known?.name ?? d.name
        return [{ id: d.id, name, icon: known?.icon ?? d.icon, store, url, label: `Install ${name}` }]
      })
      const groups = groupWallets({
        ...(lastWallet ? { lastWallet: optionOf(lastWallet) } : {}),
        preauthorized: keep(authorized).map(optionOf),
        installed: keep(all).map(optionOf),
        discovery: keep(discovery),
      })
      const choice = canAskChoice(lastWallet, keep(authorized), keep(all))
      return { ...groups, ...(choice ? { canAskChoice: optionOf(choice) } : {}), store }
    },
    silentConnect: async (walletId) => {
      const wallet = (await installed()).find((w) => w.id === walletId)
      if (!wallet || (await preauthorized([wallet])).length === 0) return null
      try {
        return await enableWallet(wallet, true)
      } catch {
        return null
      }
    },
    enable: async (walletId) => {
      const wallet = (await installed()).find((w) => w.id === walletId)
      if (!wallet) throw errors.walletConnectFailed(new Error(`${walletId} is not installed`))
      try {
        return await enableWallet(wallet, false)
      } catch (error) {
        throw isWeb3MQError(error) ? error : errors.walletConnectFailed(error)
      }
    },
    lastWalletId: () => lastStore.read(),
    forgetLastWallet: () => lastStore.clear(),
  }
}
