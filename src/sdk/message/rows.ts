/**
 * What the message module shows (docs/product.md §4 "Messages and unread"): the open chat's rows
 * (`open-chat.ts`, which hands them to a screen's `watch`), the ids already handled, the activity the
 * channel list hears, and the events of the official SDK's shape; each message shown is also written to the
 * chat store. The module hands it data and it calls nothing back.
 */
import type { DisplayMessage } from '../../domain/messages'
import type { Logger } from '../../ports'
import { Watchers } from '../core/watchers'
import type { ChatActivity } from './activity'
import { HeardMarks } from './heard-marks'
import type { Notifier } from './notifier'
import { OpenChat } from './open-chat'
import { RecentIds } from './recent-ids'
import type { Senders } from './senders'
import type { MessageStore } from './store'
import type { StatusMark } from './stored-marks'

export class ChatRows {
  readonly chat: OpenChat
  readonly seen = new RecentIds()
  private readonly heard = new HeardMarks()
  private readonly listeners: Watchers<ChatActivity>
  // The store write of each own message being sent, awaited by the send that made it (gone once written).
  private readonly sentSaved = new Map<string, Promise<void>>()

  constructor(
    private readonly notifier: Notifier,
    private readonly store: MessageStore,
    private readonly senders: Senders,
    logger: Logger,
  ) {
    this.chat = new OpenChat(logger)
    this.listeners = new Watchers(logger, 'message.onActivity')
  }

  onActivity(listener: (activity: ChatActivity) => void): () => void {
    return this.listeners.add(listener)
  }

  dispose(): void {
    this.listeners.clear()
  }

  /**
   * A new own message: known by id from now on, shown at once, event `message.send`, and stored before
   * it can be acknowledged (so the ack's status is written over it, never under it).
   */
  showSent(activity: ChatActivity): void {
    const id = activity.message.id
    this.sentSaved.set(
      id,
      this.store.save([activity], this.chat.topic).finally(() => this.sentSaved.delete(id)),
    )
    this.seen.add(id)
    this.absorb([activity])
    this.notifier.emit('message.send', { message: activity.message })
  }

  /** An own message once it is stored: its row as the open chat shows it, or `echo` for another chat. */
  async sentRow(echo: DisplayMessage): Promise<DisplayMessage> {
    await this.sentSaved.get(echo.id)
    return this.chat.messages.find((m) => m.id === echo.id) ?? echo
  }

  /** A retried own message: its row goes back to sending. */
  resend(echo: DisplayMessage): void {
    this.heard.forget(echo.id)
    if (this.chat.replace(echo)) this.notifier.emit('message.updated', { messages: this.chat.messages })
  }

  /** Adds new rows of the open chat, then tells activity listeners, oldest first. */
  absorb(activities: readonly ChatActivity[]): void {
    const open = this.senders.name(
      activities.filter((a) => a.chatId === this.chat.topic).map((a) => a.message),
    )
    if (this.chat.add(open)) this.notifier.emit('message.updated', { messages: this.chat.messages })
    for (const activity of activities) this.listeners.tell(activity)
  }

  /** Statuses by message id, on the rows and on the stored messages (of the chat each update names). */
  applyStatuses(updates: readonly StatusMark[]): void {
    this.heard.note(updates)
    void this.store.updateSent(updates)
    if (this.chat.apply(updates)) this.notifier.emit('message.updated', { messages: this.chat.messages })
  }

  /**
   * A history page of the open chat (from the node or the store): known by id, merged (page 1 replaces,
   * later pages append) with `kept` (stored rows of its span the node did not name), event `message.getList`.
   */
  showPage(messages: readonly DisplayMessage[], page: number, kept: readonly DisplayMessage[] = []): void {
    for (const message of messages) this.seen.add(message.id)
    // Read before a status arrived, maybe: shown with it (./heard-marks.ts).
    this.chat.mergePage([...this.heard.onto(messages)], page)
    if (kept.length > 0) this.chat.add(this.heard.onto(kept))
    this.notifier.emit('message.getList', { messages: this.chat.messages, page })
  }
}
