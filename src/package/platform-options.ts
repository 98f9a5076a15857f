/** What `platformPorts()` takes, the same for the browser and the Node build (one `types` for both conditions). */
import type { Logger } from '../ports'
import type { MessageStores, SdkPorts } from '../sdk/core/context'

export interface PlatformOptions {
  /** Where the SDK writes; default: the console, debug lines only with `debug`. */
  logger?: Logger
  /** Print the SDK's debug lines (request and response bodies, docs/product.md §7) on the console logger. */
  debug?: boolean
  /**
   * Keep unsent messages and each user's sync cursor where they outlive the page (IndexedDB in a browser);
   * default true in a browser. In Node they live in memory: a process that must not lose sends across
   * restarts passes its own `outboxStore`/`syncCursor` to initWeb3MQ.
   */
  persist?: boolean
}

/** Every port initWeb3MQ takes, ready for this platform. */
export type PlatformPorts = SdkPorts & MessageStores
