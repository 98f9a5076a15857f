/**
 * The WalletSigner of Argent X and Braavos (docs/protocol.md §6): connect silently with a preauthorised wallet
 * or enable it, read the account public key; sign the revision-0 typed message of the sign text and
 * return the did_signature "decimal(message hash),r,s[,…]".
 */
import type { StarknetChainName } from '../../domain/config'
import { errors, isWeb3MQError } from '../../domain/errors'
import { starknetMessage, starknetSignHash, typedDataFor } from '../../domain/walletsig/starknet-typed-data'
import type { WalletAccount, WalletSigner } from '../../ports'
import { detectStarknetChain, readAccountPublicKey, signatureFelts } from './starknet-account'
import type { InjectedStarknetAccount, InjectedStarknetWallet } from './starknet-types'

/** The part of the Starknet bridge a signer needs. */
export interface StarknetConnector {
  /** The wallet enabled without any prompt, or null when it is not preauthorised. */
  silentConnect(walletId: string): Promise<InjectedStarknetWallet | null>
  /** The wallet after the user approved it; rejects with "Failed to connect to wallet". */
  enable(walletId: string): Promise<InjectedStarknetWallet>
}

export interface StarknetSigner extends WalletSigner {
  /** The network the last connect found, for display; undefined before connect. */
  chain(): StarknetChainName | undefined
}

const sameFelt = (a: string, b: string): boolean => {
  try {
    return BigInt(a) === BigInt(b)
  } catch {
    return false
  }
}

const accountOf = (wallet: InjectedStarknetWallet): InjectedStarknetAccount => {
  const account = wallet.account
  if (!account?.address || typeof account.signMessage !== 'function') {
    throw errors.walletConnectFailed(new Error(`${wallet.name} exposes no account to sign with`))
  }
  return account
}

const failed = (error: unknown) => (isWeb3MQError(error) ? error : errors.walletConnectFailed(error))

/**
 * A signer for one Starknet wallet. `connect` resolves `{address, didPubkey}` (the stark key as `0x`
 * hex) or rejects with "Failed to connect to wallet". `sign` rejects with WALLET.REJECTED when the
 * wallet refuses, and with "Failed to connect to wallet" when the wallet's account is no longer the
 * one connected or it returns no usable signature.
 */
export const createStarknetSigner = (
  bridge: StarknetConnector,
  walletId: 'argentX' | 'braavos',
): StarknetSigner => {
  let connected: InjectedStarknetWallet | undefined
  let chain: StarknetChainName | undefined

  const connectWallet = async (): Promise<InjectedStarknetWallet> => {
    const wallet = (await bridge.silentConnect(walletId)) ?? (await bridge.enable(walletId))
    accountOf(wallet)
    connected = wallet
    chain = detectStarknetChain(wallet)
    return wallet
  }

  const connect = async (): Promise<WalletAccount> => {
    try {
      const account = accountOf(await connectWallet())
      return { address: account.address, didPubkey: await readAccountPublicKey(account, walletId) }
    } catch (error) {
      throw failed(error)
    }
  }

  const ensureConnected = async (): Promise<InjectedStarknetWallet> => {
    if (connected) return connected
    try {
      return await connectWallet()
    } catch (error) {
      throw failed(error)
    }
  }

  const sign = async (text: string, expected: WalletAccount): Promise<string> => {
    const wallet = await ensureConnected()
    const account = accountOf(wallet)
    if (expected.address && !sameFelt(account.address, expected.address)) {
      throw errors.walletConnectFailed(new Error('The wallet switched to another account'))
    }
    // Read at signing time: the user may have switched networks since connect.
    chain = detectStarknetChain(wallet)
    let raw: unknown
    try {
      raw = await account.signMessage(typedDataFor(starknetMessage(text), chain))
    } catch (error) {
      throw errors.walletRejected(error)
    }
    let felts: string[]
    try {
      felts = signatureFelts(raw)
    } catch (error) {
      throw errors.walletConnectFailed(error)
    }
    return [starknetSignHash(text, chain, account.address).toString(10), ...felts].join(',')
  }

  return { walletId, didType: 'starknet', connect, sign, chain: () => chain }
}
