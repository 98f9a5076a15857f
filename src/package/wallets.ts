/** `@w3mq/sdk/wallets`: an EIP-1193 wallet (MetaMask and its kin, found by EIP-6963) as the signer sign-in takes. */
export {
  ANNOUNCE_EVENT,
  createEip1193Signer,
  type Eip1193Provider,
  type Eip1193RequestArgs,
  type Eip1193Watch,
  type Eip6963ProviderDetail,
  pickProvider,
  REQUEST_EVENT,
  watchEip1193Providers,
} from '../adapters/wallets/eip1193'
