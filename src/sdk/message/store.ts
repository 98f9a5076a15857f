/**
 * Where the message module keeps what outlives the page: chat records in the ChatStore port (when the
 * app gave one and opened it) and the last sync time under LAST_MESSAGE_UPDATED_AT (docs/product.md §3),
 * and per user in the SyncCursorStore port when there is one (then that one is the cursor: the shared
 * key could hold another account's time). Storage is best effort: a failing store is logged and never
 * fails a send or a sync.
 */
import { StorageKeys } from '../../domain/config'
import { applyNodeStatus, type DisplayMessage } from '../../domain/messages'
import { isGroupTopic } from '../../domain/protocol'
import type { ChatRecord, ChatStore, Logger, SyncCursorStore } from '../../ports'
import type { MessageStores, SdkPorts } from '../core/context'
import type { ChatActivity } from './activity'
import { findMarked, type StatusMark } from './stored-marks'

const recordOf = (activity: ChatActivity, activeTopic: string | null): ChatRecord => ({
  messageId: activity.message.id,
  chatId: activity.chatId,
  from: activity.message.senderId,
  contentTopic: activity.contentTopic,
  timestamp: activity.message.timestamp,
  unread: activity.countsAsUnread && activity.chatId !== activeTopic,
  payload: { messageList: [activity.message] },
  lastMessage: activity.message.content,
  updatedAt: activity.message.timestamp,
})

interface Batch {
  records: ChatRecord[]
  written: Promise<void>
}

/** The display message a record keeps (`payload.messageList[0]`, as `recordOf` writes it); none if odd. */
export const storedMessage = (record: ChatRecord): DisplayMessage[] => {
  const [message] = record.payload.messageList as Partial<DisplayMessage>[]
  const usable = typeof message?.id === 'string' && typeof message.timestamp === 'number'
  return usable ? [message as DisplayMessage] : []
}

export class MessageStore {
  private readonly logger: Logger
  // Records saved during the current task, written together in one transaction when it ends.
  private batch: Batch | undefined
  // Own messages stored and not yet acknowledged (sending or failed), so their ack updates the record too.
  private readonly sending = new Map<string, ChatRecord>()
  // Status writes, one after another: each reads what the one before wrote.
  private marking: Promise<void> = Promise.resolve()

  constructor(
    private readonly ports: SdkPorts & MessageStores,
    private readonly userid: string,
  ) {
    this.logger = ports.logger
  }

  /**
   * Saves one record per message into the chat store, when there is an open one. Every save made in the
   * same task joins one batch, written in one transaction once the task's synchronous work is done (a
   * burst of frames costs one write, not one per message); resolves when its batch is written.
   */
  save(activities: readonly ChatActivity[], activeTopic: string | null): Promise<void> {
    const store = this.ports.chatStore
    if (!store?.ready || activities.length === 0) return Promise.resolve()
    const records = activities.map((a) => recordOf(a, activeTopic))
    for (const [i, a] of activities.entries()) {
      if (a.fromSelf && a.message.msgLoading === 'loading')
        this.sending.set(a.message.id, records[i] as ChatRecord)
    }
    return this.write(store, records)
  }

  /**
   * Writes the node's statuses on stored messages (docs/protocol.md §3.4), one update after another so a
   * later mark is never written under an earlier one: own messages stored while sending (their ack may
   * come with the chat closed, and a record left "sending" would show so after a reload), and any stored
   * message of the chat an update names (a delivered or read mark arriving later, or after a reload).
   * Marks never go back (the domain's rules). Resolves once written; a failing store is logged.
   */
  updateSent(updates: readonly StatusMark[]): Promise<void> {
    const store = this.ports.chatStore
    if (!store?.ready || updates.length === 0) return Promise.resolve()
    this.marking = this.marking.then(() => this.writeMarks(store, updates))
    return this.marking
  }

