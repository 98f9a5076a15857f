/**
 * Delivery receipts (docs/protocol.md §3.4: no socket command marks a message delivered; the recipient's
 * client calls `POST /api/messages/status/`). Once this client holds someone else's message, live or
 * caught up, it tells the node "delivered", and the node tells the sender (type 22) and keeps it in the
 * history. Ids met in the same task go in one call per chat. A receipt that fails is only logged: the
 * message itself is not affected, and a later catch-up that finds it still `received` sends it again.
 */
import { messageStatus } from '../../domain/contract'
import { isWeakerMark } from '../../domain/messages'
import type { ClientContext } from '../core/context'
import type { ChatActivity } from './activity'

/** Whether this client should say it has `activity`'s message: someone else's, the node not yet told. */
export const owesReceipt = ({ fromSelf, source, message }: ChatActivity): boolean =>
  !fromSelf && (source === 'live' || isWeakerMark('delivered', message.status))

export class DeliveryReceipts {
  // Ids to report per chat, sent together once the current task's work is done.
  private pending = new Map<string, Set<string>>()
  private disposed = false

  constructor(private readonly ctx: ClientContext) {}

  /** Reports the messages of `activities` this client owes a receipt for. */
  add(activities: readonly ChatActivity[]): void {
    if (this.disposed) return
    const owed = activities.filter(owesReceipt)
    if (owed.length === 0) return
    const first = this.pending.size === 0
    for (const { chatId, message } of owed) this.idsOf(chatId).add(message.id)
    if (first) queueMicrotask(() => this.flush())
  }

  /** Nothing more is sent. */
  dispose(): void {
    this.disposed = true
    this.pending.clear()
  }

  private idsOf(chatId: string): Set<string> {
    const ids = this.pending.get(chatId) ?? new Set<string>()
    this.pending.set(chatId, ids)
    return ids
  }

  private flush(): void {
    const batches = this.pending
    this.pending = new Map()
    if (this.disposed) return
    for (const [topic, ids] of batches) {
      this.ctx.api
        .call(messageStatus, { topic, messages: [...ids], status: 'delivered' })
        .catch((error: unknown) => this.ctx.ports.logger.info('delivery receipt not sent', error))
    }
  }
}
