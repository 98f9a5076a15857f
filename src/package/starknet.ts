/**
 * `@w3mq/sdk/starknet`: Starknet wallets (Argent X, Braavos) found through get-starknet-core and signing the
 * typed data of docs/protocol.md §3. An entry of its own so a dapp without Starknet never bundles it.
 */
export {
  createStarknetWalletBridge,
  type StarknetBridgeOptions,
  type StarknetWalletBridge,
  type StarknetWalletList,
} from '../adapters/wallets/starknet'
export {
  createStarknetSigner,
  type StarknetConnector,
  type StarknetSigner,
} from '../adapters/wallets/starknet-signer'
