/** The sign client's own failures; the rest (SOCKET.CLOSED, BRIDGE.DECRYPT, NODE.ERROR) are shared. */
import { ErrorCode, Web3MQError } from '../../domain/errors'

/**
 * No keys from the wallet within the timeout. errors.ts has no wallet-timeout code, so this is
 * WALLET.CONNECT_FAILED, retryable: the user may simply not have opened the wallet app yet.
 */
export const keysTimeout = (timeoutMs: number): Web3MQError =>
  new Web3MQError(ErrorCode.WalletConnectFailed, `The wallet did not send the keys within ${timeoutMs} ms`, {
    retryable: true,
    detail: { request: 'keys', reason: 'timeout', timeoutMs },
  })

/** A newer requestKeys replaced this one; its code is no longer shown, so its answer is moot. */
export const keysSuperseded = (): Web3MQError =>
  new Web3MQError(ErrorCode.WalletConnectFailed, 'The key request was replaced by a newer one', {
    retryable: true,
    detail: { request: 'keys', reason: 'superseded' },
  })
