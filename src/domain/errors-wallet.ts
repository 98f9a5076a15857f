/**
 * The catalogue's rows the sign-in needs (docs/product.md §5, §8): connecting a wallet, a wallet that
 * declines, a wrong password, and an action asked for while signed out. Apart from the other rows so the first page carries only these messages;
 * `errors.ts` lists them with the rest.
 */
import { ErrorCode, Web3MQError } from './error-base'

export const walletMessages = {
  walletConnectFailed: 'Failed to connect to wallet',
  walletRejected: 'The wallet declined the request',
  wrongPassword: 'That password does not match this wallet. Try again, or reset your password.',
  signedOut: 'Sign in first',
} as const

export const walletErrors = {
  walletConnectFailed: (cause?: unknown) =>
    new Web3MQError(ErrorCode.WalletConnectFailed, walletMessages.walletConnectFailed, { cause }),
  walletRejected: (cause?: unknown) =>
    new Web3MQError(ErrorCode.WalletRejected, walletMessages.walletRejected, { cause }),
  wrongPassword: () => new Web3MQError(ErrorCode.WrongPassword, walletMessages.wrongPassword),
  signedOut: () => new Web3MQError(ErrorCode.SignedOut, walletMessages.signedOut),
} as const
