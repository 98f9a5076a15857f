/**
 * What one socket core is built from. The main connection and the bridge socket differ only here:
 * their handshake (connect 2 → 3, bridge connect 100 → 101, temp connect 5 → 6), their timings,
 * whether a lost link is reconnected, and the errors a pending open rejects with.
 */
import type { BackoffOptions } from '../../domain/connection'
import type { Web3MQError } from '../../domain/errors'
import type { EventCenter } from '../../domain/events'
import type { DecodedFrame } from '../../domain/protocol'
import type { Clock, Logger, Random, SocketClose, SocketTransport } from '../../ports'
import type { DeadLinkKind } from './heartbeat'

/** How the node answered the hello frame: accepted with its node id, or refused. */
export type HandshakeAnswer = { nodeId: string } | { refused: Web3MQError }

interface SocketHandshake {
  /**
   * The frame that opens the session, encoded; sent as soon as the transport opens, or once signed when
   * the signature is asynchronous (the browser's native Ed25519).
   */
  hello(): Uint8Array | Promise<Uint8Array>
  /** Recognises the node's answer to the hello frame; undefined for any other frame. */
  answer(frame: DecodedFrame): HandshakeAnswer | undefined
  /** How long opening the transport plus the answer may take, ms. */
  deadlineMs: number
}

/** How a link that stopped answering is closed, and what a pending open rejects with if not retried. */
interface DeadLinkEnding {
  code: number
  reason: string
  error: Web3MQError
}

export interface SocketCoreOptions {
  transport: SocketTransport
  clock: Clock
  logger: Logger
  /** The socket URL, or where to read it at each dial when the client can move (sdk/discovery/route.ts). */
  url: string | (() => string)
  /**
   * The node stopped answering: `FAILOVER_AFTER` dials in a row failed, or a link went silent. Resolves true
   * when the client moved to another node, which is then dialled at once instead of after the back-off.
   */
  unreachable?: (failedUrl: string) => Promise<boolean>
  /** Prefix of log lines: `socket` or `bridge`. */
  label: string
  handshake: SocketHandshake
  /** Idle time before a ping: 40 s on the main socket, 55 s on bridge sockets (docs/product.md §9). */
  idlePingMs: number
  /** Wait for any frame after a ping before the link is dead; undefined: never dead, ping again. */
  pongDeadlineMs: number | undefined
  /** Jittered back-off for lost links; without it a lost link closes the socket for good. */
  reconnect?: { random: Random; backoff?: BackoffOptions | undefined }
  /** The error pending opens reject with when the peer closed the link and it is not retried. */
  closedError(close: SocketClose, retryable: boolean): Web3MQError
  /** How a silent link is closed (handshake or ping deadline, a ping that could not be sent). */
  deadLink(kind: DeadLinkKind, reason: string): DeadLinkEnding
  /** Runs after each accepted handshake, before `open` is announced (the main socket's catch-up). */
  beforeOpen?: () => Promise<void>
  /** An open link was lost; everything up to `lastAliveAt` had arrived. */
  onLost?: (lastAliveAt: number) => void
  /** Every error and close event of every link this socket opened, even abandoned ones. */
  observer?: { linkError(error: Error): void; linkClosed(close: SocketClose): void }
  /** When given, `connect.socketStatus` and `connect.changeReadyStatus` are emitted to its listeners. */
  events?: EventCenter | undefined
}
