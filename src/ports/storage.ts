import type { StorageKeys } from '../domain/config'
import type { Channel } from '../domain/messages'
import type { ChatPrefs } from '../domain/search'

export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys]

/**
 * Small persistent strings (localStorage in the browser): keys, user id, fast URL (docs/product.md §3).
 * Never throws: a storage the browser refuses (private mode, quota) reads as empty and drops writes.
 */
export interface KeyStore {
  get(key: StorageKey): string | null
  set(key: StorageKey, value: string): void
  remove(key: StorageKey): void
  /** Keys starting with a prefix, e.g. get-starknet's `gsw-last-…`. */
  keysWithPrefix(prefix: string): string[]
  removeRaw(key: string): void
}

export interface ChatRecord {
  /** The message id. */
  messageId: string
  chatId: string
  from: string
  contentTopic: string
  timestamp: number
  unread: boolean
  payload: { messageList: unknown[] }
  lastMessage?: string
  updatedAt?: number
}

export interface CachedUserInfo {
  userid: string
  nickname: string
  avatar_url: string
}

/**
 * The local chat database (IndexedDB, version 1: a `chat_history` store keyed per chat with an index
 * on sender, the user info cache, the last message update time). Every method rejects with "indexDB is
 * not initialized" when used before `open()` resolved.
 */
export interface ChatStore {
  open(): Promise<void>
  readonly ready: boolean
  /** Once open, where it keeps records: `memory` when IndexedDB is missing or refused (not persisted). */
  readonly backend?: 'indexeddb' | 'memory' | undefined
  putMessages(records: readonly ChatRecord[]): Promise<void>
  messagesOf(chatId: string): Promise<ChatRecord[]>
  messagesFrom(senderId: string): Promise<ChatRecord[]>
  /** The newest `count` records of a chat, oldest first (opening a chat reads this, not the whole chat). */
  newestOf?(chatId: string, count: number): Promise<ChatRecord[]>
  putUserInfo(info: CachedUserInfo): Promise<void>
  userInfo(userid: string): Promise<CachedUserInfo | undefined>
  /** The chat list last stored for `userid` (docs/product.md §3 Channel, local fields too); [] when none. */
  channelsOf?(userid: string): Promise<Channel[]>
  /** Replaces the stored chat list of `userid`. */
  putChannels?(userid: string, channels: readonly Channel[]): Promise<void>
  /**
   * Walks the stored records (of `chatId` only, when given) one at a time, in no particular order, without
   * reading them all into memory first; `visit` returning false stops the walk (docs/product.md §14.12).
   */
  scanMessages?(visit: (record: ChatRecord) => boolean | undefined, chatId?: string): Promise<void>
  /** The pinned and archived chats stored for `userid` (docs/product.md §14.12), as stored; undefined when none. */
  chatPrefsOf?(userid: string): Promise<unknown>
  putChatPrefs?(userid: string, prefs: ChatPrefs): Promise<void>
  lastUpdate(): Promise<number>
  setLastUpdate(ms: number): Promise<void>
  close(): void
}
