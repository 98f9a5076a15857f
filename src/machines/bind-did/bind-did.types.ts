/** Context, events, input and actor contracts of the bind-did machine, and its fallback texts. */
import type { WalletId } from '../../domain/config'
import type { BindAction, TelegramBinding } from '../../sdk/bind-did/bind-did'
import type { UiError } from '../kit'

export const TELEGRAM = 'telegram'

/** The wallet that will sign: its key, its name in this browser, its address (docs/product.md §10.1). */
export interface BindAccount {
  walletId: WalletId
  /** The wallet in use ("Dev wallet (mock node)", an installed wallet's own name), not the key's name. */
  walletName: string
  address: string
}

export interface BindTelegramRequest {
  telegramId: string
  action: BindAction
  /** Called by the composition root once the wallet has signed, before the bind service is asked. */
  onSigned: () => void
}

/** What the bind reports: the Telegram name the service recorded, when known (the SDK's shape). */
export type BindTelegramResult = TelegramBinding

export interface BindDidInput {
  type: string
  value: string
  signedIn: boolean
}

export interface BindDidContext extends BindDidInput {
  account: BindAccount | undefined
  bindName: string | undefined
  /** What the current attempt does: bind the chat, or remove its binding. */
  action: BindAction
  /** The wallet has signed during the current attempt: a later failure is the bind service's. */
  signed: boolean
  error: UiError | undefined
}

export type BindDidEvent =
  | { type: 'bind.signedIn' }
  | { type: 'bind.signedOut' }
  | { type: 'bind.submit' }
  | { type: 'bind.unbind' }
  | { type: 'bind.signed' }
  | { type: 'bind.retry' }

/** The link's value is not a Telegram id: refused before anything is signed. */
export const INVALID_ID = 'BIND.INVALID_ID'

/** Shown when the wallet fails to sign without saying why. */
export const SIGNATURE_FAILED_FALLBACK = 'The wallet did not sign the request'

/** Shown when the bind service fails without saying why (docs/product.md §10.1). */
export const BIND_FAILED_FALLBACK = 'Wallet bind failed, please click back to re-sign'
