/**
 * The node's statuses this client heard, by message id. A page of the open chat read before one arrived (a
 * stored record, or the node's page still on its way) is shown with it, so a row never goes back to "sending"
 * after its ack, nor a mark to an older one (docs/protocol.md §3.4). Bounded: the oldest ids go first.
 */
import { applyNodeStatuses, type DisplayMessage, type StatusUpdate } from '../../domain/messages'

/** received, delivered, read, and room for a repeat: more of one message would only repeat these. */
const PER_MESSAGE = 4

export class HeardMarks {
  private readonly byId = new Map<string, StatusUpdate[]>()

  constructor(private readonly limit = 2_000) {}

  note(updates: readonly StatusUpdate[]): void {
    for (const update of updates) {
      const held = this.byId.get(update.messageId)
      if (held) {
        held.push(update)
        if (held.length > PER_MESSAGE) held.shift()
        continue
      }
      this.byId.set(update.messageId, [update])
      // A Map iterates in insertion order, so the first key is the oldest.
      if (this.byId.size > this.limit) this.byId.delete(this.byId.keys().next().value as string)
    }
  }

  /** Forgets what was heard of a message sent again (a retried failure is sending, not failed). */
  forget(messageId: string): void {
    this.byId.delete(messageId)
  }

  /** `rows` with what was heard of them applied, in the order heard; the same array when nothing applies. */
  onto(rows: readonly DisplayMessage[]): readonly DisplayMessage[] {
    const updates = rows.flatMap((row) => this.byId.get(row.id) ?? [])
    return updates.length === 0 ? rows : applyNodeStatuses(rows, updates)
  }
}
