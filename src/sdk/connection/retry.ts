/** Schedules reconnect attempts with the pure back-off rule; the attempt count resets on success. */
import { type BackoffOptions, backoffDelay, random01FromBytes } from '../../domain/connection'
import type { Clock, Logger, Random } from '../../ports'
import { Timers } from './timers'

export class Retrier {
  private attempt = 0
  private readonly timers: Timers<'retry'>

  constructor(
    clock: Clock,
    private readonly random: Random,
    private readonly logger: Logger,
    private readonly backoff: BackoffOptions | undefined,
  ) {
    this.timers = new Timers(clock)
  }

  /** Runs `fn` after the next back-off delay; returns that delay in ms. */
  schedule(fn: () => void): number {
    const delay = backoffDelay(this.attempt++, random01FromBytes(this.random.bytes(4)), this.backoff)
    this.logger.info(`socket reconnect in ${delay} ms`)
    this.timers.set('retry', delay, fn)
    return delay
  }

  /** Drops a pending retry; returns whether one was pending. */
  cancel(): boolean {
    const pending = this.timers.has('retry')
    this.timers.clear('retry')
    return pending
  }

  reset(): void {
    this.attempt = 0
  }
}
