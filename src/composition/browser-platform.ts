/** The browser's platform: localStorage keys, the page clipboard, fetch, and the browser ports (lazily). */
import { createBrowserClipboard } from '../adapters/platform/clipboard'
import { consoleLogger } from '../adapters/platform/console-logger'
import { createLocalStorageKeyStore } from '../adapters/storage/local-storage-key-store'
import type { CompositionConfig } from './config'
import type { AppPlatform } from './platform'

export const browserPlatform = (config: CompositionConfig): AppPlatform => ({
  keyStore: createLocalStorageKeyStore({ logger: consoleLogger({ enabled: config.verboseLogging }) }),
  clipboard: createBrowserClipboard(document, navigator),
  fetch: (input, init) => fetch(input, init),
  window,
  loadRuntimePlatform: async (keyStore) => {
    const { browserPorts } = await import('./ports')
    return { ports: browserPorts({ verboseLogging: config.verboseLogging, keyStore }) }
  },
})
