/**
 * The outbox (docs/protocol.md §3.3, §2.4): every message written here is sent, in the order written,
 * whenever the link is open; sent again after the link is lost or when its ack is late; and marked failed
 * only when the deadline of `domain/messages/outbox.ts` passes without an ack (see ./README.md). States move
 * by the domain's pure table; this class adds the clock, the store and the link.
 */
import {
  isOutboxPending,
  type OutboxEntry,
  type OutboxEvent,
  outboxDue,
  outboxTransition,
  outboxWakeAt,
} from '../../domain/messages'
import type { Clock, Logger, OutboxStore } from '../../ports'

/** The socket as the outbox needs it. */
interface OutboxLink {
  isOpen(): boolean
  /** Writes the entry's frame; throws when the link refuses it (then the entry stays queued). */
  send(entry: OutboxEntry): void
}

interface OutboxOptions {
  clock: Clock
  logger: Logger
  store: OutboxStore
  link: OutboxLink
  /** Called after every change of an entry, with the event that changed it. */
  changed(entry: OutboxEntry, event: OutboxEvent['type']): void
}

export class Outbox {
  // A Map iterates in insertion order: the order messages were written is the order they are sent.
  private readonly entries = new Map<string, OutboxEntry>()
  private timer: unknown
  private timerAt = Number.POSITIVE_INFINITY

  constructor(private readonly options: OutboxOptions) {}

  /** The entry of a message, while the outbox holds it (not yet acknowledged). */
  get(messageId: string): OutboxEntry | undefined {
    return this.entries.get(messageId)
  }

  /** Entries still waiting for the node, in the order they were written. */
  get pending(): OutboxEntry[] {
    return [...this.entries.values()].filter(isOutboxPending)
  }

  /** Writes a new entry to the store, then sends what can be sent. */
  async add(entry: OutboxEntry): Promise<void> {
    this.entries.set(entry.messageId, entry)
    await this.persist(entry)
    this.flush()
  }

  /** Loads `userid`'s unacknowledged entries from the store (after a reload) and sends them. */
  async restore(userid: string): Promise<void> {
    let stored: OutboxEntry[]
    try {
      stored = await this.options.store.pending(userid)
    } catch (error) {
      this.options.logger.warn('outbox: stored messages not read', error)
      return
    }
    for (const entry of stored)
      if (!this.entries.has(entry.messageId)) this.entries.set(entry.messageId, entry)
    this.flush()
  }

  /** The node acknowledged the message: it is done and leaves the outbox. */
  acked(messageId: string): void {
    this.apply(messageId, { type: 'acked' })
  }

  /** The node refused the message (invalid signature, unknown recipient). */
  refused(messageId: string): void {
    this.apply(messageId, { type: 'refused' })
  }

  /** Queues a failed message again with a fresh deadline; false when it is not a failed one. */
  retry(messageId: string): boolean {
    const entry = this.entries.get(messageId)
    if (entry?.state !== 'failed') return false
    this.apply(messageId, { type: 'retry', at: this.options.clock.now() })
    this.flush()
    return true
  }

  /** The link went down: whatever went out on it and has no ack is sent again on the next one. */
  linkLost(): void {
    for (const entry of [...this.entries.values()]) {
      if (entry.state === 'sending') this.apply(entry.messageId, { type: 'resend' })
    }
  }

  /**
   * Fails what passed its deadline, queues again what waited too long for an ack, and, when the link is
   * open, sends every queued entry in order. Stops at the first frame the link refuses.
   */
  flush(): void {
    const now = this.options.clock.now()
    let open = this.options.link.isOpen()
    for (const entry of [...this.entries.values()]) {
      const due = outboxDue(entry, now)
      if (due === 'expire') this.apply(entry.messageId, { type: 'expired' })
      if (due === 'resend') this.apply(entry.messageId, { type: 'resend' })
      if (open && (due === 'send' || due === 'resend')) open = this.sendOne(entry.messageId, now)
    }
    this.schedule()
  }

  /** Stops the timer; entries stay in the store for the next session. */
  dispose(): void {
    this.cancelTimer()
  }

  private sendOne(messageId: string, now: number): boolean {
    const entry = this.entries.get(messageId)
    if (!entry) return true
    try {
      this.options.link.send(entry)
    } catch (error) {
      this.options.logger.info('outbox: link refused a frame; it stays queued', error)
      return false
    }
    this.apply(messageId, { type: 'sent', at: now })
    return true
  }

  private apply(messageId: string, event: OutboxEvent): void {
    const entry = this.entries.get(messageId)
    if (!entry) return
    const next = outboxTransition(entry, event)
    if (next === entry) return
    if (next.state === 'acked') {
      this.entries.delete(messageId)
      void this.forget(messageId)
    } else {
      this.entries.set(messageId, next)
      // queued and sending both mean "send it" after a reload; only failing and retrying change that.
      if (next.state === 'failed' || event.type === 'retry') void this.persist(next)
    }
    this.options.changed(next, event.type)
  }

  /** One timer, at the earliest moment an entry needs something without any event. */
  private schedule(): void {
    let at = Number.POSITIVE_INFINITY
    for (const entry of this.entries.values()) at = Math.min(at, outboxWakeAt(entry) ?? at)
    if (at === this.timerAt) return
    this.cancelTimer()
    if (at === Number.POSITIVE_INFINITY) return
    const { clock } = this.options
    this.timerAt = at
    this.timer = clock.setTimeout(
      () => {
        this.timer = undefined
        this.timerAt = Number.POSITIVE_INFINITY
        this.flush()
      },
      Math.max(0, at - clock.now()),
    )
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) this.options.clock.clearTimeout(this.timer)
    this.timer = undefined
    this.timerAt = Number.POSITIVE_INFINITY
  }

  private async persist(entry: OutboxEntry): Promise<void> {
    try {
      await this.options.store.put(entry)
    } catch (error) {
      this.options.logger.warn('outbox: message not stored; it is kept in memory', error)
    }
  }

  private async forget(messageId: string): Promise<void> {
    try {
      await this.options.store.remove(messageId)
    } catch (error) {
      this.options.logger.warn('outbox: acknowledged message not removed from the store', error)
    }
  }
}
