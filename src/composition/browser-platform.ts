/** The browser's platform: localStorage keys, the page clipboard, fetch, and the browser ports (lazily). */
import { createBrowserClipboard } from '../adapters/platform/clipboard'
import { consoleLogger } from '../adapters/platform/console-logger'
import { idbVaultKey } from '../adapters/storage/idb-vault-key'
import { createLocalStorageKeyStore } from '../adapters/storage/local-storage-key-store'
import { createWebCryptoVault } from '../adapters/storage/web-crypto-vault'
import { createBrowserTabs } from '../adapters/tabs/browser-tabs'
import { createSingleTab } from '../adapters/tabs/single-tab'
import type { CompositionConfig } from './config'
import type { AppPlatform } from './platform'

/**
 * `ownTab` keeps this tab apart from the others of the origin (a demo tab, composition/demo-tab.ts): its keys
 * and its dev wallet's key in that storage (the tab's sessionStorage), and no tab bus or shared socket.
 */
export const browserPlatform = (config: CompositionConfig, ownTab?: { storage: Storage }): AppPlatform => ({
  keyStore: createLocalStorageKeyStore({
    logger: consoleLogger({ enabled: config.verboseLogging }),
    ...(ownTab ? { storage: ownTab.storage } : {}),
  }),
  vault: createWebCryptoVault(idbVaultKey({ logger: consoleLogger({ enabled: config.verboseLogging }) })),
  tabs: ownTab ? createSingleTab() : createBrowserTabs(),
  ...(ownTab ? { devWalletStorage: ownTab.storage } : {}),
  clipboard: createBrowserClipboard(document, navigator),
  fetch: (input, init) => fetch(input, init),
  window,
  loadRuntimePlatform: async (keyStore) => {
    const { browserPorts } = await import('./ports')
    return { ports: browserPorts({ verboseLogging: config.verboseLogging, keyStore }) }
  },
})
