/** A test-side socket client: frames go through the domain codec only, replies are awaited in order. */
import WebSocket from 'ws'
import {
  type DecodedFrame,
  decodeFrame,
  encodeFrame,
  type FrameKind,
  type FrameOfKind,
  type OutboundFrame,
} from '#domain/protocol'

export interface Closed {
  code: number
  reason: string
}

const DEFAULT_WAIT_MS = 2_000

export class TestClient {
  private readonly inbox: DecodedFrame[] = []
  private waiter: ((frame: DecodedFrame) => void) | undefined
  readonly closed: Promise<Closed>

  private constructor(private readonly ws: WebSocket) {
    ws.binaryType = 'nodebuffer'
    ws.on('message', (data: Buffer) => {
      const frame = decodeFrame(new Uint8Array(data))
      const take = this.waiter
      this.waiter = undefined
      if (take) take(frame)
      else this.inbox.push(frame)
    })
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }))
    })
  }

  static open(url: string): Promise<TestClient> {
    const ws = new WebSocket(url)
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestClient(ws)))
      ws.once('error', reject)
    })
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN
  }

  send(frame: OutboundFrame): void {
    this.ws.send(encodeFrame(frame))
  }

  /** Sends every frame in one write of the socket, so the node reads them together. */
  sendAll(frames: readonly OutboundFrame[]): void {
    const transport = (this.ws as unknown as { _socket: { cork(): void; uncork(): void } })._socket
    transport.cork()
    for (const frame of frames) this.ws.send(encodeFrame(frame))
    transport.uncork()
  }

  sendRaw(data: Uint8Array | string): void {
    this.ws.send(data)
  }

  /** The next frame from the node, in arrival order; rejects if none arrives in time. */
  next(timeoutMs = DEFAULT_WAIT_MS): Promise<DecodedFrame> {
    const queued = this.inbox.shift()
    if (queued) return Promise.resolve(queued)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined
        reject(new Error(`no frame within ${timeoutMs} ms`))
      }, timeoutMs)
      this.waiter = (frame) => {
        clearTimeout(timer)
        resolve(frame)
      }
    })
  }

  /** The next frame, which must be of `kind`. */
  async nextOf<K extends FrameKind>(kind: K, timeoutMs = DEFAULT_WAIT_MS): Promise<FrameOfKind<K>> {
    const frame = await this.next(timeoutMs)
    if (frame.kind !== kind) throw new Error(`expected ${kind}, got ${frame.kind}`)
    return frame as FrameOfKind<K>
  }

  close(): Promise<Closed> {
    this.ws.close()
    return this.closed
  }
}
