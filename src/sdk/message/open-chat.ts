/**
 * The rows of the chat that is open, NEWEST FIRST (the node's history order): page 1 replaces them,
 * later (older) pages append, live and caught-up messages join in timestamp order, statuses follow the
 * domain rules (no downgrade, failures always apply). Every method says whether the rows changed.
 */
import { applyStatus, type DisplayMessage, mergePage, type StatusUpdate } from '../../domain/messages'

export class OpenChat {
  private current: string | null = null
  private rows: readonly DisplayMessage[] = []

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
    this.rows = []
  }

  mergePage(messages: readonly DisplayMessage[], page: number): void {
    this.rows = mergePage(this.rows, messages, page)
  }

  /** Adds messages not shown yet, keeping newest first; returns whether any was added. */
  add(messages: readonly DisplayMessage[]): boolean {
    const known = new Set(this.rows.map((m) => m.id))
    const fresh = messages.filter((m) => !known.has(m.id))
    if (fresh.length === 0) return false
    this.rows = [...fresh, ...this.rows].sort((a, b) => b.timestamp - a.timestamp)
    return true
  }

  /** Puts `message` in place of the row with its id (a retried send); returns whether there was one. */
  replace(message: DisplayMessage): boolean {
    if (!this.rows.some((m) => m.id === message.id)) return false
    this.rows = this.rows.map((m) => (m.id === message.id ? message : m))
    return true
  }

  /** Applies status frames by message id; returns whether a row changed. */
  apply(updates: readonly StatusUpdate[]): boolean {
    const next = updates.reduce(applyStatus, this.rows)
    if (next === this.rows) return false
    this.rows = next
    return true
  }
}
