/**
 * What the composition root takes from the place it runs in. The browser build passes the browser's
 * (browser-platform.ts); a test passes memory storage and Node sockets, and composes the same app.
 */
import type { Clipboard, KeyStore, KeyVault, TabCoordinator } from '../ports'
import type { PushSubscriber } from '../ports/push-subscriber'
import type { MessageStores, SdkPorts } from '../sdk'

/**
 * Every SDK port; the tab coordinator is built with the light half and added by the composition root.
 * The outbox and cursor stores are optional: without them the SDK keeps both in memory; so is the
 * platform's Ed25519 (noble without it).
 */
export type RuntimePorts = Required<Omit<SdkPorts, 'tabs' | 'ed25519'>> &
  Pick<SdkPorts, 'tabs' | 'ed25519'> &
  MessageStores

/** The heavy half, loaded with the runtime on first use. */
export interface RuntimePlatform {
  ports: RuntimePorts
  /** Where the dev wallet keeps its key (AppPlatform's), passed on to the wallets. */
  devWalletStorage?: Pick<Storage, 'getItem' | 'setItem'>
}

export interface AppPlatform {
  /** Built first: session restore reads it before the runtime loads. */
  keyStore: KeyStore
  /** Seals the main private key at rest; default a key in memory (sealed values last for the process). */
  vault?: KeyVault
  /** The other tabs of this app; default a single tab. */
  tabs?: TabCoordinator
  clipboard: Clipboard
  /** The browser's push service (notifications while the app is closed); none by default. */
  pushSubscriber?: PushSubscriber
  /**
   * Where wallets are found (EIP-6963 events, injected providers) and the dev wallet keeps its key; in the
   * light half so the connect modal lists wallets before the runtime has loaded.
   */
  window: Window
  /**
   * Where the dev wallet keeps its key; default the window's localStorage. A demo tab keeps its demo
   * person's key in its own sessionStorage (composition/demo-tab.ts).
   */
  devWalletStorage?: Pick<Storage, 'getItem' | 'setItem'>
  /** For the mock-node probe before the SDK loads. */
  fetch: typeof fetch
  loadRuntimePlatform(keyStore: KeyStore): Promise<RuntimePlatform>
}
