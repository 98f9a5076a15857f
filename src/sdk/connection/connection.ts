/**
 * The main socket session (docs/product.md §4 "Socket", docs/protocol.md §3.1-§3.2, peers notes §7-§8): connect command,
 * node id from the reply, idle ping with a dead-link deadline, unlimited jittered reconnects, and after
 * each reconnect `onCatchUp(since)` BEFORE listeners hear `open`. Time and randomness only via ports.
 */
import { IDLE_PING_MS } from '../../domain/config'
import { CloseCodes, classifyClose, HEARTBEAT_DEFAULTS, isRetryableError } from '../../domain/connection'
import { errors } from '../../domain/errors'
import { type DecodedFrame, encodeFrame, type OutboundFrame, tryDecodeFrame } from '../../domain/protocol'
import type { SocketClose, SocketConnection } from '../../ports'
import type { SocketSession, SocketStatus } from '../core/context'
import { CatchUpCursor } from './catch-up-cursor'
import { connectBytes, hasKeys, pingBytes, socketClosedError } from './frames'
import { Heartbeat } from './heartbeat'
import { openLink } from './link'
import type { ConnectionOptions } from './options'
import { Retrier } from './retry'
import { StatusHub } from './status-hub'

export type { ConnectionOptions }
export class Connection implements SocketSession {
  private node = ''
  private link: SocketConnection | undefined
  // Bumped whenever a link is abandoned, so late events of an old link are ignored.
  private generation = 0
  private readonly retrier: Retrier
  private readonly hub: StatusHub
  private readonly heartbeat: Heartbeat
  private readonly cursor: CatchUpCursor

  constructor(private readonly options: ConnectionOptions) {
    this.cursor = new CatchUpCursor(options)
    this.retrier = new Retrier(options.clock, options.random, options.logger, options.backoff)
    this.hub = new StatusHub(options.logger, options.events)
    this.heartbeat = new Heartbeat({
      clock: options.clock,
      idleMs: options.idlePingMs ?? IDLE_PING_MS,
      deadlineMs: options.deadlineMs ?? HEARTBEAT_DEFAULTS.deadlineMs,
      ping: () => this.link?.send(pingBytes(options.clock.now())),
      dead: (reason) => this.onDead(reason),
    })
  }

  get status(): SocketStatus {
    return this.hub.status
  }

  get nodeId(): string {
    return this.node
  }

  /**
   * Opens the socket (no-op while one is live). Resolves once `open`; rejects with "GenreateAndSaveKeyPair
   * first" without keys, with the transport's error when it cannot start (e.g. "The url is required!"),
   * or with SOCKET.CLOSED when the node refuses the session (4001) or `close()` is called first. While the
   * network is down it keeps retrying and the promise stays pending: watch `onStatus` for progress.
   */
  connect(): Promise<void> {
    if (!hasKeys(this.options.keys)) return Promise.reject(errors.socketKeysMissing())
    if (this.hub.status === 'open') return Promise.resolve()
    const ready = this.hub.wait()
    if (this.hub.status === 'idle' || this.hub.status === 'closed') {
      this.retrier.reset()
      this.dial('start')
    }
    return ready
  }

  /** Closes for good (no reconnect); `connect()` may start again later. */
  close(): void {
    this.abandon()
    this.closeLink(CloseCodes.normal, 'Client closed')
    this.hub.move('stop', false)
    this.hub.settle(socketClosedError(CloseCodes.normal, 'Client closed', false))
  }

  /**
   * Sends a ping now. Throws "GenreateAndSaveKeyPair first" without keys and "WebSocket is not
   * initialized" unless open.
   */
  ping(): void {
    if (!hasKeys(this.options.keys)) throw errors.socketKeysMissing()
    if (this.hub.status !== 'open' || !this.link) throw errors.socketPingUninitialised()
    this.heartbeat.pingNow()
  }

