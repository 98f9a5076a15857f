/**
 * Keeps a link honest: after `idleMs` without any inbound frame it pings, and if nothing at all comes
 * back within `deadlineMs` it declares the link dead. Any inbound frame (not only a pong) counts as
 * life, as in the JS SDK; unlike it, a lost pong is noticed (peers notes §8). The same deadline bounds
 * the handshake: opening the socket plus the node's connect reply.
 */
import type { Clock } from '../../ports'
import { Timers } from './timers'

export interface HeartbeatOptions {
  clock: Clock
  idleMs: number
  deadlineMs: number
  /** Sends one ping; a throw counts as a dead link. */
  ping: () => void
  dead: (reason: string) => void
}

export class Heartbeat {
  private readonly timers: Timers<'idle' | 'pong' | 'handshake'>
  /** When the link last showed life (opened, or any frame arrived), ms on the Clock. */
  lastAliveAt = 0

  constructor(private readonly options: HeartbeatOptions) {
    this.timers = new Timers(options.clock)
  }

  /** A link is being opened: it must open and get its connect reply within the deadline. */
  awaitHandshake(): void {
    this.timers.set('handshake', this.options.deadlineMs, () =>
      this.options.dead('No connect reply from node'),
    )
  }

  /** The connect reply arrived; returns false when no handshake was pending (a duplicate reply). */
  handshakeDone(): boolean {
    const pending = this.timers.has('handshake')
    this.timers.clear('handshake')
    return pending
  }

  /** A frame arrived (or the link just opened): the link is alive, restart the idle wait. */
  touch(): void {
    this.lastAliveAt = this.options.clock.now()
    this.timers.clear('pong')
    this.timers.set('idle', this.options.idleMs, () => this.pingNow())
  }

  /** Pings at once and waits for any frame; the wait already running is kept, not extended. */
  pingNow(): void {
    try {
      this.options.ping()
    } catch {
      this.options.dead('Ping could not be sent')
      return
    }
    if (!this.timers.has('pong')) {
      this.timers.set('pong', this.options.deadlineMs, () => this.options.dead('No answer to ping'))
    }
  }

  stop(): void {
    this.timers.clearAll()
  }
}
