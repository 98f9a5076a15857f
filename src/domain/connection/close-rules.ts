/**
 * Which ends of a socket are worth a reconnect. A close the client asked for never is; an
 * authentication refusal (4001: unknown user, expired session key, bad connect signature) never is,
 * because the same keys would be refused again until the user logs in anew. Everything else (network
 * loss 1006, node restart 1001/1012, internal error 1011, a dead link we cut ourselves) is retried.
 */
import { isWeb3MQError } from '../errors'
import { CloseCodes } from '../protocol/close'

// The codes themselves are part of the wire protocol, shared with the node; re-exported for the SDK.
export { CloseCodes }

type CloseKind = 'client' | 'auth' | 'network' | 'server'

interface CloseVerdict {
  kind: CloseKind
  retry: boolean
}

const NETWORK_CODES: ReadonlySet<number> = new Set([
  CloseCodes.goingAway,
  CloseCodes.noStatus,
  CloseCodes.abnormal,
  CloseCodes.serviceRestart,
  CloseCodes.tryAgainLater,
  CloseCodes.timeout,
])

/**
 * Classifies a socket close. `client` (asked for by this side) and `auth` (4001) are final; `network`
 * (1001, 1005, 1006, 1012, 1013, 3008) and every other code (`server`) are retried.
 */
export const classifyClose = (close: { code: number; byClient?: boolean }): CloseVerdict => {
  if (close.byClient === true) return { kind: 'client', retry: false }
  if (close.code === CloseCodes.unauthorized) return { kind: 'auth', retry: false }
  if (NETWORK_CODES.has(close.code)) return { kind: 'network', retry: true }
  return { kind: 'server', retry: true }
}

/**
 * Whether an error thrown while opening a socket is worth retrying: a Web3MQError says so itself
 * ("Browser not supported WebSocket" and "The url is required!" are final); anything else is a bug
 * or a bad URL and is not retried, so it surfaces instead of looping.
 */
export const isRetryableError = (error: unknown): boolean => isWeb3MQError(error) && error.retryable
