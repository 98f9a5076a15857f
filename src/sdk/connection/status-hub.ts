/**
 * The connection's status and everyone who listens to it: `onStatus` and `onFrame` listeners, the
 * client's event center (`connect.socketStatus`, `connect.changeReadyStatus`) and pending `connect()`
 * promises. Moves follow the pure lifecycle table; a listener that throws is logged, never propagated.
 */
import { readyStateOf, type SocketEvent, socketTransition } from '../../domain/connection'
import type { EventCenter } from '../../domain/events'
import type { DecodedFrame } from '../../domain/protocol'
import type { Logger } from '../../ports'
import type { SocketStatus } from '../core/context'

type Waiter = { resolve: () => void; reject: (error: unknown) => void }

export class StatusHub {
  private current: SocketStatus = 'idle'
  private waiters: Waiter[] = []
  private readonly listeners = new Set<(status: SocketStatus) => void>()
  private readonly frameListeners = new Set<(frame: DecodedFrame) => void>()

  constructor(
    private readonly logger: Logger,
    private readonly events: EventCenter | undefined,
  ) {}

  get status(): SocketStatus {
    return this.current
  }

  onStatus(listener: (status: SocketStatus) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  onFrame(listener: (frame: DecodedFrame) => void): () => void {
    this.frameListeners.add(listener)
    return () => this.frameListeners.delete(listener)
  }

  /** Hands a frame to every frame listener, in registration order. */
  dispatch(frame: DecodedFrame): void {
    for (const listener of this.frameListeners) this.safely('frame listener', () => listener(frame))
  }

  /** A promise settled by the next `settle`. */
  wait(): Promise<void> {
    return new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }))
  }

  /** Resolves (no error) or rejects every pending `wait()`. */
  settle(error?: unknown): void {
    const waiters = this.waiters
    this.waiters = []
    for (const waiter of waiters) {
      if (error === undefined) waiter.resolve()
      else waiter.reject(error)
    }
  }

  /** Applies a lifecycle event; `retryable` goes into `connect.socketStatus` when given. */
  move(event: SocketEvent, retryable?: boolean): void {
    const next = socketTransition(this.current, event)
    if (next === undefined || next === this.current) return
    const readyChanged = readyStateOf(next) !== readyStateOf(this.current)
    this.current = next
    for (const listener of this.listeners) this.safely('status listener', () => listener(next))
    const events = this.events
    if (!events) return
    if (readyChanged) {
      const readyState = readyStateOf(next)
      this.safely('connect.changeReadyStatus', () =>
        events.emitIfListened('connect.changeReadyStatus', { readyState }),
      )
    }
    const payload = retryable === undefined ? { status: next } : { status: next, retryable }
    this.safely('connect.socketStatus', () => events.emitIfListened('connect.socketStatus', payload))
  }

  /** Runs `fn`, logging instead of throwing: a listener's bug must not take the socket down. */
  safely(what: string, fn: () => void): void {
    try {
      fn()
    } catch (error) {
      this.logger.error(`${what} threw`, error)
    }
  }
}
