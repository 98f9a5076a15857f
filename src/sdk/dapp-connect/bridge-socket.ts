/**
 * One bridge socket (docs/protocol.md §3.7): open, send the bridge connect (type 100), learn the node id from
 * the reply (101) — or, for the sign client, the temp connect (5 → 6) through `answer` —, keep the socket alive with a ping after 55000 ms without inbound traffic (docs/product.md §9),
 * and hand every other decoded frame to its owner. No reconnect: a bridge session is short-lived, and
 * its owner decides whether to open again (same topic, so the wallet can keep talking).
 */
import { BRIDGE_IDLE_PING_MS } from '../../domain/config'
import type { Web3MQError } from '../../domain/errors'
import { errors } from '../../domain/errors'
import {
  type DecodedFrame,
  encodeFrame,
  type OutboundFrame,
  pingFrame,
  tryDecodeFrame,
} from '../../domain/protocol'
import type { Clock, Logger, SocketClose, SocketConnection, SocketTransport } from '../../ports'
import { bridgeClosed, bridgeHandshakeTimeout } from './dapp-connect-errors'

export type BridgeSocketState = 'idle' | 'connecting' | 'open' | 'closed'

export interface BridgeSocketListener {
  /** Any decoded frame other than the handshake answer and pongs. */
  frame(frame: DecodedFrame): void
  /** Connect outcome as the spec names it: success on 101, error on a transport error, close on close. */
  status(status: 'success' | 'error' | 'close', close?: SocketClose): void
}

/** How the node answered the hello frame: accepted with its node id, or refused. */
export type HandshakeAnswer = { nodeId: string } | { refused: Web3MQError }

/** The bridge connect handshake (type 101 carries the node id). */
export const bridgeConnectAnswer = (frame: DecodedFrame): HandshakeAnswer | undefined =>
  frame.kind === 'bridgeConnectReply' ? { nodeId: frame.message.NodeID } : undefined

export interface BridgeSocketOptions {
  url: string
  transport: SocketTransport
  clock: Clock
  logger?: Logger | undefined
  /** The bridge connect frame to send on open. */
  hello: OutboundFrame
  handshakeTimeoutMs: number
  /** Recognises the node's answer to `hello`; the bridge connect reply by default. */
  answer?: (frame: DecodedFrame) => HandshakeAnswer | undefined
  listener: BridgeSocketListener
}

interface Handshake {
  promise: Promise<string>
  resolve(nodeId: string): void
  reject(error: Web3MQError): void
}

const deferred = (): Handshake => {
  let resolve: (nodeId: string) => void = () => {}
  let reject: (error: Web3MQError) => void = () => {}
  const promise = new Promise<string>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  // The owner may never await it (a close before anyone asked); avoid an unhandled rejection.
  promise.catch(() => {})
  return { promise, resolve, reject }
}

export class BridgeSocket {
  private connection: SocketConnection | undefined
  private handshake: Handshake | undefined
  private idleTimer: unknown
  private handshakeTimer: unknown
  private currentState: BridgeSocketState = 'idle'
  private currentNodeId = ''

  constructor(private readonly options: BridgeSocketOptions) {}

  get state(): BridgeSocketState {
    return this.currentState
  }

  /** The node id of the 101 reply; '' before it arrives. */
  get nodeId(): string {
    return this.currentNodeId
  }

