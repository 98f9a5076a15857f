/**
 * The rows of the chat that is open, NEWEST FIRST (the node's history order): page 1 replaces them,
 * later (older) pages append, live and caught-up messages join in timestamp order, statuses follow the
 * domain rules (no downgrade, failures always apply). Every method says whether the rows changed, and
 * `watch` hands the rows to a screen after every change.
 */
import { applyNodeStatuses, type DisplayMessage, mergePage, type StatusUpdate } from '../../domain/messages'
import type { Logger } from '../../ports'
import { Watchers } from '../core/watchers'

/**
 * Where a message of time `timestamp` goes in rows kept newest first: after every strictly newer row and
 * before rows of the same time (a stable sort of new-then-old rows put it there too). O(log n).
 */
const insertionIndex = (rows: readonly DisplayMessage[], timestamp: number): number => {
  let low = 0
  let high = rows.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((rows[mid] as DisplayMessage).timestamp > timestamp) low = mid + 1
    else high = mid
  }
  return low
}

/** A chat a screen opened (`open`) or closed: the chat list keeps an opened chat's unread count at 0. */
export interface ChatOpening {
  chatId: string
  open: boolean
}

/** The logger of a chat built alone (tests): a throwing listener is dropped silently. */
const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} }

export class OpenChat {
  private current: string | null = null
  private rows: DisplayMessage[] = []
  // The ids of `rows`, kept beside them so a new message is checked without scanning the list.
  private ids = new Set<string>()
  // A throwing listener is logged, never breaking the flow that changed the rows.
  private readonly watchers: Watchers<readonly DisplayMessage[]>
  private readonly openings: Watchers<ChatOpening>

  constructor(logger: Logger = silent) {
    this.watchers = new Watchers(logger, 'message.watch')
    this.openings = new Watchers(logger, 'message.onOpening')
  }

  get topic(): string | null {
    return this.current
  }

  get messages(): readonly DisplayMessage[] {
    return this.rows
  }

  /** Switches chats; a different topic starts empty. */
  open(topic: string | null): void {
    if (topic === this.current) return
    this.current = topic
    this.set([])
  }

  /**
   * Opens `topic` and gives `listener` its rows now and after every change while it stays the open chat;
   * the returned function closes it (when it is still the open one).
   */
  watch(topic: string, listener: (rows: readonly DisplayMessage[]) => void): () => void {
    this.open(topic)
    const watcher = (rows: readonly DisplayMessage[]) => {
      if (this.current === topic) listener(rows)
    }
    const off = this.watchers.add(watcher)
    this.watchers.tellOne(watcher, this.rows)
    this.openings.tell({ chatId: topic, open: true })
    let closed = false
    return () => {
      if (closed) return
      closed = true
      off()
      if (this.current === topic) this.open(null)
      this.openings.tell({ chatId: topic, open: false })
    }
  }

  /** Hears every chat a screen opens or closes through `watch`, until the returned function is called. */
  onOpening(listener: (opening: ChatOpening) => void): () => void {
    return this.openings.add(listener)
  }

  mergePage(messages: readonly DisplayMessage[], page: number): void {
    this.set(mergePage(this.rows, messages, page))
  }

  /**
   * Adds messages not shown yet, keeping newest first; returns whether any was added. Each goes in by
   * binary search (the list is replaced, not mutated, so earlier snapshots handed out stay as they were).
   */
  add(messages: readonly DisplayMessage[]): boolean {
    const fresh = messages.filter((m) => !this.ids.has(m.id))
    if (fresh.length === 0) return false
    // A batch lands the way the old sort put it: newer first, equal times in the order given.
    const batch = [...fresh].sort((a, b) => b.timestamp - a.timestamp)
    const next = [...this.rows]
    // Inserted last to first, each before rows of its time: equal times end in the order given.
    for (let i = batch.length - 1; i >= 0; i--) {
      const message = batch[i] as DisplayMessage
      if (this.ids.has(message.id)) continue
      next.splice(insertionIndex(next, message.timestamp), 0, message)
      this.ids.add(message.id)
    }
    this.rows = next
    this.changed()
    return true
  }

  /** Puts `message` in place of the row with its id (a retried send); returns whether there was one. */
  replace(message: DisplayMessage): boolean {
    if (!this.ids.has(message.id)) return false
    this.rows = this.rows.map((m) => (m.id === message.id ? message : m))
    this.changed()
    return true
  }

  /**
   * Applies status frames by message id (a row still sending takes the node's first status, see the
   * domain's `applyNodeStatuses`, one pass for the batch); returns whether a row changed.
   */
  apply(updates: readonly StatusUpdate[]): boolean {
    const next = applyNodeStatuses(this.rows, updates)
    if (next === this.rows) return false
    this.rows = [...next]
    this.changed()
    return true
  }

  private set(rows: DisplayMessage[]): void {
    this.rows = rows
    this.ids = new Set(rows.map((m) => m.id))
    this.changed()
  }

  private changed(): void {
    this.watchers.tell(this.rows)
  }
}
