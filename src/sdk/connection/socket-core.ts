/**
 * The one socket lifecycle of the SDK, shared by the main connection and the bridge sockets: states
 * from the pure table (`domain/connection/lifecycle.ts`), a handshake hook, the idle ping with an
 * optional dead-link deadline, jittered back-off when reconnecting is wanted, and late events of
 * abandoned links kept away from the current one. Time and randomness only through ports.
 */
import { classifyClose, isRetryableError } from '../../domain/connection'
import type { Web3MQError } from '../../domain/errors'
import { errors } from '../../domain/errors'
import {
  CloseCodes,
  type DecodedFrame,
  encodeFrame,
  type OutboundFrame,
  pingFrame,
  tryDecodeFrame,
} from '../../domain/protocol'
import type { SocketClose, SocketConnection } from '../../ports'
import type { SocketStatus } from '../core/context'
import { type DeadLinkKind, Heartbeat } from './heartbeat'
import { openLink } from './link'
import { Retrier } from './retry'
import type { HandshakeAnswer, SocketCoreOptions } from './socket-core-options'
import { StatusHub } from './status-hub'

/** Dials in a row that failed before the client looks for another node (a silent link looks at once). */
export const FAILOVER_AFTER = 2

export class SocketCore {
  private node = ''
  /** The URL of the last dial, so a failover names the node that failed. */
  private dialled = ''
  /** Dials (and lost links) in a row that did not end in an accepted handshake. */
  private misses = 0
  private seeking = false
  private link: SocketConnection | undefined
  // Bumped whenever a link is abandoned, so late events of an old link are ignored.
  private generation = 0
  private readonly retrier: Retrier | undefined
  private readonly hub: StatusHub
  private readonly heartbeat: Heartbeat

  constructor(private readonly options: SocketCoreOptions) {
    const { clock, logger, reconnect } = options
    this.retrier = reconnect && new Retrier(clock, reconnect.random, logger, reconnect.backoff)
    this.hub = new StatusHub(logger, options.events)
    this.heartbeat = new Heartbeat({
      clock,
      idleMs: options.idlePingMs,
      handshakeMs: options.handshake.deadlineMs,
      pongDeadlineMs: options.pongDeadlineMs,
      ping: () => this.link?.send(encodeFrame(pingFrame({ timestamp: clock.now() }))),
      dead: (kind, reason) => this.onDead(kind, reason),
    })
  }

  get status(): SocketStatus {
    return this.hub.status
  }

  /** The node id of the accepted handshake; '' before it. */
  get nodeId(): string {
    return this.node
  }

  /** Whether a link is there to ping (the socket is open and has not lost it). */
  get hasLink(): boolean {
    return this.link !== undefined
  }

  /**
   * Opens a link unless one is live; resolves once `open`. Rejects with the transport's error when it
   * cannot start (and that is final), the handshake's refusal, `closedError`/`deadLink` errors when the
   * link ends and is not retried, or the error given to `close()`.
   */
  open(): Promise<void> {
    if (this.hub.status === 'open') return Promise.resolve()
    const ready = this.hub.wait()
    if (this.hub.status === 'idle' || this.hub.status === 'closed') {
      this.retrier?.reset()
      this.dial('start')
    }
    return ready
  }

  /** Closes for good with 1000 (no reconnect); pending opens reject with `error`. */
  close(error: Web3MQError): void {
    this.abandon()
    this.closeLink(CloseCodes.normal, error.message)
    this.hub.move('stop', false)
    this.hub.settle(error)
  }

  /** Encodes and sends a frame. Throws "websocket Initialization failed" unless open. */
  send(frame: OutboundFrame): void {
    if (this.hub.status !== 'open' || !this.link) throw errors.socketSendUninitialised()
    this.link.send(encodeFrame(frame))
  }

  /** Pings now; the dead-link deadline applies as for an idle ping. */
  pingNow(): void {
    this.heartbeat.pingNow()
  }

  /** Skips the rest of a back-off wait (e.g. the platform reports the network is back). */
  reconnectNow(): void {
    if (this.hub.status === 'backingOff' && this.retrier?.cancel()) this.dial('retry')
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
    const { url } = this.options
    this.dialled = typeof url === 'string' ? url : url()
    const events = {
      open: () => this.onTransportOpen(),
      bytes: (bytes: Uint8Array) => this.onBytes(bytes),
      closed: (close: SocketClose) => this.onLinkClosed(close),
    }
    try {
      const target = { ...this.options, url: this.dialled }
      this.link = openLink(target, () => generation === this.generation, events, this.options.observer)
    } catch (error) {
      this.options.logger.warn(`${this.options.label}: could not start`, error)
      this.end(isRetryableError(error), error)
      return
    }
    this.heartbeat.awaitHandshake()
  }

