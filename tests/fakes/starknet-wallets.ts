/**
 * Injected Starknet wallets that behave like Argent X / Braavos and sign for real on the
 * Stark curve, so what the adapter produces verifies with the domain's verifyStarknetSignature.
 * The wallet signs the typed data it is given (Pedersen hash via the domain, RFC 6979 via @scure).
 */
import { getStarkKey, sign } from '@scure/starknet'
import { sha256Hex } from '#domain/crypto/hash'
import { type StarknetTypedData, typedDataHash } from '#domain/walletsig/starknet-typed-data'
import type {
  InjectedStarknetAccount,
  InjectedStarknetWallet,
  StarknetCall,
} from '../../src/adapters/wallets/starknet-types'

export interface FakeStarknetOptions {
  id: string
  name?: string
  label?: string
  chainId?: string
  provider?: unknown
  preauthorized?: boolean
  /** Whether the user approves a connect prompt. */
  approve?: boolean
  /** How the public key can be read. */
  pubkeyVia?: 'signer' | 'braavos-contract' | 'argent-legacy-contract' | 'none'
  signatureFormat?: 'hex' | 'decimal' | 'rs-object'
  rejectSign?: boolean
  /** false: a Wallet-API-only object without the v3 `enable`. */
  v3?: boolean
  /** false: an old wallet that knows isPreauthorized but not `wallet_getPermissions`. */
  permissionsApi?: boolean
}

interface FakeStarknetWallet extends InjectedStarknetWallet {
  readonly calls: string[]
  readonly signed: StarknetTypedData[]
  readonly privateKey: string
  readonly publicKey: string
  readonly accountAddress: string
  preauthorized: boolean
  approve: boolean
}

/** Stark private keys must be below the curve order: 248 bits of a label's hash. */
const starkKeyFor = (label: string): string => `0x${sha256Hex(`stark-key:${label}`).slice(0, 62)}`
const accountFor = (label: string): string => `0x0${sha256Hex(`account:${label}`).slice(0, 62)}`

const formatSignature = (r: bigint, s: bigint, format: FakeStarknetOptions['signatureFormat']): unknown => {
  if (format === 'rs-object') return { r, s }
  if (format === 'decimal') return [r.toString(10), s.toString(10)]
  return [`0x${r.toString(16)}`, `0x${s.toString(16)}`]
}

const contractReader = (via: FakeStarknetOptions['pubkeyVia'], publicKey: string) => {
  if (via !== 'braavos-contract' && via !== 'argent-legacy-contract') return undefined
  const getter = via === 'braavos-contract' ? 'getPublicKey' : 'getSigner'
  return async (call: StarknetCall): Promise<unknown> => {
    if (call.entrypoint !== getter) throw new Error(`Entry point ${call.entrypoint} not found in contract`)
    // Argent's old ABI answered through starknet.js v4, which wrapped the felts in `{result}`.
    return via === 'braavos-contract' ? [publicKey] : { result: [BigInt(publicKey).toString(10)] }
  }
}

export const fakeStarknetWallet = (options: FakeStarknetOptions): FakeStarknetWallet => {
  const label = options.label ?? options.id
  const privateKey = starkKeyFor(label)
  const publicKey = getStarkKey(privateKey)
  const address = accountFor(label)
  const calls: string[] = []
  const signed: StarknetTypedData[] = []
  const callContract = contractReader(options.pubkeyVia ?? 'signer', publicKey)
  const account: InjectedStarknetAccount = {
    address,
    signMessage: async (typedData) => {
      calls.push('signMessage')
      signed.push(typedData)
      if (options.rejectSign) throw new Error('User abort')
      const { r, s } = sign(`0x${typedDataHash(typedData, address).toString(16)}`, privateKey)
      return formatSignature(r, s, options.signatureFormat)
    },
    ...(callContract ? { callContract } : {}),
    ...(options.pubkeyVia === 'signer' || options.pubkeyVia === undefined
      ? { signer: { getPubKey: async () => publicKey } }
      : {}),
  }
  const wallet: FakeStarknetWallet = {
    id: options.id,
    name: options.name ?? options.id,
    icon: `data:image/svg+xml,${options.id}`,
    version: '5.0.0',
    calls,
    signed,
    privateKey,
    publicKey,
    accountAddress: address,
    preauthorized: options.preauthorized ?? false,
    approve: options.approve ?? true,
    isConnected: false,
    ...(options.chainId ? { chainId: options.chainId } : {}),
    ...(options.provider ? { provider: options.provider } : {}),
    on: () => undefined,
    off: () => undefined,
    request: async ({ type }) => {
      calls.push(type)
      if (type === 'wallet_getPermissions' && options.permissionsApi === false)
        throw new Error('Unknown type')
      if (type === 'wallet_getPermissions')
        return wallet.preauthorized || wallet.isConnected ? ['accounts'] : []
      if (type === 'wallet_requestAccounts') {
        if (!connectIfAllowed()) throw Object.assign(new Error('User aborted'), { code: 113 })
        return [address]
      }
      throw new Error(`Unsupported ${type}`)
    },
  }
  const connectIfAllowed = (): boolean => {
    if (wallet.approve || wallet.preauthorized) {
      wallet.isConnected = true
      wallet.account = account
      wallet.selectedAddress = address
    }
    return wallet.isConnected === true
  }
  if (options.v3 !== false) {
    wallet.isPreauthorized = async () => wallet.preauthorized
    // Like Argent X 5: resolves either way; a refused prompt leaves isConnected false.
    wallet.enable = async () => {
      calls.push('enable')
      return connectIfAllowed() ? [address] : []
    }
  }
  return wallet
}
