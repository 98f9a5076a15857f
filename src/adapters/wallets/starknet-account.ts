/**
 * What the Starknet signer reads from a connected wallet without starknet.js: the network name (protocol
 * §6 and docs/product.md §4), the account public key through the wallet's own account object (§6 step 6), and
 * the signature felts as decimal strings (§6 step 5).
 */
import { CHAIN_NAMES, DEFAULT_STARKNET_CHAIN, type StarknetChainName } from '../../domain/config'
import { bytesToUtf8, hexToBytes } from '../../domain/crypto/encoding'
import type { InjectedStarknetAccount, InjectedStarknetWallet } from './starknet-types'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isChainName = (value: string): value is StarknetChainName =>
  (CHAIN_NAMES as readonly string[]).includes(value)

/** A known chain from a wallet's chainId, given as the short string or as its hex felt. */
export const chainNameOf = (chainId: unknown): StarknetChainName | undefined => {
  if (typeof chainId !== 'string') return undefined
  if (isChainName(chainId)) return chainId
  const hex = /^0x([0-9a-fA-F]+)$/.exec(chainId)?.[1]
  if (!hex) return undefined
  const decoded = bytesToUtf8(hexToBytes(hex.length % 2 ? `0${hex}` : hex))
  return isChainName(decoded) ? decoded : undefined
}

/** §6 step 7: `alpha-mainnet.starknet.io` → SN_MAIN, `alpha4-2.starknet.io` → SN_GOERLI2, else SN_GOERLI. */
export const chainFromProviderUrl = (url: string | undefined): StarknetChainName => {
  if (url?.includes('alpha-mainnet.starknet.io')) return 'SN_MAIN'
  if (url?.includes('alpha4-2.starknet.io')) return 'SN_GOERLI2'
  return DEFAULT_STARKNET_CHAIN
}

/** Sequencer providers carry `baseUrl`; RPC providers `nodeUrl`, directly or on their channel. */
const providerUrl = (provider: unknown): string | undefined => {
  if (!isRecord(provider)) return undefined
  const channel = isRecord(provider.channel) ? provider.channel.nodeUrl : undefined
  const url = provider.baseUrl ?? provider.nodeUrl ?? channel
  return typeof url === 'string' ? url : undefined
}

/** The wallet's network: its chainId when that names a known chain, else the provider URL rule. */
export const detectStarknetChain = (
  wallet: Pick<InjectedStarknetWallet, 'chainId' | 'provider' | 'account'>,
): StarknetChainName =>
  chainNameOf(wallet.chainId) ??
  chainFromProviderUrl(providerUrl(wallet.provider) ?? providerUrl(wallet.account?.provider))

/** A felt (bigint, safe integer, `0x` hex or decimal string) as a decimal string; throws otherwise. */
export const feltToDecimal = (value: unknown): string => {
  if (typeof value === 'bigint') return value.toString(10)
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  if (typeof value === 'string' && /^(?:0x[0-9a-fA-F]+|\d+)$/.test(value)) return BigInt(value).toString(10)
  throw new TypeError('Not a felt')
}

const feltToHex = (value: unknown): string => `0x${BigInt(feltToDecimal(value)).toString(16)}`

/** Signature felts as decimal strings: every array element in order, or r and s of `{r, s}`. */
export const signatureFelts = (signature: unknown): string[] => {
  const parts = Array.isArray(signature)
    ? signature
    : isRecord(signature) && 'r' in signature && 's' in signature
      ? [signature.r, signature.s]
      : []
  if (parts.length < 2) throw new TypeError('The wallet returned no (r, s) signature')
  return parts.map(feltToDecimal)
}

/** Braavos exposes getPublicKey (get_public_key on Cairo 1); Argent get_owner, getSigner on old ABIs. */
const ENTRYPOINTS: Readonly<Record<string, readonly string[]>> = {
  braavos: ['getPublicKey', 'get_public_key', 'get_owner', 'getSigner'],
  argentX: ['get_owner', 'getSigner', 'getPublicKey', 'get_public_key'],
}

const firstResult = (result: unknown): unknown =>
  Array.isArray(result)
    ? result[0]
    : isRecord(result) && Array.isArray(result.result)
      ? result.result[0]
      : undefined

const viaSigner = async (account: InjectedStarknetAccount): Promise<string | undefined> => {
  try {
    const key = await account.signer?.getPubKey()
    return key === undefined || key === null ? undefined : feltToHex(key)
  } catch {
    return undefined // Extension signers often refuse getPubKey; the contract still knows the key.
  }
}

const viaContract = async (
  account: InjectedStarknetAccount,
  walletId: string,
): Promise<string | undefined> => {
  if (!account.callContract) return undefined
  for (const entrypoint of ENTRYPOINTS[walletId] ?? ENTRYPOINTS.argentX ?? []) {
    try {
      const call = { contractAddress: account.address, entrypoint, calldata: [] }
      const value = firstResult(await account.callContract(call))
      if (value !== undefined && BigInt(feltToDecimal(value)) !== 0n) return feltToHex(value)
    } catch {
      // This account class lacks the entrypoint: try the next ABI.
    }
  }
  return undefined
}

/**
 * The account's public key as `0x` lowercase hex without padding (how the node and the domain write a
 * stark key): `account.signer.getPubKey()` when it answers, else the account contract's key getter.
 * Rejects when neither yields a key.
 */
export const readAccountPublicKey = async (
  account: InjectedStarknetAccount,
  walletId: string,
): Promise<string> => {
  const key = (await viaSigner(account)) ?? (await viaContract(account, walletId))
  if (!key) throw new Error(`Cannot read the public key of account ${account.address}`)
  return key
}
