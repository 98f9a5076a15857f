/** The browser's implementations of every SDK port. */

import { webCryptoEd25519 } from '../adapters/crypto/webcrypto-ed25519'
import { createFetchNodeProbe } from '../adapters/http/node-probe'
import { createOfetchTransport } from '../adapters/http/ofetch-transport'
import { createIdbChatStore } from '../adapters/idb/idb-chat-store'
import { createIdbOutboxStores } from '../adapters/idb/idb-outbox-store'
import { consoleLogger } from '../adapters/platform/console-logger'
import { cryptoRandom } from '../adapters/platform/crypto-random'
import { createBrowserFileSaver } from '../adapters/platform/file-saver'
import { createFetchPreviewFetcher } from '../adapters/platform/preview-fetcher'
import { systemClock } from '../adapters/platform/system-clock'
import { createBrowserSocketTransport } from '../adapters/socket/browser-socket'
import type { KeyStore } from '../ports'
import type { RuntimePorts } from './platform'

/** `keyStore` is built by the composition root before the runtime loads (session restore needs it first). */
export const browserPorts = (options: { verboseLogging: boolean; keyStore: KeyStore }): RuntimePorts => {
  const logger = consoleLogger({ enabled: options.verboseLogging })
  // IndexedDB opens on first use; where the browser refuses it, both keep working in memory.
  const { outbox, cursors } = createIdbOutboxStores({ logger })
  return {
    http: createOfetchTransport(),
    probe: createFetchNodeProbe(),
    socket: createBrowserSocketTransport(),
    keyStore: options.keyStore,
    chatStore: createIdbChatStore({ logger }),
    outboxStore: outbox,
    syncCursor: cursors,
    clock: systemClock,
    random: cryptoRandom,
    logger,
    fileSaver: createBrowserFileSaver(document),
    previewFetcher: createFetchPreviewFetcher(),
    // Native Ed25519 where the browser has it (tested once), noble where it does not.
    ed25519: webCryptoEd25519(globalThis.crypto?.subtle),
  }
}
