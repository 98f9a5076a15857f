/**
 * Keeps a link honest: after `idleMs` without any inbound frame it pings; with a `pongDeadlineMs`, a
 * link that sends nothing at all back within it is dead (docs/protocol.md §3.9: the JS SDK never notices a lost
 * pong), without one it simply pings again after the next idle wait (the bridge's DC-npm behaviour).
 * Any inbound frame, not only a pong, counts as life. `handshakeMs` bounds opening the socket plus the
 * node's answer to the handshake.
 */
import type { Clock } from '../../ports'
import { Timers } from './timers'

export type DeadLinkKind = 'handshake' | 'ping'

interface HeartbeatOptions {
  clock: Clock
  idleMs: number
  handshakeMs: number
  pongDeadlineMs: number | undefined
  /** Sends one ping; a throw counts as a dead link. */
  ping: () => void
  dead: (kind: DeadLinkKind, reason: string) => void
}

export class Heartbeat {
  private readonly timers: Timers<'idle' | 'pong' | 'handshake'>
  /** When the link last showed life (opened, or any frame arrived), ms on the Clock. */
  lastAliveAt = 0

  constructor(private readonly options: HeartbeatOptions) {
    this.timers = new Timers(options.clock)
  }

  /** A link is being opened: it must open and get its handshake answer within `handshakeMs`. */
  awaitHandshake(): void {
    this.timers.set('handshake', this.options.handshakeMs, () =>
      this.options.dead('handshake', 'No connect reply from node'),
    )
  }

  /** The handshake answer arrived; returns false when no handshake was pending (a duplicate reply). */
  handshakeDone(): boolean {
    const pending = this.timers.has('handshake')
    this.timers.clear('handshake')
    return pending
  }

  /** A frame arrived (or the link just opened): the link is alive, restart the idle wait. */
  touch(): void {
    this.lastAliveAt = this.options.clock.now()
    this.timers.clear('pong')
    this.armIdle()
  }

  /** Pings at once and waits for any frame; the wait already running is kept, not extended. */
  pingNow(): void {
    try {
      this.options.ping()
    } catch {
      this.options.dead('ping', 'Ping could not be sent')
      return
    }
    const deadline = this.options.pongDeadlineMs
    if (deadline === undefined) this.armIdle()
    else if (!this.timers.has('pong')) {
      this.timers.set('pong', deadline, () => this.options.dead('ping', 'No answer to ping'))
    }
  }

  stop(): void {
    this.timers.clearAll()
  }

  private armIdle(): void {
    this.timers.set('idle', this.options.idleMs, () => this.pingNow())
  }
}
