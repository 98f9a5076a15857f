/**
 * The main socket session (docs/product.md §4 "Socket", docs/protocol.md §3.1-§3.2, §3.9):
 * the shared SocketCore with the connect command (type 2 → 3) as its handshake, an idle ping after 40 s
 * with a 10 s dead-link deadline, unlimited jittered reconnects, and after each reconnect
 * `onCatchUp(since)` BEFORE listeners hear `open`.
 */
import { IDLE_PING_MS } from '../../domain/config'
import { HEARTBEAT_DEFAULTS } from '../../domain/connection'
import { errors } from '../../domain/errors'
import { CloseCodes, type DecodedFrame, type OutboundFrame } from '../../domain/protocol'
import type { SocketSession, SocketStatus } from '../core/context'
import { CatchUpCursor } from './catch-up-cursor'
import { connectBytes, connectBytesWith, hasKeys, socketClosedError } from './frames'
import type { ConnectionOptions } from './options'
import { SocketCore } from './socket-core'

export type { ConnectionOptions }

const CLIENT_CLOSED = 'Client closed'

export class Connection implements SocketSession {
  private readonly core: SocketCore
  /** The node opens a socket only for a connect newer than the key's last one, so each is stamped later. */
  private lastConnectAt = 0

  constructor(private readonly options: ConnectionOptions) {
    const cursor = new CatchUpCursor(options)
    const deadlineMs = options.deadlineMs ?? HEARTBEAT_DEFAULTS.deadlineMs
    this.core = new SocketCore({
      ...options,
      label: 'socket',
      handshake: {
        hello: () => {
          if (!hasKeys(options.keys)) throw errors.socketKeysMissing()
          this.lastConnectAt = Math.max(options.clock.now(), this.lastConnectAt + 1)
          const { ed25519, keys } = options
          return ed25519
            ? connectBytesWith(ed25519, keys, this.lastConnectAt)
            : connectBytes(keys, this.lastConnectAt)
        },
        answer: (frame) => (frame.kind === 'connectReply' ? { nodeId: frame.message.nodeId } : undefined),
        deadlineMs,
      },
      idlePingMs: options.idlePingMs ?? IDLE_PING_MS,
      pongDeadlineMs: deadlineMs,
      reconnect: { random: options.random, backoff: options.backoff },
      closedError: (close, retryable) => socketClosedError(close.code, close.reason, retryable),
      // A silent link is cut with the IANA "Timeout" code and always retried.
      deadLink: (_, reason) => ({
        code: CloseCodes.timeout,
        reason,
        error: socketClosedError(CloseCodes.timeout, reason, true),
      }),
      beforeOpen: () => cursor.handshakeDone(),
      onLost: (lastAliveAt) => cursor.lost(lastAliveAt),
    })
  }

  get status(): SocketStatus {
    return this.core.status
  }

  get nodeId(): string {
    return this.core.nodeId
  }

  /**
   * Opens the socket (no-op while one is live). Resolves once `open`; rejects with "GenreateAndSaveKeyPair
   * first" without keys, with the transport's error when it cannot start (e.g. "The url is required!"),
   * or with SOCKET.CLOSED when the node refuses the session (4001) or `close()` is called first. While the
   * network is down it keeps retrying and the promise stays pending: watch `onStatus` for progress.
   */
  connect(): Promise<void> {
    if (!hasKeys(this.options.keys)) return Promise.reject(errors.socketKeysMissing())
    return this.core.open()
  }

  /** Closes for good (no reconnect); `connect()` may start again later. */
  close(): void {
    this.core.close(socketClosedError(CloseCodes.normal, CLIENT_CLOSED, false))
  }

  /**
   * Sends a ping now. Throws "GenreateAndSaveKeyPair first" without keys and "WebSocket is not
   * initialized" unless open.
   */
  ping(): void {
    if (!hasKeys(this.options.keys)) throw errors.socketKeysMissing()
    if (this.core.status !== 'open' || !this.core.hasLink) throw errors.socketPingUninitialised()
    this.core.pingNow()
  }

  /** Encodes and sends a frame. Throws "websocket Initialization failed" unless open. */
  send(frame: OutboundFrame): void {
    this.core.send(frame)
  }

  /** Skips the rest of a back-off wait (e.g. the platform reports the network is back). */
  reconnectNow(): void {
    this.core.reconnectNow()
  }

  onFrame(listener: (frame: DecodedFrame) => void): () => void {
    return this.core.onFrame(listener)
  }

  onStatus(listener: (status: SocketStatus) => void): () => void {
    return this.core.onStatus(listener)
  }
}
