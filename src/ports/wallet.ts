import type { DidType, WalletId } from '../domain/config'

export interface WalletAccount {
  address: string
  /** Starknet account public key (hex); '' for Ethereum wallets. */
  didPubkey: string
}

/**
 * A wallet the user signs with (MetaMask, Argent X, Braavos, the dappConnect bridge, the dev wallet).
 * `connect` resolves with the account; a rejected permission resolves with an empty address (docs/product.md §4);
 * failures to connect reject with "Failed to connect to wallet". `sign` resolves with the signature string
 * exactly as the wallet returns it (for Starknet "hashDecimal,r,s") and rejects with a WALLET.REJECTED
 * error when the user declines.
 */
export interface WalletSigner {
  readonly walletId: WalletId
  readonly didType: DidType
  connect(): Promise<WalletAccount>
  sign(text: string, account: WalletAccount): Promise<string>
}
