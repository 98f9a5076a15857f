/**
 * Fan-out that never stalls the node: deliveries wait in one FIFO queue and run in batches that hold the
 * event loop for at most a budget, then yield (setImmediate) so HTTP replies and socket frames go between
 * batches. The first batch runs after the current handler has returned, so a publisher's reply never waits
 * for delivery, and one queue keeps deliveries in the order they were published.
 */

/** Longest the node may stall for fan-out (docs/protocol.md §3.5: pushes are best effort). */
export const STALL_LIMIT_MS = 20

/**
 * How long a batch sends before it yields: half the limit. A batch ends after the send that crosses its
 * budget, and one send can take milliseconds (a collection, a descheduled process); the I/O that waited
 * runs before the next batch. With a 20 ms budget the capacity bench measured stalls of 25-34 ms and a
 * concurrent request's p99 up to 65 ms at 10,000 subscribers.
 */
export const BATCH_BUDGET_MS = STALL_LIMIT_MS / 2

interface Job {
  targets: readonly string[]
  next: number
  send: (target: string) => void
}

export interface DeliveryOptions {
  budgetMs?: number
  /** A milliseconds clock for the budget; tests step it. */
  now?: () => number
  /** Schedules the next batch; `setImmediate` lets pending I/O run first. */
  defer?: (run: () => void) => void
}

export class DeliveryQueue {
  private readonly jobs: Job[] = []
  private scheduled = false
  private waiters: Array<() => void> = []
  private readonly budgetMs: number
  private readonly now: () => number
  private readonly defer: (run: () => void) => void

  constructor(options: DeliveryOptions = {}) {
    this.budgetMs = options.budgetMs ?? BATCH_BUDGET_MS
    this.now = options.now ?? (() => performance.now())
    this.defer = options.defer ?? ((run) => setImmediate(run))
  }

  /** Queues `send` for every target; nothing is sent before the caller's turn ends. */
  enqueue(targets: readonly string[], send: (target: string) => void): void {
    if (targets.length === 0) return
    this.jobs.push({ targets, next: 0, send })
    this.schedule()
  }

  /** Resolves once everything queued so far has been delivered. */
  drained(): Promise<void> {
    if (this.jobs.length === 0) return Promise.resolve()
    return new Promise((resolve) => this.waiters.push(resolve))
  }

  private schedule(): void {
    if (this.scheduled) return
    this.scheduled = true
    this.defer(() => {
      this.scheduled = false
      this.batch()
    })
  }

  /** Sends until the budget is spent, then yields; a failing send costs only its own target. */
  private batch(): void {
    const started = this.now()
    for (let job = this.jobs[0]; job; job = this.jobs[0]) {
      const target = job.targets[job.next++] as string
      try {
        job.send(target)
      } catch {
        // One peer's failure must not cost the others their delivery.
      }
      if (job.next >= job.targets.length) this.jobs.shift()
      if (this.jobs.length > 0 && this.now() - started >= this.budgetMs) {
        this.schedule()
        return
      }
    }
    const waiters = this.waiters
    this.waiters = []
    for (const resolve of waiters) resolve()
  }
}
