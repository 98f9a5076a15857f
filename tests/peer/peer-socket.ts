/**
 * A `ws` connection to `<node>/messages` that keeps every decoded frame and lets the scenario wait for
 * the first one matching a predicate, always with a deadline.
 */
import WebSocket from 'ws'
import { decodeFrame, type Frame } from './peer-wire'

export const WAIT_MS = 5_000

type Waiter = { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }

export class PeerSocket {
  private readonly frames: Frame[] = []
  private readonly waiters = new Set<Waiter>()
  private readonly ws: WebSocket
  /** Resolves with the close code once the socket closes. */
  readonly closed: Promise<number>

  private constructor(ws: WebSocket) {
    this.ws = ws
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)))
    ws.on('message', (data: Buffer) => this.accept(data))
  }

  /** Opens the socket at `<http url>/messages` (§1.1), failing after WAIT_MS. */
  static async open(nodeUrl: string): Promise<PeerSocket> {
    const ws = new WebSocket(`${nodeUrl.replace(/^http/, 'ws')}/messages`)
    ws.binaryType = 'nodebuffer'
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket open timed out')), WAIT_MS)
      ws.once('open', () => {
        clearTimeout(timer)
        resolve()
      })
      ws.once('error', (error) => {
        clearTimeout(timer)
        reject(error)
      })
    })
    return new PeerSocket(ws)
  }

  send(frame: Buffer): void {
    this.ws.send(frame)
  }

  /** The first frame (already received or still to come) that matches; rejects after `ms`. */
  next(match: (frame: Frame) => boolean, what: string, ms = WAIT_MS): Promise<Frame> {
    const index = this.frames.findIndex(match)
    if (index >= 0) return Promise.resolve(this.frames.splice(index, 1)[0] as Frame)
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        match,
        resolve: (frame) => {
          clearTimeout(timer)
          resolve(frame)
        },
      }
      const timer = setTimeout(() => {
        this.waiters.delete(waiter)
        reject(new Error(`no ${what} within ${ms} ms`))
      }, ms)
      this.waiters.add(waiter)
    })
  }

  /** True when a matching frame arrives within `ms`; used to prove something was NOT delivered. */
  async sees(match: (frame: Frame) => boolean, ms: number): Promise<boolean> {
    return this.next(match, 'frame', ms).then(
      () => true,
      () => false,
    )
  }

  /** The close code, or undefined when the socket is still open after `ms`. */
  closeCode(ms = WAIT_MS): Promise<number | undefined> {
    return Promise.race([this.closed, new Promise<undefined>((r) => setTimeout(() => r(undefined), ms))])
  }

  close(): void {
    this.ws.close()
  }

  private accept(data: Buffer): void {
    let frame: Frame
    try {
      frame = decodeFrame(data)
    } catch {
      frame = { type: -1, body: { raw: data.toString('hex') } }
    }
    for (const waiter of this.waiters) {
      if (waiter.match(frame)) {
        this.waiters.delete(waiter)
        waiter.resolve(frame)
        return
      }
    }
    this.frames.push(frame)
  }
}
