/**
 * Error helpers shared by the wallet adapters. The catalogue has a code for a declined signature
 * (WALLET.REJECTED) but no constructor for it, so the one message lives here.
 */
import { ErrorCode, Web3MQError } from '../../domain/errors'

export const WALLET_DECLINED_MESSAGE = 'The wallet declined to sign'

/** EIP-1193 "User Rejected Request". */
export const USER_REJECTED_CODE = 4001

/** The WALLET.REJECTED error a signer throws when the user declines in the wallet. */
export const walletRejected = (cause?: unknown): Web3MQError =>
  new Web3MQError(ErrorCode.WalletRejected, WALLET_DECLINED_MESSAGE, { cause })

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * The numeric EIP-1193 code of a provider error. Wallets and their wrappers nest the original error
 * (`data.originalError`, `cause`, `error`), so those places are searched too, a few levels deep.
 */
export const providerErrorCode = (error: unknown, depth = 0): number | undefined => {
  if (!isRecord(error) || depth > 3) return undefined
  if (typeof error.code === 'number') return error.code
  const data = isRecord(error.data) ? error.data.originalError : undefined
  for (const inner of [data, error.cause, error.error]) {
    const code = providerErrorCode(inner, depth + 1)
    if (code !== undefined) return code
  }
  return undefined
}
