/** The browser's platform: localStorage keys, the page clipboard, fetch, and the browser ports (lazily). */
import { createBrowserClipboard } from '../adapters/platform/clipboard'
import { consoleLogger } from '../adapters/platform/console-logger'
import { idbVaultKey } from '../adapters/storage/idb-vault-key'
import { createLocalStorageKeyStore } from '../adapters/storage/local-storage-key-store'
import { createWebCryptoVault } from '../adapters/storage/web-crypto-vault'
import { createBrowserTabs } from '../adapters/tabs/browser-tabs'
import type { CompositionConfig } from './config'
import type { AppPlatform } from './platform'

export const browserPlatform = (config: CompositionConfig): AppPlatform => ({
  keyStore: createLocalStorageKeyStore({ logger: consoleLogger({ enabled: config.verboseLogging }) }),
  vault: createWebCryptoVault(idbVaultKey({ logger: consoleLogger({ enabled: config.verboseLogging }) })),
  tabs: createBrowserTabs(),
  clipboard: createBrowserClipboard(document, navigator),
  fetch: (input, init) => fetch(input, init),
  window,
  loadRuntimePlatform: async (keyStore) => {
    const { browserPorts } = await import('./ports')
    return { ports: browserPorts({ verboseLogging: config.verboseLogging, keyStore }) }
  },
})
