/**
 * `@w3mq/sdk/platform` in a browser (the `browser` and default conditions): the SDK's ports over fetch,
 * the page's WebSocket, WebCrypto and IndexedDB, so `initWeb3MQ(options, platformPorts())` is all a dapp
 * writes. Nothing here imports a Node built-in (docs/packages/sdk/README.md "Entries").
 */
import { webCryptoEd25519 } from '../adapters/crypto/webcrypto-ed25519'
import { createFetchNodeProbe } from '../adapters/http/node-probe'
import { createOfetchTransport } from '../adapters/http/ofetch-transport'
import { createIdbOutboxStores } from '../adapters/idb/idb-outbox-store'
import { consoleLogger } from '../adapters/platform/console-logger'
import { cryptoRandom } from '../adapters/platform/crypto-random'
import { systemClock } from '../adapters/platform/system-clock'
import { createBrowserSocketTransport } from '../adapters/socket/browser-socket'
import type { PlatformOptions, PlatformPorts } from './platform-options'

export type { PlatformOptions, PlatformPorts } from './platform-options'

export const platformPorts = (options: PlatformOptions = {}): PlatformPorts => {
  const logger = options.logger ?? consoleLogger({ enabled: options.debug === true })
  // IndexedDB opens on first use; where the browser refuses it, the stores keep working in memory.
  const stores = options.persist === false ? undefined : createIdbOutboxStores({ logger })
  return {
    http: createOfetchTransport(),
    probe: createFetchNodeProbe(),
    socket: createBrowserSocketTransport(),
    clock: systemClock,
    random: cryptoRandom,
    logger,
    // Native Ed25519 where the browser has it, noble where it does not.
    ed25519: webCryptoEd25519(globalThis.crypto?.subtle),
    ...(stores ? { outboxStore: stores.outbox, syncCursor: stores.cursors } : {}),
  }
}