  /**
   * Opens the socket and resolves with the node id once the node accepted the topic. Idempotent while
   * connecting or open; after a close it opens a new socket. Rejects with a retryable SOCKET.CLOSED
   * error when the socket closes or the node does not answer within the handshake timeout.
   */
  open(): Promise<string> {
    if (this.handshake && this.currentState !== 'closed') return this.handshake.promise
    const handshake = deferred()
    this.handshake = handshake
    this.currentState = 'connecting'
    this.currentNodeId = ''
    const { clock, handshakeTimeoutMs } = this.options
    this.handshakeTimer = clock.setTimeout(
      () => this.abort(bridgeHandshakeTimeout(handshakeTimeoutMs)),
      handshakeTimeoutMs,
    )
    try {
      this.connection = this.options.transport.connect(this.options.url, {
        open: () => this.onOpen(),
        message: (bytes) => this.onMessage(bytes),
        error: (error) => this.onError(error),
        close: (event) => this.onClose(event),
      })
    } catch (error) {
      // "Browser not supported WebSocket" / "The url is required!": nothing was opened.
      this.stopTimers()
      this.currentState = 'closed'
      return Promise.reject(error)
    }
    return handshake.promise
  }

  /** Sends one frame. Throws "websocket Initialization failed" unless the bridge connect was accepted. */
  send(frame: OutboundFrame): void {
    if (this.currentState !== 'open' || !this.connection?.isOpen) throw errors.socketSendUninitialised()
    this.connection.send(encodeFrame(frame))
  }

  /** Closes the socket on our side; a pending open() rejects with a non-retryable SOCKET.CLOSED. */
  close(): void {
    if (this.currentState === 'closed' || this.currentState === 'idle') return
    this.abort(bridgeClosed(true))
  }

  private abort(error: Web3MQError): void {
    this.stopTimers()
    this.currentState = 'closed'
    this.handshake?.reject(error)
    this.connection?.close(1000, error.message)
  }

  private onOpen(): void {
    this.connection?.send(encodeFrame(this.options.hello))
  }

  private onMessage(bytes: Uint8Array): void {
    if (this.currentState === 'closed') return
    this.armIdlePing()
    const decoded = tryDecodeFrame(bytes)
    if (!decoded.ok) {
      this.options.logger?.warn('bridge: undecodable frame ignored', decoded.error.toJSON())
      return
    }
    const frame = decoded.frame
    if (frame.kind === 'pong') return
    const answer = (this.options.answer ?? bridgeConnectAnswer)(frame)
    if (!answer) {
      this.options.listener.frame(frame)
    } else if ('refused' in answer) {
      this.refuse(answer.refused)
    } else {
      this.accept(answer.nodeId)
    }
  }

  private refuse(error: Web3MQError): void {
    if (this.currentState !== 'connecting') return
    this.options.listener.status('error')
    this.abort(error)
  }

  private accept(nodeId: string): void {
    if (this.currentState !== 'connecting') return
    this.options.clock.clearTimeout(this.handshakeTimer)
    this.currentNodeId = nodeId
    this.currentState = 'open'
    this.handshake?.resolve(nodeId)
    this.options.listener.status('success')
  }

  private onError(error: Error): void {
    this.options.logger?.warn('bridge: socket error', { message: error.message })
    this.options.listener.status('error')
  }

  private onClose(event: SocketClose): void {
    const wasClosed = this.currentState === 'closed'
    this.stopTimers()
    this.currentState = 'closed'
    if (!wasClosed) this.handshake?.reject(bridgeClosed(event.byClient, event.code, event.reason))
    this.options.listener.status('close', event)
  }

  // The idle ping of DC-npm: 55 s after the last inbound frame, restarted by any frame and re-armed
  // after each ping so a silent but healthy socket keeps being pinged.
  private armIdlePing(): void {
    const { clock } = this.options
    clock.clearTimeout(this.idleTimer)
    this.idleTimer = clock.setTimeout(() => this.ping(), BRIDGE_IDLE_PING_MS)
  }

  private ping(): void {
    if (this.currentState !== 'open') return
    try {
      this.send(pingFrame({ timestamp: this.options.clock.now() }))
    } catch (error) {
      this.options.logger?.warn('bridge: ping failed', { message: (error as Error).message })
    }
    this.armIdlePing()
  }

  private stopTimers(): void {
    this.options.clock.clearTimeout(this.idleTimer)
    this.options.clock.clearTimeout(this.handshakeTimer)
  }
}
