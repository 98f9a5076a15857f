/** Context and events of the wallet-connect machine. */
import type { WalletId } from '../../domain/config'
import type { WalletAccount } from '../../ports'
import type { UiError } from '../kit'

export interface WalletConnectContext {
  walletId: WalletId | undefined
  account: WalletAccount | undefined
  /** Stable error code and the message to show; undefined unless failed. */
  error: UiError | undefined
}

export type WalletConnectEvent =
  | { type: 'wallet.select'; walletId: WalletId }
  | { type: 'wallet.retry' }
  | { type: 'wallet.cancel' }
  | { type: 'wallet.reset' }
