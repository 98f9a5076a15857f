/**
 * The IndexedDB backend (protocol/spec: database version 1, a `chat_history` store keyed by message id
 * with indexes on chatId and on sender, the user info cache, and a meta store for the last update time).
 */
import { type DBSchema, type IDBPDatabase, wrap } from 'idb'
import { CHAT_HISTORY_STORE, DB_NAME, DB_VERSION, USER_INFO_STORE } from '../../domain/config'
import type { Channel } from '../../domain/messages'
import type { ChatPrefs } from '../../domain/search'
import type { CachedUserInfo, ChatRecord } from '../../ports'
import { type ChatBackend, NEWEST_KEPT, newestAfter, newestOfAll } from './chat-backend'

/** Small key-value store beside the chat history; the config has no name for it. */
export const META_STORE = 'meta'
export const LAST_UPDATE_KEY = 'lastMessageUpdatedAt'
/**
 * The newest records of each chat, kept in the meta store under `newest:<chatId>` so opening a chat reads
 * one value instead of the whole chat: database version 1 (docs/product.md §9) has no index by time.
 */
const NEWEST_PREFIX = 'newest:'
/**
 * Each account's chat list with its local fields (docs/product.md §3 Channel), under `channels:<userid>` in
 * the same meta store: the list is read and written whole, so it needs no store or version of its own.
 */
const CHANNELS_PREFIX = 'channels:'
/** How many records a walk of the whole store reads at a time (scanMessages). */
const SCAN_BATCH = 500
/** Each account's pinned and archived chats (docs/product.md §14.12), under `chatPrefs:<userid>` in the meta store. */
const PREFS_PREFIX = 'chatPrefs:'

/** A meta value under the `newest:` prefix: a chat's kept records (keys tell the kinds of value apart). */
const keptRecords = (value: unknown): ChatRecord[] => (Array.isArray(value) ? (value as ChatRecord[]) : [])

export interface ChatDb extends DBSchema {
  [CHAT_HISTORY_STORE]: { key: string; value: ChatRecord; indexes: { chatId: string; from: string } }
  [USER_INFO_STORE]: { key: string; value: CachedUserInfo }
  [META_STORE]: { key: string; value: number | ChatRecord[] | Channel[] | ChatPrefs }
}

// Version 1 creates everything; later versions add steps keyed on oldVersion.
const upgrade = (db: IDBPDatabase<ChatDb>, oldVersion: number): void => {
  if (oldVersion < 1) {
    const history = db.createObjectStore(CHAT_HISTORY_STORE, { keyPath: 'messageId' })
    history.createIndex('chatId', 'chatId')
    history.createIndex('from', 'from')
    db.createObjectStore(USER_INFO_STORE, { keyPath: 'userid' })
    db.createObjectStore(META_STORE)
  }
}

/** Opens the database through `factory` (injectable, unlike idb's openDB which reads the global). */
const openDatabase = async (factory: IDBFactory, name: string): Promise<IDBPDatabase<ChatDb>> => {
  const request = factory.open(name, DB_VERSION)
  request.addEventListener('upgradeneeded', (event) => {
    // wrap() returns an untyped database; the schema above is what `upgrade` just created.
    const db = wrap(request.result) as unknown as IDBPDatabase<ChatDb>
    upgrade(db, event.oldVersion)
  })
  const db = await wrap(request)
  if (!db) throw new Error('IndexedDB open returned no database')
  return db as unknown as IDBPDatabase<ChatDb>
}

/**
 * Opens the chat database and resolves once it is usable. Rejects if the factory refuses (a blocked or
 * newer database, private mode); the caller decides whether to fall back.
 */
export const openIdbChatBackend = async (
  factory: IDBFactory,
  name: string = DB_NAME,
): Promise<ChatBackend> => {
  const db = await openDatabase(factory, name)
  // Another tab upgrading the schema must not stay blocked by this connection.
  db.addEventListener('versionchange', () => db.close())
  return {
    kind: 'indexeddb',
    async putMessages(records) {
      const tx = db.transaction([CHAT_HISTORY_STORE, META_STORE], 'readwrite')
      const meta = tx.objectStore(META_STORE)
      const byChat = new Map<string, ChatRecord[]>()
      for (const r of records) {
        const list = byChat.get(r.chatId)
        if (list) list.push(r)
        else byChat.set(r.chatId, [r])
      }
      const pages = [...byChat].map(async ([chatId, added]) => {
        const kept = await meta.get(`${NEWEST_PREFIX}${chatId}`)
        await meta.put(newestAfter(keptRecords(kept), added), `${NEWEST_PREFIX}${chatId}`)
      })
      const history = tx.objectStore(CHAT_HISTORY_STORE)
      await Promise.all([...records.map((r) => history.put(r)), ...pages, tx.done])
    },
    async newestOf(chatId, count) {
      if (count > NEWEST_KEPT)
        return newestOfAll(await db.getAllFromIndex(CHAT_HISTORY_STORE, 'chatId', chatId), count)
      return keptRecords(await db.get(META_STORE, `${NEWEST_PREFIX}${chatId}`)).slice(-count)
    },
    messagesOf: (chatId) => db.getAllFromIndex(CHAT_HISTORY_STORE, 'chatId', chatId),
    messagesFrom: (senderId) => db.getAllFromIndex(CHAT_HISTORY_STORE, 'from', senderId),
    async putUserInfo(info) {
      await db.put(USER_INFO_STORE, info)
    },
    userInfo: (userid) => db.get(USER_INFO_STORE, userid),
    async channelsOf(userid) {
      const list = await db.get(META_STORE, `${CHANNELS_PREFIX}${userid}`)
      return Array.isArray(list) ? (list as Channel[]) : []
    },
    async putChannels(userid, list) {
      await db.put(META_STORE, [...list], `${CHANNELS_PREFIX}${userid}`)
    },
    async scanMessages(visit, chatId) {
      if (chatId !== undefined) {
        // One chat: a cursor over its index, one record at a time.
        let cursor = await db.transaction(CHAT_HISTORY_STORE).store.index('chatId').openCursor(chatId)
        while (cursor) {
          if (visit(cursor.value) === false) return
          cursor = await cursor.continue()
        }
        return
      }
      // Every chat: the store in key order, SCAN_BATCH records a read, never read whole (docs/product.md §14.12).
      // A cursor's round trip per record took 10,000 records about 0.4 s in Chromium; batches take a fraction.
      let after: string | undefined
      for (;;) {
        const range = after === undefined ? null : IDBKeyRange.lowerBound(after, true)
        const batch = await db.getAll(CHAT_HISTORY_STORE, range, SCAN_BATCH)
        for (const record of batch) if (visit(record) === false) return
        if (batch.length < SCAN_BATCH) return
        after = (batch[batch.length - 1] as ChatRecord).messageId
      }
    },
    async chatPrefsOf(userid) {
      return db.get(META_STORE, `${PREFS_PREFIX}${userid}`)
    },
    async putChatPrefs(userid, value) {
      await db.put(
        META_STORE,
        { pinned: [...value.pinned], archived: [...value.archived] },
        `${PREFS_PREFIX}${userid}`,
      )
    },
    lastUpdate: async () => {
      const last = await db.get(META_STORE, LAST_UPDATE_KEY)
      return typeof last === 'number' ? last : undefined
    },
    async setLastUpdate(ms) {
      await db.put(META_STORE, ms, LAST_UPDATE_KEY)
    },
    close: () => db.close(),
  }
}
