/**
 * Business constants of the spec (§9) and the wire facts of the protocol document (§8).
 * Pure data: values that depend on where the app runs (its own origin, the bind service) are
 * passed in by the composition root, never read here.
 */

const PRODUCT = 'web3mq'

export const Headers = {
  requestPubkey: `${PRODUCT}-request-pubkey`,
  didKey: 'didkey',
  apiVersion: 'api-version',
} as const

export const SignatureField = {
  signature: `${PRODUCT}_signature`,
  userSignature: `${PRODUCT}_user_signature`,
} as const

export const REQUEST_TIMEOUT_MS = 10_000
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

export const AVATAR_SIZE = 300
export const SHORTEN_HEAD = 5
export const SHORTEN_TAIL = 4

/** The environment the app session runs in (docs/product.md §4 "an environment setting (dev)"). */
export const APP_ENV = 'dev' as const
/** The SDK's default network when none is given (docs/protocol.md §8: JS default env is test). */
export const DEFAULT_ENV = 'test' as const
export type NodeEnv = 'dev' | 'test'

export const PUSH_DAPP_ID = `${PRODUCT}:push-server-v1`

/** The `did_type` a node looks a userid (`user:…`) up under (docs/protocol.md §5.1). */
export const USERID_DID_TYPE = 'web3mq'

export const SEED_NODES: Readonly<Record<NodeEnv, readonly string[]>> = {
  dev: [
    'https://dev-us-west-2.web3mq.com',
    'https://dev-ap-jp-1.web3mq.com',
    'https://dev-ap-singapore-1.web3mq.com',
  ],
  test: [
    'https://testnet-us-west-1-1.web3mq.com',
    'https://testnet-us-west-1-2.web3mq.com',
    'https://testnet-ap-jp-1.web3mq.com',
    'https://testnet-ap-jp-2.web3mq.com',
    'https://testnet-ap-singapore-1.web3mq.com',
    'https://testnet-ap-singapore-2.web3mq.com',
  ],
}

export const TEMP_KEY_EXPIRY_MS = 86_400_000
export const IDLE_PING_MS = 40_000
export const BRIDGE_IDLE_PING_MS = 55_000

export const MESSAGE_VERSION = 1
export const DB_VERSION = 1
export const DB_NAME = `${PRODUCT}-client`
export const CHAT_HISTORY_STORE = 'chat_history'
export const USER_INFO_STORE = 'user_info'

export const CHAIN_NAMES = ['SN_MAIN', 'SN_GOERLI', 'SN_GOERLI2'] as const
export type StarknetChainName = (typeof CHAIN_NAMES)[number]
export const DEFAULT_STARKNET_CHAIN: StarknetChainName = 'SN_GOERLI'

export const KEYPAIR_FILENAME = 'KeyPairs'

export { StorageKeys } from './storage-keys'

export type WalletId = 'metamask' | 'argentX' | 'braavos' | 'dappConnect'
export type DidType = 'eth' | 'starknet'

export const DEFAULT_DID_TYPE = 'metamask' as const
export const PUBKEY_TYPE = 'ed25519' as const
export const VERIFICATION_CODE_DIGITS = 6

export const WALLET_CHAIN: Readonly<Record<WalletId, DidType>> = {
  metamask: 'eth',
  argentX: 'starknet',
  braavos: 'starknet',
  dappConnect: 'eth',
}

/** The name a wallet signs in with in the register text (JS-SDK 1.0.25). */
export const WALLET_NAME: Readonly<Record<WalletId, string>> = {
  metamask: 'MetaMask',
  argentX: 'Argent X',
  braavos: 'Braavos',
  dappConnect: 'Web3MQ',
}

/** The order the connect modal lists wallets in when nothing else ranks them. */
export const WALLET_ORDER: readonly WalletId[] = ['metamask', 'argentX', 'braavos', 'dappConnect']

/** Extra parameter the JS SDK passes to personal_sign (ignored by MetaMask). */
export const PERSONAL_SIGN_EXTRA = PRODUCT

/** The generated avatar service keyed by wallet address or userid. */
export const AVATAR_SERVICE = 'https://cdn.stamp.fyi/avatar'

/** Socket path on the node, and the literal node id clients send before they learn the real one. */
export const SOCKET_PATH = '/messages'
export const NODE_ID_PLACEHOLDER = 'nodeId'

/** Client category byte put in byte 0 of every frame. */
export const CLIENT_CATEGORY = 0x0a

export const PayloadType = {
  text: 'text/plain; charset=utf-8',
  json: 'application/json',
} as const

export const CIPHER_NONE = 'NONE'
export const BRIDGE_MESSAGE_TYPE = 'Web3MQ/bridge'

/** Telegram binding service path on the dapp server (docs/protocol.md §9.5). */
export const BIND_DID_SERVICE_PATH = '/api/bots/bind_did/'