  private async writeMarks(store: ChatStore, updates: readonly StatusMark[]): Promise<void> {
    let records: Map<string, ChatRecord>
    try {
      records = await findMarked(
        store,
        updates.filter((u) => !this.sending.has(u.messageId)),
      )
    } catch (error) {
      this.logger.warn('chat store: messages not read', error)
      records = new Map()
    }
    for (const { messageId } of updates) {
      const sending = this.sending.get(messageId)
      if (sending) records.set(messageId, sending)
    }
    const changed = new Map<string, ChatRecord>()
    for (const update of updates) {
      const record = records.get(update.messageId)
      const [message] = record ? storedMessage(record) : []
      if (!record || !message) continue
      const [next] = applyNodeStatus([message], update)
      if (!next || next === message) continue
      const updated = { ...record, payload: { messageList: [next] } }
      records.set(message.id, updated)
      changed.set(message.id, updated)
      // A failed message stays: a retry's ack must still reach its record.
      if (!this.sending.has(message.id)) continue
      if (next.msgLoading === 'success') this.sending.delete(message.id)
      else this.sending.set(message.id, updated)
    }
    if (changed.size > 0) await this.write(store, [...changed.values()])
  }

  /** Joins `records` to this task's batch, written in one transaction; resolves once it is written. */
  private write(store: ChatStore, records: ChatRecord[]): Promise<void> {
    if (this.batch) {
      this.batch.records.push(...records)
      return this.batch.written
    }
    const batch: Batch = { records, written: Promise.resolve() }
    this.batch = batch
    batch.written = Promise.resolve().then(async () => {
      this.batch = undefined
      try {
        await store.putMessages(batch.records)
      } catch (error) {
        this.logger.warn('chat store: messages not saved', error)
      }
    })
    return batch.written
  }

  /**
   * The newest `size` stored records of `chatId` this user took part in, oldest first; [] without an open
   * store. The database is the browser's, not the account's: another account on this device may have
   * chatted with the same peer, and its records are not shown.
   */
  async newest(chatId: string, size: number): Promise<ChatRecord[]> {
    const store = this.ports.chatStore
    if (!store?.ready) return []
    const mine = (r: ChatRecord) =>
      isGroupTopic(r.chatId) || r.from === this.userid || r.contentTopic === this.userid
    try {
      const records = store.newestOf
        ? await store.newestOf(chatId, size)
        : (await store.messagesOf(chatId)).slice(-size)
      return records.filter(mine)
    } catch (error) {
      this.logger.warn('chat store: messages not read', error)
      return []
    }
  }

  /** Saves messages, then records `syncedAt` as the sync time. Never rejects: failures are logged. */
  async record(
    activities: readonly ChatActivity[],
    activeTopic: string | null,
    syncedAt: number,
  ): Promise<void> {
    try {
      await this.save(activities, activeTopic)
      await this.markSynced(syncedAt)
    } catch (error) {
      this.logger.warn('messages not stored', error)
    }
  }

  /** Records that everything up to `ms` has been seen; never moves backwards. */
  async markSynced(ms: number): Promise<void> {
    const current = await this.lastSynced()
    if (ms <= current) return
    this.ports.keyStore?.set(StorageKeys.lastMessageUpdatedAt, String(ms))
    await this.writeCursor(ms)
    const store = this.ports.chatStore
    if (!store?.ready) return
    try {
      await store.setLastUpdate(ms)
    } catch (error) {
      this.logger.warn('chat store: last update not saved', error)
    }
  }

  /** The last sync time in ms from the key store or the chat store (the later one), 0 when unknown. */
  async lastSynced(): Promise<number> {
    const cursors = this.ports.syncCursor
    if (cursors) return this.readCursor(cursors)
    const stored = Number(this.ports.keyStore?.get(StorageKeys.lastMessageUpdatedAt) ?? 0)
    const fromKeyStore = Number.isFinite(stored) ? stored : 0
    const store = this.ports.chatStore
    if (!store?.ready) return fromKeyStore
    try {
      return Math.max(fromKeyStore, await store.lastUpdate())
    } catch (error) {
      this.logger.warn('chat store: last update not read', error)
      return fromKeyStore
    }
  }

  private async readCursor(cursors: SyncCursorStore): Promise<number> {
    try {
      return (await cursors.read(this.userid)) ?? 0
    } catch (error) {
      this.logger.warn('sync cursor not read', error)
      return 0
    }
  }

  private async writeCursor(ms: number): Promise<void> {
    try {
      await this.ports.syncCursor?.write(this.userid, ms)
    } catch (error) {
      this.logger.warn('sync cursor not saved', error)
    }
  }
}
