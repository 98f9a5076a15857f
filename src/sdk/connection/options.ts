/** What a Connection is built from: ports, the socket URL, the session keys and its timings. */
import type { BackoffOptions } from '../../domain/connection'
import type { EventCenter } from '../../domain/events'
import type { Clock, Ed25519Signer, Logger, Random, SocketTransport } from '../../ports'
import type { SessionKeys } from '../core/context'

export interface ConnectionOptions {
  transport: SocketTransport
  clock: Clock
  random: Random
  logger: Logger
  /** `ws(s)://<host>/messages`, or where to read it at each dial (a client that can move between nodes). */
  url: string | (() => string)
  /** See SocketCoreOptions.unreachable. */
  unreachable?: (failedUrl: string) => Promise<boolean>
  /** The session keys that sign the connect command; without them `connect()` and `ping()` refuse. */
  keys: SessionKeys | undefined
  /** Signs the connect command natively (WebCrypto) where given; noble, synchronously, without it. */
  ed25519?: Ed25519Signer
  /** Idle time before a ping: IDLE_PING_MS (40 s) by default; bridge sockets use BRIDGE_IDLE_PING_MS. */
  idlePingMs?: number
  /** Wait for the socket to open and the connect reply, or for any frame after a ping (default 10 s). */
  deadlineMs?: number
  /** Reconnect back-off (default 500 ms start, 2 s cap, full jitter). */
  backoff?: BackoffOptions
  /** Subtracted from the last live moment to get the catch-up cursor (default 5 s). */
  catchUpMarginMs?: number
  /** Runs after each successful REconnect, before `open` is announced; a rejection is logged only. */
  onCatchUp?: (since: number) => Promise<void>
  /** When given, `connect.socketStatus` and `connect.changeReadyStatus` are emitted to its listeners. */
  events?: EventCenter
}
