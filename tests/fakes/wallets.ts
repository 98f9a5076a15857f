/**
 * Deterministic wallets with real keys: EIP-191 on secp256k1 for Ethereum wallets, the Stark curve for
 * Argent X and Braavos. The mock node verifies what they sign exactly as it verifies a real wallet.
 */
import type { DidType, WalletId } from '#domain/config'
import { sha256Hex } from '#domain/crypto/hash'
import { addressOfPrivateKey, signPersonal } from '#domain/walletsig/eip191'
import { signTypedMessage } from '#domain/walletsig/starknet'

export interface TestWallet {
  walletId: WalletId
  didType: DidType
  address: string
  /** Starknet account public key; '' for Ethereum wallets. */
  didPubkey: string
  sign(text: string): string
}

/** A valid secp256k1 private key derived from a label, so each test names its own wallet. */
const privateKeyFor = (label: string): string => sha256Hex(`web3mq-test-wallet:${label}`)

export const ethWallet = (label: string, walletId: WalletId = 'metamask'): TestWallet => {
  const key = privateKeyFor(label)
  return {
    walletId,
    didType: 'eth',
    address: addressOfPrivateKey(key),
    didPubkey: '',
    sign: (text) => signPersonal(text, key),
  }
}

/** Stark private keys must be below the curve order: take 248 bits of the label's hash. */
export const starknetWallet = (
  label: string,
  walletId: 'argentX' | 'braavos' = 'argentX',
  chainId = 'SN_GOERLI',
): TestWallet => {
  const key = `0x${privateKeyFor(label).slice(0, 62)}`
  const account = `0x${sha256Hex(`account:${label}`).slice(0, 62)}`
  const { publicKey } = signTypedMessage('probe', chainId, account, key)
  return {
    walletId,
    didType: 'starknet',
    address: account,
    didPubkey: publicKey,
    sign: (text) => signTypedMessage(text, chainId, account, key).signature,
  }
}
