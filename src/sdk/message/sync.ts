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

export interface SyncHooks {
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

const EMPTY: CatchUpFindings = { chats: [], activities: [], updates: [] }

const byTime = (a: ChatActivity, b: ChatActivity): number => a.message.timestamp - b.message.timestamp

export class Sync {
  private running = 0
  private held: ChatActivity[] = []
  private gap = false
  private losses = 0
  private retryTimer: unknown
  private retryDelay = RETRY_FIRST_MS
  private disposed = false

  constructor(private readonly hooks: SyncHooks) {}

  /** Keeps a live message back while a catch-up runs; false when it may be raised now. */
  holdLive(activity: ChatActivity): boolean {
    if (this.running === 0) return false
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

  /** Catches up from `since` (ms). Rejects as the catch-up does; held live messages are raised either way. */
  async run(since: number): Promise<CatchUpFindings> {
    const startedAt = this.hooks.clock.now()
    const losses = this.losses
    this.running++
    let findings: CatchUpFindings | undefined
    try {
      findings = await this.hooks.collect(since)
    } finally {
      this.running--
      const held = this.running === 0 ? this.takeHeld() : []
      const found = findings ?? EMPTY
      await this.hooks.settle({ ...found, activities: [...found.activities, ...held].sort(byTime) })
    }
    // Everything stored before the catch-up asked is in its findings, even if the link went down since.
    await this.hooks.markSynced(startedAt)
    if (losses === this.losses && this.running === 0) this.gap = false
    this.stopRetry()
    return findings
  }

  /**
   * After a reconnect: catches up from the earlier of `hint` (the connection's last live moment, less its
   * margin) and the stored cursor. A failure is logged and tried again later; never rejects.
   */
  async resync(hint?: number): Promise<void> {
    const stored = await this.hooks.cursor()
    const margin = this.hooks.marginMs ?? HEARTBEAT_DEFAULTS.catchUpMarginMs
    const fromCursor = stored > 0 ? stored - margin : undefined
    const since = Math.min(hint ?? Number.POSITIVE_INFINITY, fromCursor ?? Number.POSITIVE_INFINITY)
    // Never synced and no hint: there is nothing to catch up from; history holds the past.
    if (since === Number.POSITIVE_INFINITY) return
    try {
      await this.run(Math.max(0, since))
    } catch (error) {
      this.hooks.logger.warn('catch-up failed; trying again', error)
      this.retryLater(hint)
      throw error
    }
  }

  dispose(): void {
    this.disposed = true
    this.stopRetry()
  }

  private takeHeld(): ChatActivity[] {
    const held = this.held
    this.held = []
    return held
  }

  private retryLater(hint: number | undefined): void {
    if (this.disposed || this.retryTimer !== undefined) return
    const delay = this.retryDelay
    this.retryDelay = Math.min(RETRY_MAX_MS, delay * 2)
    this.retryTimer = this.hooks.clock.setTimeout(() => {
      this.retryTimer = undefined
      this.resync(hint).catch(() => undefined)
    }, delay)
  }

  private stopRetry(): void {
    if (this.retryTimer !== undefined) this.hooks.clock.clearTimeout(this.retryTimer)
    this.retryTimer = undefined
    this.retryDelay = RETRY_FIRST_MS
  }
}
