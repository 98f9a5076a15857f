/**
 * The wallets the app can use, behind one object: a signer per wallet (MetaMask over EIP-1193, Argent X /
 * Braavos through the lazily loaded Starknet bridge, the dappConnect bridge, the dev wallet on the mock node),
 * the wallets connected in this page by id, and the last-used wallet (`gsw-last`).
 * What the browser has comes from `WalletDiscovery`, which runs before this runtime half loads.
 */
import { createDevWallet, type DevWallet } from '../adapters/wallets/dev-wallet'
import { createEip1193Signer, pickProvider } from '../adapters/wallets/eip1193'
import { WALLET_NAME, type WalletId } from '../domain/config'
import { errors } from '../domain/errors'
import type { KeyStore, Random, WalletAccount, WalletSigner } from '../ports'
import type { SdkPorts } from '../sdk'
import { connectAccount } from '../sdk/auth/wallet-steps'
import { type BridgeRoute, DappConnectClient, DappConnectSigner } from '../sdk/dapp-connect'
import { DEV_WALLET_ROW_NAME, type WalletDiscovery } from './wallet-discovery'

export interface ConnectedWallet {
  walletId: WalletId
  signer: WalletSigner
  account: WalletAccount
}

export interface WalletHubDeps {
  window: Window
  discovery: WalletDiscovery
  keyStore: KeyStore
  random: Random
  ports: SdkPorts
  isMockNode: boolean
  /**
   * A demo tab's own dev wallet storage (composition/demo-tab.ts): its dev wallet holds the demo person's key
   * and signs for Ethereum before any extension, which holds someone else's. Default: the window's
   * localStorage, and an installed extension first.
   */
  devWalletStorage?: Pick<Storage, 'getItem' | 'setItem'>
  /** `ws(s)://…/messages` of the node, for the dappConnect bridge (resolved on first use). */
  wsUrl: () => Promise<string>
  /** In discover mode, the route the bridge moves with when its node does not answer (docs/protocol.md §3.9). */
  route?: () => Promise<BridgeRoute | undefined>
  appOrigin: string
}

/** The dappConnect link the modal shows as a QR code while the wallet app has not answered yet. */
export type LinkListener = (link: string | undefined) => void

const DAPP_CONNECT_ID = 'web3mq:client'

export class WalletHub {
  private readonly dev: DevWallet | undefined
  /** The wallets connected in this page, by id. */
  private readonly connected = new Map<WalletId, ConnectedWallet>()
  private link: string | undefined
  private readonly linkListeners = new Set<LinkListener>()

  constructor(private readonly deps: WalletHubDeps) {
    this.dev = deps.isMockNode
      ? createDevWallet(deps.devWalletStorage ?? deps.window.localStorage, deps.random.bytes)
      : undefined
  }

  private async signerFor(walletId: WalletId): Promise<WalletSigner> {
    if (walletId === 'metamask') {
      if (this.dev && this.deps.devWalletStorage) return this.dev
      const detail = pickProvider(this.deps.discovery.ethereumProviders())
      if (detail) return createEip1193Signer(detail.provider, { walletId })
      if (this.dev) return this.dev
      throw new Error('No Ethereum wallet is installed in this browser')
    }
    if (walletId === 'argentX' || walletId === 'braavos') {
      const [bridge, module] = await Promise.all([
        this.deps.discovery.starknetBridge(),
        import('../adapters/wallets/starknet-signer'),
      ])
      return module.createStarknetSigner(bridge, walletId)
    }
    return this.dappConnectSigner()
  }

  /**
   * The name of the wallet that signs for `walletId` in this page, picked as `signerFor` picks it (the
   * installed Ethereum wallet, else the dev wallet), without asking the wallet anything.
   */
  nameOf(walletId: WalletId): string {
    if (walletId !== 'metamask') return WALLET_NAME[walletId]
    if (this.dev && this.deps.devWalletStorage) return DEV_WALLET_ROW_NAME
    const detail = pickProvider(this.deps.discovery.ethereumProviders())
    if (detail) return detail.info.name || WALLET_NAME.metamask
    return this.dev ? DEV_WALLET_ROW_NAME : WALLET_NAME.metamask
  }

  private async dappConnectSigner(): Promise<WalletSigner> {
    const { socket, clock, random, logger } = this.deps.ports
    const route = await this.deps.route?.()
    const client = new DappConnectClient(
      {
        dAppID: DAPP_CONNECT_ID,
        wsUrl: await this.deps.wsUrl(),
        ...(route ? { route } : {}),
        metadata: {
          name: 'Web3MQ',
          description: 'Web3MQ client',
          url: this.deps.appOrigin,
          icons: [],
          redirect: '',
        },
      },
      { ...(socket ? { socket } : {}), clock, random, logger },
    )
    // The bridge relays only to connected topics: be online before the wallet can see the link.
    await client.connect()
    this.publishLink(client.getConnectLink({ mode: 'mobile' }))
    return new DappConnectSigner(client)
  }

  private publishLink(link: string | undefined): void {
    this.link = link
    for (const listener of this.linkListeners) listener(link)
  }

  onLink(listener: LinkListener): () => void {
    this.linkListeners.add(listener)
    listener(this.link)
    return () => this.linkListeners.delete(listener)
  }

  /** Connects `walletId`; a wallet that connects is kept for later signatures and remembered as the last one. */
  private async open(walletId: WalletId, declined: () => Error): Promise<ConnectedWallet> {
    const signer = await this.signerFor(walletId)
    try {
      const wallet = { walletId, signer, account: await connectAccount(signer, declined) }
      this.connected.set(walletId, wallet)
      this.deps.discovery.lastWallet.write(walletId)
      return wallet
    } finally {
      this.publishLink(undefined)
    }
  }

  /** Connects a wallet chosen in the modal; one that declines says so (docs/product.md §14.3). */
  connect(walletId: WalletId): Promise<ConnectedWallet> {
    return this.open(walletId, errors.walletRejected)
  }

  /**
   * The wallet `walletId` for a signature after sign-in (follow, bind, authorise): the one connected in this
   * page, else that wallet connected again (after a reload; may prompt).
   */
  async signing(walletId: WalletId): Promise<ConnectedWallet> {
    return (
      this.connected.get(walletId) ??
      this.open(walletId, () => new Error('Connect your wallet to sign this request'))
    )
  }
}
