/**
 * What the chat store needs from a database, without the readiness rules (those live in
 * idb-chat-store.ts): the IndexedDB backend and the in-memory fallback both implement it.
 */
import type { Channel } from '../../domain/messages'
import type { ChatPrefs } from '../../domain/search'
import type { CachedUserInfo, ChatRecord } from '../../ports'

export interface ChatBackend {
  /** Which implementation answered, for logs and tests. */
  readonly kind: 'indexeddb' | 'memory'
  putMessages(records: readonly ChatRecord[]): Promise<void>
  /** Records of a chat, in any order. */
  messagesOf(chatId: string): Promise<ChatRecord[]>
  messagesFrom(senderId: string): Promise<ChatRecord[]>
  /** The newest `count` records of a chat, oldest first. */
  newestOf(chatId: string, count: number): Promise<ChatRecord[]>
  putUserInfo(info: CachedUserInfo): Promise<void>
  userInfo(userid: string): Promise<CachedUserInfo | undefined>
  /** The chat list stored for `userid`; [] when none. */
  channelsOf(userid: string): Promise<Channel[]>
  putChannels(userid: string, channels: readonly Channel[]): Promise<void>
  /** Walks the records (of `chatId` only, when given), never all at once, until `visit` returns false. */
  scanMessages(visit: (record: ChatRecord) => boolean | undefined, chatId?: string): Promise<void>
  /** The pinned and archived chats stored for `userid`, as stored; undefined when none. */
  chatPrefsOf(userid: string): Promise<unknown>
  putChatPrefs(userid: string, prefs: ChatPrefs): Promise<void>
  /** The stored last message update time, or undefined when never set. */
  lastUpdate(): Promise<number | undefined>
  setLastUpdate(ms: number): Promise<void>
  close(): void
}

// Oldest first; the id breaks ties so every backend agrees on the order.
export const byTime = (a: ChatRecord, b: ChatRecord): number =>
  a.timestamp - b.timestamp || (a.messageId < b.messageId ? -1 : a.messageId > b.messageId ? 1 : 0)

/** The newest `count` of `records`, oldest first. */
export const newestOfAll = (records: ChatRecord[], count: number): ChatRecord[] =>
  records.sort(byTime).slice(-count)

/** How many of each chat's newest records are kept together for opening it (pages of 20 fit 5 times). */
export const NEWEST_KEPT = 100

/** A chat's kept newest records after `added` (same id replaces), at most NEWEST_KEPT, oldest first. */
export const newestAfter = (kept: readonly ChatRecord[], added: readonly ChatRecord[]): ChatRecord[] => {
  const byId = new Map(kept.map((r) => [r.messageId, r]))
  for (const r of added) byId.set(r.messageId, r)
  return newestOfAll([...byId.values()], NEWEST_KEPT)
}

/**
 * A backend holding everything in memory: used when IndexedDB is missing or refuses to open (private
 * mode, blocked storage, a newer schema), so the app keeps working for the session. Values are
 * structured clones, as with IndexedDB, so a caller mutating a record never changes the store.
 */
export const createMemoryChatBackend = (): ChatBackend => {
  const messages = new Map<string, ChatRecord>()
  const users = new Map<string, CachedUserInfo>()
  const channels = new Map<string, Channel[]>()
  const prefs = new Map<string, ChatPrefs>()
  let last: number | undefined
  const copies = (filter: (r: ChatRecord) => boolean): ChatRecord[] =>
    [...messages.values()].filter(filter).map((r) => structuredClone(r))
  return {
    kind: 'memory',
    async putMessages(records) {
      const cloned = records.map((r) => structuredClone(r))
      for (const r of cloned) messages.set(r.messageId, r)
    },
    messagesOf: async (chatId) => copies((r) => r.chatId === chatId),
    messagesFrom: async (senderId) => copies((r) => r.from === senderId),
    newestOf: async (chatId, count) =>
      newestOfAll(
        copies((r) => r.chatId === chatId),
        count,
      ),
    async putUserInfo(info) {
      users.set(info.userid, structuredClone(info))
    },
    async userInfo(userid) {
      const info = users.get(userid)
      return info && structuredClone(info)
    },
    channelsOf: async (userid) => structuredClone(channels.get(userid) ?? []),
    async putChannels(userid, list) {
      channels.set(userid, structuredClone([...list]))
    },
    async scanMessages(visit, chatId) {
      for (const r of messages.values()) {
        if (chatId !== undefined && r.chatId !== chatId) continue
        if (visit(structuredClone(r)) === false) return
      }
    },
    chatPrefsOf: async (userid) => structuredClone(prefs.get(userid)),
    async putChatPrefs(userid, value) {
      prefs.set(userid, structuredClone(value))
    },
    lastUpdate: async () => last,
    async setLastUpdate(ms) {
      last = ms
    },
    close() {},
  }
}