  /** Encodes and sends a frame. Throws "websocket Initialization failed" unless open. */
  send(frame: OutboundFrame): void {
    if (this.hub.status !== 'open' || !this.link) throw errors.socketSendUninitialised()
    this.link.send(encodeFrame(frame))
  }

  /** Skips the rest of a back-off wait (e.g. the platform reports the network is back). */
  reconnectNow(): void {
    if (this.hub.status === 'backingOff' && this.retrier.cancel()) this.dial('retry')
  }

  onFrame(listener: (frame: DecodedFrame) => void): () => void {
    return this.hub.onFrame(listener)
  }

  onStatus(listener: (status: SocketStatus) => void): () => void {
    return this.hub.onStatus(listener)
  }

  private dial(event: 'start' | 'retry'): void {
    this.hub.move(event)
    const generation = ++this.generation
    try {
      this.link = openLink(this.options, () => generation === this.generation, {
        open: () => this.onTransportOpen(),
        bytes: (bytes) => this.onBytes(bytes),
        closed: (close) => this.onLinkClosed(close),
      })
    } catch (error) {
      this.options.logger.warn('socket could not start', error)
      this.end(isRetryableError(error), error)
      return
    }
    this.heartbeat.awaitHandshake()
  }

  private onTransportOpen(): void {
    const { keys, clock } = this.options
    if (!this.link || !hasKeys(keys)) return
    this.hub.move('transportOpen')
    this.heartbeat.touch()
    try {
      this.link.send(connectBytes(keys, clock.now()))
    } catch (error) {
      this.options.logger.warn('socket connect command not sent', error)
      this.onDead('Connect command could not be sent')
    }
  }

  private onBytes(bytes: Uint8Array): void {
    this.heartbeat.touch()
    const decoded = tryDecodeFrame(bytes)
    if (!decoded.ok) {
      this.options.logger.warn('socket frame dropped', decoded.error)
      return
    }
    if (decoded.frame.kind === 'connectReply') void this.onConnectReply(decoded.frame.message.nodeId)
    this.hub.dispatch(decoded.frame)
  }

  private async onConnectReply(nodeId: string): Promise<void> {
    if (this.hub.status !== 'handshaking' || !this.heartbeat.handshakeDone()) return
    this.node = nodeId
    this.retrier.reset()
    const generation = this.generation
    await this.cursor.handshakeDone()
    if (generation !== this.generation) return
    this.hub.move('ready')
    this.hub.settle()
  }

  private onLinkClosed(close: SocketClose): void {
    const verdict = classifyClose(close)
    this.options.logger.info(`socket closed ${close.code} ${close.reason}`, verdict)
    this.link = undefined
    this.end(verdict.retry, socketClosedError(close.code, close.reason, verdict.retry))
  }

  private onDead(reason: string): void {
    this.options.logger.warn(`socket link dead: ${reason}`)
    this.end(true, undefined, reason)
  }

  /**
   * Abandons the current link (closing it with 3008 when it went silent): back off and retry, or close
   * for good and reject pending connects.
   */
  private end(retry: boolean, failure: unknown, silentReason?: string): void {
    this.abandon()
    if (this.hub.status === 'open') this.cursor.lost(this.heartbeat.lastAliveAt)
    if (silentReason !== undefined) this.closeLink(CloseCodes.timeout, silentReason)
    this.link = undefined
    if (!retry) {
      this.hub.move('failed', false)
      this.hub.settle(failure ?? socketClosedError(CloseCodes.abnormal, '', false))
      return
    }
    this.hub.move('lost', true)
    this.retrier.schedule(() => this.dial('retry'))
  }

  private abandon(): void {
    this.generation++
    this.retrier.cancel()
    this.heartbeat.stop()
  }

  private closeLink(code: number, reason: string): void {
    const link = this.link
    this.link = undefined
    if (link) this.hub.safely('socket close', () => link.close(code, reason))
  }
}
