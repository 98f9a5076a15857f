/** The dappConnect bridge client (docs/protocol.md §7, docs/product.md §4) and its WalletSigner adapter. */

export { bridgeMessageFrame, dappBridgeConnectFrame, sealedMessageFrame } from './bridge-frames'
export { BridgeSocket, type BridgeSocketState } from './bridge-socket'
export { DappConnectClient } from './dapp-connect'
export { type WalletRequestKind, walletRejected, walletTimeout } from './dapp-connect-errors'
export { DappConnectSigner } from './dapp-connect-signer'
export type { SendSignParams } from './dapp-messages'
export {
  type DappConnectOptions,
  type DappConnectPorts,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_REQUIRED_NAMESPACES,
} from './options'
export type { WalletDialect, WalletReply } from './wallet-replies'
export type { WalletApproval } from './wallet-session'
