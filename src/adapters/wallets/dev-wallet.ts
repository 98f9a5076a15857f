/**
 * A wallet for people without an extension, offered only against the bundled mock node: an in-page
 * EIP-1193 provider holding a secp256k1 key in localStorage (made once from the platform's random
 * source), signed through the same EIP-1193 signer as MetaMask, so it exercises the real code path and
 * produces EIP-191 signatures the node verifies like any other (did_type eth, walletId metamask).
 * The key sits in page storage in clear: it is a toy for trying the app, never for real funds.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex, hexToBytes, isHex } from '../../domain/crypto/encoding'
import { addressOfPrivateKey, sameAddress, signPersonal } from '../../domain/walletsig/eip191'
import type { WalletSigner } from '../../ports'
import { createEip1193Signer, type Eip1193Provider, type Eip1193RequestArgs } from './eip1193'
import type { RawStorage } from './last-wallet'

export const DEV_WALLET_STORAGE_KEY = 'web3mq-dev-wallet-key'
const DEV_WALLET_NAME = 'dev wallet'

export { DEV_WALLET_ICON } from './dev-wallet-icon'
/** EIP-1193 codes the in-page provider answers with. */
export const UNAUTHORIZED_CODE = 4100
export const UNSUPPORTED_METHOD_CODE = 4200

export interface DevWallet extends WalletSigner {
  /** The lowercase 0x address of the stored key. */
  readonly address: string
  /** What the modal shows instead of an extension name. */
  readonly name: string
  /** The in-page provider, for code that speaks EIP-1193 directly. */
  readonly provider: Eip1193Provider
}

/** An EIP-1193 error: a message and the numeric code callers branch on. */
class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const KEY_RE = /^[0-9a-f]{64}$/

const storedKey = (storage: RawStorage): string | null => {
  try {
    const value = storage.getItem(DEV_WALLET_STORAGE_KEY)
    return value && KEY_RE.test(value) && secp256k1.utils.isValidSecretKey(hexToBytes(value)) ? value : null
  } catch {
    return null
  }
}

/** Loads the key, or makes one from `random` (rejection-sampled into the curve order) and stores it. */
const loadOrCreateKey = (storage: RawStorage, random: (n: number) => Uint8Array): string => {
  const existing = storedKey(storage)
  if (existing) return existing
  let candidate = random(32)
  while (!secp256k1.utils.isValidSecretKey(candidate)) candidate = random(32)
  const key = bytesToHex(candidate)
  try {
    storage.setItem(DEV_WALLET_STORAGE_KEY, key)
  } catch {
    // Refused storage: the wallet still works for this page, with a new address after reload.
  }
  return key
}

/** Like MetaMask, a `0x`-hex message is signed as the bytes it encodes, anything else as UTF-8 text. */
const messageOf = (value: unknown): string | Uint8Array => {
  if (typeof value !== 'string') throw new ProviderRpcError(-32602, 'personal_sign needs a string message')
  return value.length > 2 && value.startsWith('0x') && isHex(value.slice(2)) ? hexToBytes(value) : value
}

const inPageProvider = (key: string, address: string): Eip1193Provider => ({
  request: async ({ method, params }: Eip1193RequestArgs): Promise<unknown> => {
    switch (method) {
      case 'wallet_requestPermissions':
        return [{ parentCapability: 'eth_accounts' }]
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [address]
      case 'eth_chainId':
        return '0x1'
      case 'personal_sign': {
        const [message, signer] = Array.isArray(params) ? params : []
        if (typeof signer !== 'string' || !sameAddress(signer, address)) {
          throw new ProviderRpcError(UNAUTHORIZED_CODE, 'The dev wallet does not hold this address')
        }
        return signPersonal(messageOf(message), key)
      }
      default:
        throw new ProviderRpcError(UNSUPPORTED_METHOD_CODE, `The dev wallet does not support ${method}`)
    }
  },
})

/**
 * The dev wallet of this browser: the same key (and address) on every call with the same storage.
 * `connect` resolves its address; `sign` resolves an EIP-191 signature that recovers to it.
 */
export const createDevWallet = (storage: RawStorage, random: (n: number) => Uint8Array): DevWallet => {
  const key = loadOrCreateKey(storage, random)
  const address = addressOfPrivateKey(key)
  const provider = inPageProvider(key, address)
  return {
    ...createEip1193Signer(provider, { walletId: 'metamask' }),
    address,
    name: DEV_WALLET_NAME,
    provider,
  }
}
