/**
 * One bridge socket (docs/protocol.md §3.7): the shared SocketCore with the bridge connect (type 100 →
 * 101) as its handshake — or, for the sign client, the temp connect (5 → 6) through `answer` —, a ping
 * after 55000 ms without inbound traffic (docs/product.md §9), and every other decoded frame handed to
 * its owner. No reconnect: a bridge session is short-lived, and its owner decides whether to open again
 * (same topic, so the wallet can keep talking). No dead-link deadline either: DC-npm keeps pinging a
 * silent bridge and never declares it dead, and this socket behaves the same.
 */
import { BRIDGE_IDLE_PING_MS } from '../../domain/config'
import { CloseCodes, type DecodedFrame, encodeFrame, type OutboundFrame } from '../../domain/protocol'
import type { Clock, Logger, SocketClose, SocketTransport } from '../../ports'
import { SocketCore } from '../connection/socket-core'
import type { HandshakeAnswer } from '../connection/socket-core-options'
import type { SocketStatus } from '../core/context'
import { bridgeClosed, bridgeHandshakeTimeout } from './dapp-connect-errors'

interface BridgeSocketListener {
  /** Any decoded frame other than the handshake answer and pongs. */
  frame(frame: DecodedFrame): void
  /**
   * Connect outcome as the JS SDK names it: success on the accepted answer, error on a transport error
   * or a refusal, close on the close of any link this socket opened.
   */
  status(status: 'success' | 'error' | 'close', close?: SocketClose): void
}

/** The bridge connect handshake (type 101 carries the node id). */
const bridgeConnectAnswer = (frame: DecodedFrame): HandshakeAnswer | undefined =>
  frame.kind === 'bridgeConnectReply' ? { nodeId: frame.message.NodeID } : undefined

interface BridgeSocketOptions {
  /** The socket URL, or where to read it at each open (a client that can move between nodes). */
  url: string | (() => string)
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

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} }

/** Statuses with no link to close (a bridge never backs off, but the table allows it). */
const UNLINKED: ReadonlySet<SocketStatus> = new Set(['idle', 'backingOff', 'closed'])

export class BridgeSocket {
  private readonly core: SocketCore
  private readonly listener: BridgeSocketListener

  constructor(options: BridgeSocketOptions) {
    const { listener, handshakeTimeoutMs } = options
    this.listener = listener
    const answer = options.answer ?? bridgeConnectAnswer
    this.core = new SocketCore({
      ...options,
      logger: options.logger ?? silent,
      label: 'bridge',
      handshake: {
        hello: () => encodeFrame(options.hello),
        answer: (frame) => this.recognise(answer(frame)),
        deadlineMs: handshakeTimeoutMs,
      },
      idlePingMs: BRIDGE_IDLE_PING_MS,
      pongDeadlineMs: undefined,
      closedError: (close) => bridgeClosed(close.byClient, close.code, close.reason),
      deadLink: (kind) => {
        const error = kind === 'handshake' ? bridgeHandshakeTimeout(handshakeTimeoutMs) : bridgeClosed(false)
        return { code: CloseCodes.normal, reason: error.message, error }
      },
      observer: {
        linkError: () => listener.status('error'),
        linkClosed: (close) => listener.status('close', close),
      },
    })
    this.core.onStatus((status) => status === 'open' && listener.status('success'))
    this.core.onFrame((frame) => {
      if (frame.kind !== 'pong' && !answer(frame)) listener.frame(frame)
    })
  }

  /** The node id of the accepted handshake; '' before it. */
  get nodeId(): string {
    const status = this.core.status
    return status === 'connecting' || status === 'handshaking' ? '' : this.core.nodeId
  }

  /**
   * Opens the socket and resolves with the node id once the node accepted the topic. Idempotent while
   * connecting or open; after a close it opens a new socket. Rejects with a retryable SOCKET.CLOSED
   * error when the socket closes or the node does not answer within the handshake timeout.
   */
  async open(): Promise<string> {
    await this.core.open()
    return this.core.nodeId
  }

  /** Sends one frame. Throws "websocket Initialization failed" unless the handshake was accepted. */
  send(frame: OutboundFrame): void {
    this.core.send(frame)
  }

  /** Closes the socket on our side; a pending open() rejects with a non-retryable SOCKET.CLOSED. */
  close(): void {
    if (UNLINKED.has(this.core.status)) return
    this.core.close(bridgeClosed(true))
  }

  // A refusal while the handshake is pending is reported as an `error` status before the socket closes.
  private recognise(answer: HandshakeAnswer | undefined): HandshakeAnswer | undefined {
    if (answer && 'refused' in answer && this.core.status === 'handshaking') {
      this.listener.status('error')
    }
    return answer
  }
}
