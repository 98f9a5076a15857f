/**
 * In-memory doubles of the socket ports, for tests of the SDK and of the apps built on it: a
 * SocketTransport whose links the test opens, feeds and drops by hand, and a SocketSession that records
 * what modules send. They check what the real ones check (send only when open) and nothing more.
 */
import { errors } from '#domain/errors'
import { type DecodedFrame, decodeFrame, encodeFrame, type OutboundFrame } from '#domain/protocol'
import type { SocketClose, SocketConnection, SocketHandlers, SocketTransport } from '../../src/ports'
import type { SocketSession, SocketStatus } from '../../src/sdk/core/context'

/** One fake WebSocket. Nothing happens until the test calls `open`, `receive` or `drop`. */
export class FakeLink implements SocketConnection {
  readonly sent: Uint8Array[] = []
  isOpen = false
  /** What `close` was called with, if it was (the close handler is not called: late events are moot). */
  closedWith: { code: number | undefined; reason: string | undefined } | undefined

  constructor(
    readonly url: string,
    private readonly handlers: SocketHandlers,
  ) {}

  send(bytes: Uint8Array): void {
    if (!this.isOpen) throw errors.socketSendUninitialised()
    this.sent.push(bytes)
  }

  close(code?: number, reason?: string): void {
    this.isOpen = false
    this.closedWith = { code, reason }
  }

  /** The sent frames, decoded. */
  get frames(): DecodedFrame[] {
    return this.sent.map((bytes) => decodeFrame(bytes))
  }

  open(): void {
    this.isOpen = true
    this.handlers.open()
  }

  receive(frame: OutboundFrame): void {
    this.handlers.message(encodeFrame(frame))
  }

  receiveBytes(bytes: Uint8Array): void {
    this.handlers.message(bytes)
  }

  /** The peer or the network ended the link: `error` (for 1006) then `close`, as browsers report it. */
  drop(code = 1006, reason = ''): void {
    this.isOpen = false
    if (code === 1006) this.handlers.error(new Error('socket error'))
    this.handlers.close({ code, reason, byClient: false } satisfies SocketClose)
  }
}

export class FakeSocketTransport implements SocketTransport {
  readonly links: FakeLink[] = []
  /** When set, `connect` throws it (e.g. "Browser not supported WebSocket"). */
  failWith: unknown

  connect(url: string, handlers: SocketHandlers): SocketConnection {
    if (this.failWith !== undefined) throw this.failWith
    const link = new FakeLink(url, handlers)
    this.links.push(link)
    return link
  }

  get last(): FakeLink {
    const link = this.links[this.links.length - 1]
    if (!link) throw new Error('no link opened yet')
    return link
  }
}

/** A SocketSession without a socket: frames pushed by the test go through the real codec. */
export class FakeSession implements SocketSession {
  status: SocketStatus = 'open'
  nodeId = 'nodeId'
  readonly sent: OutboundFrame[] = []
  private readonly frameListeners = new Set<(frame: DecodedFrame) => void>()
  private readonly statusListeners = new Set<(status: SocketStatus) => void>()

  send(frame: OutboundFrame): void {
    if (this.status !== 'open') throw errors.socketSendUninitialised()
    // Encoding proves the frame is valid on the wire; decoding gives what a node would read.
    this.sent.push(decodeFrame(encodeFrame(frame)))
  }

  onFrame(listener: (frame: DecodedFrame) => void): () => void {
    this.frameListeners.add(listener)
    return () => this.frameListeners.delete(listener)
  }

  onStatus(listener: (status: SocketStatus) => void): () => void {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }

  get listenerCount(): number {
    return this.frameListeners.size
  }

  push(frame: OutboundFrame): void {
    const decoded = decodeFrame(encodeFrame(frame))
    for (const listener of this.frameListeners) listener(decoded)
  }

  setStatus(status: SocketStatus): void {
    this.status = status
    for (const listener of this.statusListeners) listener(status)
  }
}
