/**
 * When and from where a reconnected session catches up: on every successful handshake after the first,
 * from the last moment an open link was known alive, less a margin for clock skew (catch-up merges by
 * message id, so overlap is harmless and gaps are not).
 */
import { catchUpSince, HEARTBEAT_DEFAULTS } from '../../domain/connection'
import type { ConnectionOptions } from './options'

type CursorOptions = Pick<ConnectionOptions, 'onCatchUp' | 'catchUpMarginMs' | 'logger'>

export class CatchUpCursor {
  private everOpened = false
  private syncedUntil = 0

  constructor(private readonly options: CursorOptions) {}

  /** An open link was lost; everything up to `lastAliveAt` had arrived. */
  lost(lastAliveAt: number): void {
    this.syncedUntil = lastAliveAt
  }

  /** A handshake completed. Runs `onCatchUp(since)` unless it is the first; never rejects. */
  async handshakeDone(): Promise<void> {
    const reconnect = this.everOpened
    this.everOpened = true
    const { onCatchUp, catchUpMarginMs = HEARTBEAT_DEFAULTS.catchUpMarginMs, logger } = this.options
    if (!reconnect || !onCatchUp) return
    try {
      await onCatchUp(catchUpSince(this.syncedUntil, catchUpMarginMs))
    } catch (error) {
      // A failed catch-up must not keep the socket down; history still has what was missed.
      logger.warn('socket catch-up failed', error)
    }
  }
}
