/**
 * Argent X and Braavos through get-starknet-core (lazy module: the app `import()`s it when a Starknet
 * wallet is chosen; it needs no starknet.js). The bridge gives the app's own connect modal its data
 * (docs/product.md §11.4: last, preauthorised, installed, install links) and connects the way Web3MQ does
 * (§2.5): silently with a preauthorised wallet, else after the modal, enabling the chosen wallet.
 */
import { getStarknet, type StarknetWindowObject } from 'get-starknet-core'
import { errors, isWeb3MQError } from '../../domain/errors'
import type { KeyStore } from '../../ports'
import { type BrowserStore, detectBrowserStore } from './browser-store'
import { isStarknetWalletId } from './catalog'
import { createLastWalletStore, type LastWalletStore, type RawStorage } from './last-wallet'
import { canAskChoice, groupWallets, sortWallets } from './starknet-order'
import type { InjectedStarknetWallet, StarknetInstallLink, StarknetWalletOption } from './starknet-types'
import {
  coreStorage,
  cryptoBytes,
  installLinks,
  isAuthorized,
  optionOf,
  windowStorage,
  windowUserAgent,
} from './starknet-wallets'

// The signer (./starknet-signer.ts) is not re-exported: a dynamic import of this module is the wallet list's
// discovery, and would carry the signing code (about 20 kB gzipped) into every first visit (issue 29).
export { detectBrowserStore } from './browser-store'
export { canAskChoice, groupWallets, sortWallets } from './starknet-order'
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

interface BridgeContext {
  core: ReturnType<typeof getStarknet>
  lastStore: LastWalletStore
  store: BrowserStore | null
}

const installed = async (ctx: BridgeContext): Promise<InjectedStarknetWallet[]> =>
  sortWallets((await ctx.core.getAvailableWallets()) as unknown as InjectedStarknetWallet[])

const preauthorized = async (ctx: BridgeContext, wallets: InjectedStarknetWallet[]) => {
  const permitted = new Set((await ctx.core.getAuthorizedWallets()).map((w) => w.id))
  const flags = await Promise.all(wallets.map((w) => isAuthorized(w, permitted)))
  return wallets.filter((_, i) => flags[i])
}

/** As get-starknet: a stored wallet no longer installed and authorised is forgotten. */
/**
 * The last connected wallet when it is a still-authorised Starknet wallet. A Starknet wallet that is no
 * longer authorised is forgotten (get-starknet does the same); the key may also name an Ethereum wallet
 * (MetaMask, dappConnect), which this bridge does not own and must leave in place.
 */
const lastOf = (ctx: BridgeContext, authorized: InjectedStarknetWallet[]) => {
  const id = ctx.lastStore.read()
  const wallet = authorized.find((w) => w.id === id)
  if (id && !wallet && isStarknetWalletId(id)) ctx.lastStore.clear()
  return wallet
}

const listWallets = async (ctx: BridgeContext, include?: readonly string[]): Promise<StarknetWalletList> => {
  const keep = <T extends { id: string }>(list: T[]) =>
    include ? list.filter((w) => include.includes(w.id)) : list
  const all = await installed(ctx)
  const authorized = await preauthorized(ctx, all)
  const [lastWallet] = keep([lastOf(ctx, authorized)].filter((w) => w !== undefined))
  const groups = groupWallets({
    ...(lastWallet ? { lastWallet: optionOf(lastWallet) } : {}),
    preauthorized: keep(authorized).map(optionOf),
    installed: keep(all).map(optionOf),
    discovery: keep(installLinks(await ctx.core.getDiscoveryWallets(), ctx.store)),
  })
  const choice = canAskChoice(lastWallet, keep(authorized), keep(all))
  return { ...groups, ...(choice ? { canAskChoice: optionOf(choice) } : {}), store: ctx.store }
}

const enableWallet = async (ctx: BridgeContext, wallet: InjectedStarknetWallet, silent: boolean) => {
  if (typeof wallet.enable === 'function') {
    // The v3 object path is what populates `account`; its enable resolves even when the user
    // rejected (docs/product.md §11.4), so only isConnected tells success.
    await wallet.enable({ starknetVersion: 'v5' })
    if (wallet.isConnected !== true) throw errors.walletConnectFailed()
    ctx.lastStore.write(wallet.id)
  } else {
    // Wallet API only: core asks wallet_requestAccounts, checks permissions, writes gsw-last via us.
    await ctx.core.enable(wallet as unknown as StarknetWindowObject, { silent_mode: silent })
  }
  return wallet
}

/**
 * The bridge over the wallets injected in `windowObject`. Reads never prompt; `enable` may. The last
 * wallet is kept in get-starknet's `gsw-last-<ts>-<13 digits>` format (./last-wallet).
 */
export const createStarknetWalletBridge = (options: StarknetBridgeOptions): StarknetWalletBridge => {
  const { windowObject, keyStore } = options
  const lastStore = createLastWalletStore({
    keyStore,
    raw: options.rawStorage ?? windowStorage(windowObject),
    now: options.now ?? Date.now,
    random: options.random ?? cryptoBytes,
  })
  const core = getStarknet({
    windowObject: windowObject as Record<string, unknown>,
    storageFactoryImplementation: () => coreStorage(lastStore),
  })
  const ctx: BridgeContext = {
    core,
    lastStore,
    store: detectBrowserStore(options.userAgent ?? windowUserAgent(windowObject)),
  }
  const find = async (walletId: string) => (await installed(ctx)).find((w) => w.id === walletId)
  return {
    listWallets: (opts = {}) => listWallets(ctx, opts.include),
    silentConnect: async (walletId) => {
      const wallet = await find(walletId)
      if (!wallet || (await preauthorized(ctx, [wallet])).length === 0) return null
      return enableWallet(ctx, wallet, true).catch(() => null)
    },
    enable: async (walletId) => {
      const wallet = await find(walletId)
      if (!wallet) throw errors.walletConnectFailed(new Error(`${walletId} is not installed`))
      try {
        return await enableWallet(ctx, wallet, false)
      } catch (error) {
        throw isWeb3MQError(error) ? error : errors.walletConnectFailed(error)
      }
    },
    lastWalletId: () => lastStore.read(),
    forgetLastWallet: () => lastStore.clear(),
  }
}
