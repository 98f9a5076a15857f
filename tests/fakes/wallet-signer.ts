/**
 * TestWallets behind the WalletSigner port: they connect at once and sign for real, so the mock node
 * verifies their signatures exactly as it would a browser wallet's. Every signed text is recorded.
 */
import { ErrorCode, Web3MQError } from '#domain/errors'
import type { WalletAccount, WalletSigner } from '../../src/ports'
import type { TestWallet } from './wallets'

export interface RecordingSigner extends WalletSigner {
  /** Texts this signer was asked to sign, in order. */
  readonly signed: string[]
}

export const walletSigner = (wallet: TestWallet): RecordingSigner => {
  const signed: string[] = []
  return {
    walletId: wallet.walletId,
    didType: wallet.didType,
    signed,
    connect: async (): Promise<WalletAccount> => ({ address: wallet.address, didPubkey: wallet.didPubkey }),
    sign: async (text) => {
      signed.push(text)
      return wallet.sign(text)
    },
  }
}

const WALLET_REJECTED_MESSAGE = 'User rejected the request.'

/** A user who connects but declines every signature (WALLET.REJECTED, as the port promises). */
export const rejectingWalletSigner = (wallet: TestWallet): RecordingSigner => {
  const signer = walletSigner(wallet)
  return {
    ...signer,
    sign: async (text) => {
      signer.signed.push(text)
      throw new Web3MQError(ErrorCode.WalletRejected, WALLET_REJECTED_MESSAGE)
    },
  }
}

/** A user who refuses the account permission: the port resolves with an empty address (docs/product.md §4). */
export const deniedWalletSigner = (wallet: TestWallet): RecordingSigner => ({
  ...walletSigner(wallet),
  connect: async () => ({ address: '', didPubkey: '' }),
})
