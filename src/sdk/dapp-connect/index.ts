/** The dappConnect bridge client (docs/protocol.md §7, docs/product.md §4) and its WalletSigner adapter. */

export { DappConnectClient } from './dapp-connect'
export { DappConnectSigner } from './dapp-connect-signer'
export type { BridgeRoute, DappConnectOptions } from './options'
