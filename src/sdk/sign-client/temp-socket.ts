/**
 * The sign client's socket (protocol §3.6): open, send the temp connect (type 5), learn the node id
 * from the type-6 reply, and hand every later frame to the owner. The dappConnect BridgeSocket cannot
 * be reused: its handshake is type 100 → 101. No idle ping and no reconnect: a key sync lasts at most
 * one request timeout, and the owner decides whether to open again.
 */
import { ErrorCode, errors, Web3MQError } from '../../domain/errors'
import {
  type DecodedFrame,
  encodeFrame,
  type OutboundFrame,
  tryDecodeFrame,
  type UserTempConnectResp,
} from '../../domain/protocol'
import type { Clock, Logger, SocketClose, SocketConnection, SocketTransport } from '../../ports'
import { bridgeClosed, bridgeHandshakeTimeout } from '../dapp-connect/dapp-connect-errors'

const TEMP_CONNECT_OK = 200

export interface TempSocketOptions {
  url: string
  transport: SocketTransport
  clock: Clock
  logger?: Logger | undefined
  /** The type-5 frame sent on open. */
  hello: OutboundFrame
  handshakeTimeoutMs: number
  /** Frames other than the type-6 reply and pongs. */
  onFrame(frame: DecodedFrame): void
  /** success on an accepted temp connect, error on a refusal or transport error, close on close. */
  onStatus(status: 'success' | 'error' | 'close', close?: SocketClose): void
}

/** The node refused the temp connect (type 6 with a status other than 200); the node's text is kept. */
export const tempConnectRefused = (reply: UserTempConnectResp): Web3MQError =>
  new Web3MQError(ErrorCode.NodeError, reply.statusMsg || `temp connect refused (${reply.statusCode})`, {
    detail: { statusCode: reply.statusCode },
  })

export class TempSocket {
  private connection: SocketConnection | undefined
  private pending: { resolve(nodeId: string): void; reject(error: Web3MQError): void } | undefined
  private handshake: Promise<string> | undefined
  private timer: unknown
  private nodeIdValue = ''
  private open = false

  constructor(private readonly options: TempSocketOptions) {}

  /** The node id of the accepted temp connect; '' before it. */
  get nodeId(): string {
    return this.nodeIdValue
  }

  get isOpen(): boolean {
    return this.open && this.connection?.isOpen === true
  }

  /**
   * Opens the socket and resolves with the node id once the node answers 200. Idempotent while a
   * handshake is pending or done. Rejects with NODE.ERROR (the node's status text) on a refusal and
   * a SOCKET.CLOSED error on close or when no reply arrives within the handshake timeout.
   */
  connect(): Promise<string> {
    if (this.handshake) return this.handshake
    const handshake = new Promise<string>((resolve, reject) => {
      this.pending = { resolve, reject }
    })
    handshake.catch(() => {}) // nobody may await it (a close first); the caller of connect() still sees it
    this.handshake = handshake
    const { clock, handshakeTimeoutMs } = this.options
    this.timer = clock.setTimeout(
      () => this.fail(bridgeHandshakeTimeout(handshakeTimeoutMs)),
      handshakeTimeoutMs,
    )
    try {
      this.connection = this.options.transport.connect(this.options.url, {
        open: () => this.connection?.send(encodeFrame(this.options.hello)),
        message: (bytes) => this.onMessage(bytes),
        error: (error) => this.onError(error),
        close: (event) => this.onClose(event),
      })
    } catch (error) {
      this.handshake = undefined
      clock.clearTimeout(this.timer)
      return Promise.reject(error)
    }
    return handshake
  }

  /** Sends one frame; throws "websocket Initialization failed" unless the temp connect was accepted. */
  send(frame: OutboundFrame): void {
    if (!this.connection || !this.open) throw errors.socketSendUninitialised()
    this.connection.send(encodeFrame(frame))
  }

  /** Closes on our side; a pending connect() rejects with a non-retryable SOCKET.CLOSED. */
  close(): void {
    this.fail(bridgeClosed(true))
  }

  private fail(error: Web3MQError): void {
    this.options.clock.clearTimeout(this.timer)
    this.open = false
    this.pending?.reject(error)
    this.pending = undefined
    this.handshake = undefined
    this.connection?.close(1000, error.message)
  }

  private onMessage(bytes: Uint8Array): void {
    const decoded = tryDecodeFrame(bytes)
    if (!decoded.ok) {
      this.options.logger?.warn('sign client: undecodable frame ignored', decoded.error.toJSON())
      return
    }
    const frame = decoded.frame
    if (frame.kind === 'pong') return
    if (frame.kind === 'tempConnectReply') this.onReply(frame.message)
    else this.options.onFrame(frame)
  }

  private onReply(reply: UserTempConnectResp): void {
    if (!this.pending) return
    if (reply.statusCode !== TEMP_CONNECT_OK) {
      this.options.onStatus('error')
      this.fail(tempConnectRefused(reply))
      return
    }
    this.options.clock.clearTimeout(this.timer)
    this.nodeIdValue = reply.NodeID
    this.open = true
    this.pending.resolve(reply.NodeID)
    this.pending = undefined
    this.options.onStatus('success')
  }

  private onError(error: Error): void {
    this.options.logger?.warn('sign client: socket error', { message: error.message })
    this.options.onStatus('error')
  }

  private onClose(event: SocketClose): void {
    this.options.clock.clearTimeout(this.timer)
    this.open = false
    this.pending?.reject(bridgeClosed(event.byClient, event.code, event.reason))
    this.pending = undefined
    this.handshake = undefined
    this.options.onStatus('close', event)
  }
}