  private onTransportOpen(): void {
    if (!this.link) return
    this.hub.move('transportOpen')
    this.heartbeat.touch()
    const link = this.link
    const failed = (error: unknown) => {
      this.options.logger.warn(`${this.options.label}: hello not sent`, error)
      this.onDead('handshake', 'Connect command could not be sent')
    }
    const send = (bytes: Uint8Array) => {
      try {
        link.send(bytes)
      } catch (error) {
        failed(error)
      }
    }
    let hello: Uint8Array | Promise<Uint8Array>
    try {
      hello = this.options.handshake.hello()
    } catch (error) {
      failed(error)
      return
    }
    if (hello instanceof Uint8Array) send(hello)
    // Signed later: sent only if this link is still the one that opened (a reconnect may have replaced it).
    else
      hello.then(
        (bytes) => this.link === link && send(bytes),
        (error) => this.link === link && failed(error),
      )
  }

  private onBytes(bytes: Uint8Array): void {
    this.heartbeat.touch()
    const decoded = tryDecodeFrame(bytes)
    if (!decoded.ok) {
      this.options.logger.warn(`${this.options.label}: undecodable frame ignored`, decoded.error.toJSON())
      return
    }
    const answer = this.options.handshake.answer(decoded.frame)
    if (answer) this.onAnswer(answer)
    this.hub.dispatch(decoded.frame)
  }

  private onAnswer(answer: HandshakeAnswer): void {
    if (this.hub.status !== 'handshaking' || !this.heartbeat.handshakeDone()) return
    if ('refused' in answer) {
      this.end(false, answer.refused, { code: CloseCodes.normal, reason: answer.refused.message })
      return
    }
    this.node = answer.nodeId
    this.misses = 0
    this.retrier?.reset()
    const { beforeOpen } = this.options
    if (!beforeOpen) {
      this.announceOpen()
      return
    }
    const generation = this.generation
    void beforeOpen()
      .then(() => generation === this.generation && this.announceOpen())
      .catch((error: unknown) => this.options.logger.error(`${this.options.label}: beforeOpen threw`, error))
  }

  private announceOpen(): void {
    this.hub.move('ready')
    this.hub.settle()
  }

  private onLinkClosed(close: SocketClose): void {
    const verdict = classifyClose(close)
    const retry = verdict.retry && this.retrier !== undefined
    this.options.logger.info(`${this.options.label}: closed ${close.code} ${close.reason}`, verdict)
    this.link = undefined
    this.end(retry, this.options.closedError(close, retry))
  }

  private onDead(kind: DeadLinkKind, reason: string): void {
    this.options.logger.warn(`${this.options.label}: link dead: ${reason}`)
    const ending = this.options.deadLink(kind, reason)
    this.end(this.retrier !== undefined, ending.error, ending, true)
  }

  /**
   * Abandons the current link (closing it ourselves when `selfClose` says how): back off and retry,
   * or close for good and reject pending opens with `failure`.
   */
  private end(
    retry: boolean,
    failure: unknown,
    selfClose?: { code: number; reason: string },
    silent = false,
  ): void {
    this.abandon()
    if (this.hub.status === 'open') this.options.onLost?.(this.heartbeat.lastAliveAt)
    if (selfClose) this.closeLink(selfClose.code, selfClose.reason)
    this.link = undefined
    if (!retry || !this.retrier) {
      this.hub.move('failed', false)
      this.hub.settle(failure)
      return
    }
    this.hub.move('lost', true)
    this.retrier.schedule(() => this.dial('retry'))
    this.missed(silent)
  }

  /**
   * Counts a failed dial or lost link; at FAILOVER_AFTER in a row, or at once for a silent link, asks to move
   * to another node (docs/protocol.md §3.9 "Failover"), and dials the new node at once if the client moved
   * while it waited to retry.
   */
  private missed(silent: boolean): void {
    this.misses++
    const { unreachable, logger, label } = this.options
    if (!unreachable || this.seeking || (!silent && this.misses < FAILOVER_AFTER)) return
    this.seeking = true
    unreachable(this.dialled)
      .then((moved) => {
        if (!moved) return
        this.misses = 0
        if (this.hub.status === 'backingOff' && this.retrier?.cancel()) {
          this.retrier.reset()
          this.dial('retry')
        }
      })
      .catch((error: unknown) => logger.warn(`${label}: failover failed`, error))
      .finally(() => {
        this.seeking = false
      })
  }

  private abandon(): void {
    this.generation++
    this.retrier?.cancel()
    this.heartbeat.stop()
  }

  private closeLink(code: number, reason: string): void {
    const link = this.link
    this.link = undefined
    if (link) this.hub.safely(`${this.options.label} close`, () => link.close(code, reason))
  }
}
