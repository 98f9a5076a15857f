/**
 * Complete sync (docs/protocol.md §3.9 "Catch-up", docs/product.md §3 the stored last update time): a
 * catch-up runs at start (from the stored cursor) and after every reconnect, and is tried again until it
 * succeeds. While one runs, live messages are held back and raised with what it found, oldest first, so
 * nothing is raised out of order. The cursor moves only when nothing is known to be missing: after a
 * successful catch-up, or on a live message while no link was lost since the last one.
 */
import { HEARTBEAT_DEFAULTS } from '../../domain/connection'
import type { Clock, Logger } from '../../ports'
import type { ChatActivity } from './activity'
import type { CatchUpFindings } from './catch-up'

/** First wait before a failed catch-up is tried again, ms; doubles up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 1_000
const RETRY_MAX_MS = 30_000
/** Failed attempts after which live messages are raised without waiting for the catch-up. */
const MAX_HOLDING_FAILURES = 3
/** Retries of one catch-up (about two minutes in all); after them, the next reconnect tries again. */
const MAX_RETRIES = 8

interface SyncHooks {
  clock: Clock
  logger: Logger
  /** One catch-up from `since` (ms): what the node reports as changed, read from history. */
  collect(since: number): Promise<CatchUpFindings>
  /** Raises and stores what a catch-up found (held live messages merged in, oldest first). */
  settle(findings: CatchUpFindings): Promise<void>
  /** Records that everything up to `ms` has arrived. */
  markSynced(ms: number): Promise<void>
  /** The stored cursor in ms, 0 when never synced. */
  cursor(): Promise<number>
  /** Subtracted from the cursor for clock skew between this client and the node (default 5 s). */
  marginMs?: number
}

const EMPTY: CatchUpFindings = { chats: [], activities: [], updates: [], missing: 0 }

const byTime = (a: ChatActivity, b: ChatActivity): number => a.message.timestamp - b.message.timestamp

export class Sync {
  private running = 0
  private held: ChatActivity[] = []
  private gap = false
  private losses = 0
  private retryTimer: unknown
  private retryDelay = RETRY_FIRST_MS
  private failures = 0
  private disposed = false

  constructor(private readonly hooks: SyncHooks) {}

  /** Keeps a live message back while a catch-up runs or is about to be retried; false: raise it now. */
  holdLive(activity: ChatActivity): boolean {
    if (!this.holding) return false
    this.held.push(activity)
    return true
  }

  /** Whether a live message may move the cursor (no link was lost since the last complete sync). */
  get current(): boolean {
    return !this.gap && this.running === 0
  }

  /** The link was lost: messages may be missing until the next catch-up succeeds. */
  linkLost(): void {
    this.gap = true
    this.losses++
  }

  /** Catches up from `since` (ms). Rejects as the catch-up does. */
  run(since: number): Promise<CatchUpFindings> {
    return this.guarded(async () => since, undefined) as Promise<CatchUpFindings>
  }

  /**
   * Complete sync at start and after a reconnect: from the earlier of `hint` (the connection's last live
   * moment, less its margin) and the stored cursor, less the margin. A failure is logged and tried again
   * later; this attempt's promise rejects with it.
   */
  async resync(hint?: number): Promise<void> {
    // A new sync supersedes a retry still waiting, and starts its own count of retries.
    this.stopRetry()
    return this.attempt(hint)
  }

  dispose(): void {
    this.disposed = true
    this.stopRetry()
  }

  private async attempt(hint: number | undefined): Promise<void> {
    try {
      await this.guarded(() => this.sinceFor(hint), { hint })
    } catch (error) {
      this.hooks.logger.warn('catch-up failed; trying again', error)
      throw error
    }
  }

  // Held messages wait for a catch-up that runs, or for the retry of a failed one (a few at most, so
  // a node whose REST is down does not keep live messages back for long).
  private get holding(): boolean {
    return this.running > 0 || (this.retryTimer !== undefined && this.failures <= MAX_HOLDING_FAILURES)
  }

  /**
   * Runs one catch-up. Holding starts before anything is awaited: frames of the new link may arrive
   * in the same tick as the connect reply that started it.
   */
  private async guarded(
    sinceOf: () => Promise<number | undefined>,
    retry: { hint: number | undefined } | undefined,
  ): Promise<CatchUpFindings | undefined> {
    const startedAt = this.hooks.clock.now()
    const losses = this.losses
    this.running++
    let findings: CatchUpFindings | undefined
    try {
      const since = await sinceOf()
      if (since !== undefined) findings = await this.hooks.collect(since)
    } catch (error) {
      if (retry) this.retryLater(retry.hint)
      throw error
    } finally {
      this.running--
      await this.release(findings)
    }
    if (!findings) return undefined
    if (findings.missing > 0) {
      // The node named messages its history did not yield: nothing proves the gap closed, so try again.
      this.hooks.logger.warn(`catch-up incomplete: ${findings.missing} reported messages not found`)
      if (retry) this.retryLater(retry.hint)
      return findings
    }
    // Everything stored before the catch-up asked is in its findings, even if the link went down since.
    await this.hooks.markSynced(startedAt)
    if (losses === this.losses && this.running === 0) this.gap = false
    this.stopRetry()
    return findings
  }

  /** Raises what a catch-up found, with the held live messages once nothing holds them any more. */
  private async release(findings: CatchUpFindings | undefined): Promise<void> {
    const held = findings || !this.holding ? this.takeHeld() : []
    const found = findings ?? EMPTY
    if (found.activities.length + held.length + found.updates.length === 0) return
    await this.hooks.settle({ ...found, activities: [...found.activities, ...held].sort(byTime) })
  }

  private async sinceFor(hint: number | undefined): Promise<number | undefined> {
    const stored = await this.hooks.cursor()
    const margin = this.hooks.marginMs ?? HEARTBEAT_DEFAULTS.catchUpMarginMs
    const candidates = [hint, stored > 0 ? stored - margin : undefined].filter((n) => n !== undefined)
    // Never synced and no hint: there is nothing to catch up from; history holds the past.
    return candidates.length === 0 ? undefined : Math.max(0, Math.min(...candidates))
  }

  private takeHeld(): ChatActivity[] {
    const held = this.held
    this.held = []
    return held
  }

  private retryLater(hint: number | undefined): void {
    this.failures++
    if (this.disposed || this.retryTimer !== undefined || this.failures > MAX_RETRIES) return
    const delay = this.retryDelay
    this.retryDelay = Math.min(RETRY_MAX_MS, delay * 2)
    this.retryTimer = this.hooks.clock.setTimeout(() => {
      this.retryTimer = undefined
      this.attempt(hint).catch(() => undefined)
    }, delay)
  }

  private stopRetry(): void {
    if (this.retryTimer !== undefined) this.hooks.clock.clearTimeout(this.retryTimer)
    this.retryTimer = undefined
    this.retryDelay = RETRY_FIRST_MS
    this.failures = 0
  }
}
