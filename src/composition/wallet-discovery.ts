/**
 * Which wallets this browser has, found without the SDK runtime so the connect modal can list them at
 * once: EIP-6963 announcements (kept current), the Starknet wallets once get-starknet-core's small chunk
 * has loaded, the dev wallet when the node is the bundled mock, and the last-used wallet (`gsw-last`).
 * Each answer that arrives later changes the rows and tells the listeners, so the list fills in place.
 */
import { DEV_WALLET_ICON } from '../adapters/wallets/dev-wallet-icon'
import {
  type Eip1193Watch,
  type Eip6963ProviderDetail,
  watchEip1193Providers,
} from '../adapters/wallets/eip1193'
import { createLastWalletStore, type LastWalletStore } from '../adapters/wallets/last-wallet'
import type { StarknetWalletBridge, StarknetWalletList } from '../adapters/wallets/starknet'
import { type WalletOptionRow, walletOptions } from '../adapters/wallets/wallet-options'
import type { WalletOption } from '../machines/app/app-services'
import type { KeyStore } from '../ports'

export interface WalletDiscoveryDeps {
  window: Window
  keyStore: KeyStore
  /** Whether the node is the bundled mock node (the dev wallet is offered); asked once. */
  isMockNode: () => Promise<boolean>
}

export const DEV_WALLET_ROW_NAME = 'Dev wallet (mock node)'

export class WalletDiscovery {
  readonly lastWallet: LastWalletStore
  private ethereum: Eip1193Watch | undefined
  private starknet: Promise<StarknetWalletBridge> | undefined
  private starknetList: StarknetWalletList | undefined
  private mockNode: Promise<boolean> | undefined
  /** Whether the mock-node question has been answered (what `options()` waits for). */
  private mockNodeAnswered = false
  private devWallet = false
  private started = false
  private readonly listeners = new Set<() => void>()

  readonly window: Window

  constructor(private readonly deps: WalletDiscoveryDeps) {
    this.window = deps.window
    this.lastWallet = createLastWalletStore({
      keyStore: deps.keyStore,
      raw: deps.window.localStorage,
      now: () => Date.now(),
      random: (n) => globalThis.crypto.getRandomValues(new Uint8Array(n)),
    })
  }

  /** Starts every search once (idempotent); the idle prefetch and the modal both call it. */
  start(): void {
    if (this.started) return
    // Set first: a wallet announcing synchronously re-enters through a listener asking for the rows.
    this.started = true
    this.ethereum = watchEip1193Providers(this.deps.window, () => this.changed())
    void this.isMockNode()
    this.refreshStarknet()
  }

  /**
   * Reads the Starknet wallets again (a wallet connected since may now be preauthorised or last) and
   * tells the listeners only when the list differs, so a listener that asks again cannot loop.
   */
  private refreshStarknet(): void {
    void this.starknetBridge()
      .then((bridge) => bridge.listWallets())
      .then(
        (list) => {
          const same = JSON.stringify(list) === JSON.stringify(this.starknetList)
          this.starknetList = list
          if (!same) this.changed()
        },
        // A Starknet chunk that fails to load leaves its rows as install links; the rest still works.
        () => undefined,
      )
  }

  ethereumProviders(): Eip6963ProviderDetail[] {
    this.start()
    return this.ethereum?.current() ?? []
  }

  isMockNode(): Promise<boolean> {
    this.mockNode ??= this.deps.isMockNode().then((mock) => {
      this.devWallet = mock
      this.mockNodeAnswered = true
      if (mock) this.changed()
      return mock
    })
    return this.mockNode
  }

  starknetBridge(): Promise<StarknetWalletBridge> {
    this.starknet ??= import('../adapters/wallets/starknet').then((m) =>
      m.createStarknetWalletBridge({ windowObject: this.deps.window, keyStore: this.deps.keyStore }),
    )
    return this.starknet
  }

  /**
   * The modal's rows as known now: last used first, then ready wallets, then install links
   * (docs/product.md §2). Waits only for the mock-node answer (one loopback request, usually prefetched),
   * so a dev-wallet row never flickers from "install" to ready.
   */
  async options(): Promise<readonly WalletOption[]> {
    if (this.started) this.refreshStarknet()
    else this.start()
    await this.isMockNode()
    return this.rows()
  }

  /** The rows now, if `options()` would not wait: the search has started and the mock node answered. */
  known(): readonly WalletOption[] | undefined {
    return this.started && this.mockNodeAnswered ? this.rows() : undefined
  }

  /** Calls `listener` whenever a later answer changes the rows; returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private changed(): void {
    for (const listener of this.listeners) listener()
  }

  private rows(): WalletOption[] {
    const realEthereum = this.ethereumProviders().length > 0
    const rows = walletOptions({
      ethereum: realEthereum || this.devWallet,
      ...(this.starknetList ? { starknet: this.starknetList } : {}),
    })
    const named = rows.map((row) =>
      row.id === 'metamask' && !realEthereum && this.devWallet
        ? { ...row, name: DEV_WALLET_ROW_NAME, icon: DEV_WALLET_ICON }
        : row,
    )
    return this.withLastFirst(named)
  }

  private withLastFirst(rows: WalletOptionRow[]): WalletOption[] {
    const last = this.lastWallet.read()
    const index = rows.findIndex((r) => r.id === last && r.status !== 'install')
    if (index < 0) return rows
    const [lastRow] = rows.splice(index, 1)
    return lastRow ? [{ ...lastRow, status: 'last' }, ...rows.filter((r) => r.status !== 'last')] : rows
  }
}
