/**
 * The shape of an injected Starknet wallet (`window.starknet_argentX`, `window.starknet_braavos`) as this
 * app uses it: the Wallet API members get-starknet-core v4 requires (id, name, icon, version, request,
 * on, off) plus the v3 object members Argent X and Braavos still inject (enable, isConnected,
 * isPreauthorized, account, chainId, provider). Declared here so no starknet.js type is needed.
 */
import type { StarknetTypedData } from '../../domain/walletsig/starknet-typed-data'

export interface StarknetCall {
  contractAddress: string
  entrypoint: string
  calldata: string[]
}

/** The wallet's own account object (a starknet.js Account inside the extension's injected script). */
export interface InjectedStarknetAccount {
  address: string
  /** Resolves the signature: an array of felts (hex or decimal), or `{r, s}` from some versions. */
  signMessage(typedData: StarknetTypedData): Promise<unknown>
  /** starknet.js v4 resolves `{result: string[]}`, v5+ `string[]`. */
  callContract?(call: StarknetCall): Promise<unknown>
  signer?: { getPubKey(): Promise<unknown> }
  provider?: unknown
}

export type WalletEventHandler = (...args: unknown[]) => void

export interface InjectedStarknetWallet {
  id: string
  name: string
  icon: string | { light?: string; dark?: string }
  version: string
  request(call: { type: string; params?: unknown }): Promise<unknown>
  on(event: string, handler: WalletEventHandler): void
  off(event: string, handler: WalletEventHandler): void
  enable?(options?: { starknetVersion?: 'v4' | 'v5' }): Promise<unknown>
  isConnected?: boolean
  isPreauthorized?(): Promise<boolean>
  account?: InjectedStarknetAccount
  selectedAddress?: string
  /** e.g. `SN_MAIN`, or the same short string as hex (`0x534e5f4d41494e`). */
  chainId?: string
  provider?: unknown
}

/** A wallet row of the connect modal. */
export interface StarknetWalletOption {
  id: string
  name: string
  icon: string
}

/** An "Install {name}" row: opens the store page in a new tab and closes the modal. */
export interface StarknetInstallLink extends StarknetWalletOption {
  store: string
  url: string
  label: string
}
