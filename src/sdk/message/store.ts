/**
 * Where the message module keeps what outlives the page: chat records in the ChatStore port (when the
 * app gave one and opened it) and the last sync time under LAST_MESSAGE_UPDATED_AT (docs/product.md §3),
 * and per user in the SyncCursorStore port when there is one (then that one is the cursor: the shared
 * key could hold another account's time). Storage is best effort: a failing store is logged and never
 * fails a send or a sync.
 */
import { StorageKeys } from '../../domain/config'
import type { ChatRecord, Logger, SyncCursorStore } from '../../ports'
import type { MessageStores, SdkPorts } from '../core/context'
import type { ChatActivity } from './activity'

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

export class MessageStore {
  private readonly logger: Logger

  constructor(
    private readonly ports: SdkPorts & MessageStores,
    private readonly userid: string,
  ) {
    this.logger = ports.logger
  }

  /** Saves one record per message into the chat store, when there is an open one. */
  async save(activities: readonly ChatActivity[], activeTopic: string | null): Promise<void> {
    const store = this.ports.chatStore
    if (!store?.ready || activities.length === 0) return
    try {
      await store.putMessages(activities.map((a) => recordOf(a, activeTopic)))
    } catch (error) {
      this.logger.warn('chat store: messages not saved', error)
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
