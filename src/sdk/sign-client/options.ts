/**
 * What a SignClient is built from (docs/protocol.md §3.6, §7.3): the dapp's temp-connect identity, the node's
 * socket and HTTP URLs, and the ports. Checked once at construction, before any socket opens.
 */
import { errors } from '../../domain/errors'
import type { EventCenter } from '../../domain/events'
import type { Clock, HttpTransport, Logger, Random, SocketTransport } from '../../ports'
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../dapp-connect/options'

export interface SignClientOptions {
  dAppID: string
  /**
   * The topic the node binds this socket to (sent lower-cased). A `dapp_bridge` answer reaches the
   * client only when its contentTopic is this topic, and a wallet answers the request's comeFrom, so
   * pass `keySyncComeFrom(dAppID, didType, didValue)` (see README).
   */
  topicID: string
  /** Supplied by the integrating dapp; docs/protocol.md §3.6 documents no way to compute it. */
  signatureTimestamp: number
  dAppSignature: string
  /** The node's socket URL, `ws(s)://<host>/messages`. */
  wsUrl: string
  /** The node's HTTP origin, for the unsigned get_user_info. */
  nodeUrl: string
  /** How long to wait for the node's type 6 and for the wallet's keys. Default 180000 ms. */
  requestTimeoutMs?: number
}

export interface SignClientPorts {
  socket: SocketTransport
  http: HttpTransport
  clock: Clock
  random: Random
  logger: Logger
  /** Where connect, messageStatus and keys events go; a new center is created when absent. */
  events?: EventCenter
}

export type ResolvedSignClientOptions = Required<SignClientOptions>

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/**
 * Validates and fills defaults. Throws "The options is required!" without options or without a dapp
 * id, topic or node URL; "The url is required!" for an empty socket URL; invalid-input for a timeout
 * that is not a positive number of milliseconds.
 */
export const resolveSignClientOptions = (
  options: SignClientOptions | undefined,
): ResolvedSignClientOptions => {
  if (!options || typeof options !== 'object') throw errors.optionsRequired()
  const { dAppID, topicID, nodeUrl, wsUrl } = options
  if (!isText(dAppID) || !isText(topicID) || !isText(nodeUrl)) throw errors.optionsRequired()
  if (!isText(wsUrl)) throw errors.socketUrlRequired()
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  if (!Number.isFinite(requestTimeoutMs) || requestTimeoutMs <= 0) {
    throw errors.invalidInput('requestTimeoutMs must be a positive number of milliseconds')
  }
  return {
    dAppID,
    topicID,
    nodeUrl,
    wsUrl,
    signatureTimestamp: options.signatureTimestamp ?? 0,
    dAppSignature: options.dAppSignature ?? '',
    requestTimeoutMs,
  }
}
