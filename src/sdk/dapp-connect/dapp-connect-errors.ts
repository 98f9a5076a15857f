/**
 * The typed failures of a bridge session. Callers branch on `code` and `retryable`: a wallet that said
 * no is final (WALLET.REJECTED), a wallet or node that did not answer in time may answer a retry.
 */
import { type RpcErrorCode, RpcErrorMessage } from '../../domain/bridge'
import { ErrorCode, Web3MQError } from '../../domain/errors'

/** What the wallet was asked when it answered with an error. */
type WalletRequestKind = 'connect' | 'sign'

const ASKED: Readonly<Record<WalletRequestKind, string>> = {
  connect: 'the connection request',
  sign: 'the sign request',
}

const isKnownCode = (code: number): code is RpcErrorCode => code in RpcErrorMessage

/**
 * A wallet's refusal (JSON-RPC error 5000–5104, or a legacy `approve: false`). The message names what
 * was refused and the wallet's reason, e.g. "The wallet rejected the connection request: User
 * disapproved requested chains (code 5000)". Not retryable: the user said no.
 */
export const walletRejected = (kind: WalletRequestKind, code?: number, reason?: string): Web3MQError => {
  const text = reason || (code !== undefined && isKnownCode(code) ? RpcErrorMessage[code] : '')
  const suffix = text ? `: ${text}${code === undefined ? '' : ` (code ${code})`}` : ''
  return new Web3MQError(ErrorCode.WalletRejected, `The wallet rejected ${ASKED[kind]}${suffix}`, {
    detail: { request: kind, ...(code === undefined ? {} : { rpcCode: code }) },
  })
}

/**
 * No answer from the wallet within the request timeout. errors.ts has no timeout code for wallets, so
 * this uses WALLET.CONNECT_FAILED, marked retryable: the wallet may still answer a second request.
 */
export const walletTimeout = (kind: WalletRequestKind, timeoutMs: number): Web3MQError =>
  new Web3MQError(
    ErrorCode.WalletConnectFailed,
    `The wallet did not answer ${ASKED[kind]} within ${timeoutMs} ms`,
    { retryable: true, detail: { request: kind, reason: 'timeout', timeoutMs } },
  )

/** The node did not answer the bridge connect (type 100) in time. */
export const bridgeHandshakeTimeout = (timeoutMs: number): Web3MQError =>
  new Web3MQError(
    ErrorCode.SocketClosed,
    `The node did not accept the bridge connection within ${timeoutMs} ms`,
    {
      retryable: true,
      detail: { reason: 'timeout', timeoutMs },
    },
  )

/** The bridge socket closed while something waited on it; `byClient` when close() was called. */
export const bridgeClosed = (byClient: boolean, code?: number, reason?: string): Web3MQError =>
  new Web3MQError(
    ErrorCode.SocketClosed,
    byClient ? 'The bridge connection was closed' : 'The bridge connection to the node closed',
    { retryable: !byClient, detail: { byClient, ...(code === undefined ? {} : { code, reason }) } },
  )

/** The node acked one of our bridge messages with a status other than `received`. */
export const bridgeMessageRefused = (messageStatus: string): Web3MQError =>
  new Web3MQError(ErrorCode.NodeError, `The node refused the bridge message: ${messageStatus}`, {
    detail: { messageStatus },
  })

/** sendSign before any wallet approved this session. */
export const noWalletSession = (): Web3MQError =>
  new Web3MQError(ErrorCode.WalletConnectFailed, 'No wallet is connected: wait for the approval first', {
    detail: { reason: 'no-session' },
  })
