/**
 * ChatStore over IndexedDB (via `idb`), degrading to memory when the browser has no usable IndexedDB.
 * Readiness is explicit: nothing runs before `open()` resolved, which closes the race the Web3MQ JS SDK
 * had (it opened the database without awaiting it and failed the first reads).
 */
import { DB_NAME } from '../../domain/config'
import { errors } from '../../domain/errors'
import type { Channel } from '../../domain/messages'
import type { ChatPrefs } from '../../domain/search'
import type { CachedUserInfo, ChatRecord, ChatStore, Logger } from '../../ports'
import { consoleLogger } from '../platform/console-logger'
import { byTime, type ChatBackend, createMemoryChatBackend } from './chat-backend'
import { openIdbChatBackend } from './idb-backend'

export interface IdbChatStoreOptions {
  /** The IndexedDB factory; default `globalThis.indexedDB`. `null` means none (memory is used). */
  indexedDB?: IDBFactory | null
  /** Database name; default config.DB_NAME. */
  name?: string
  /** Receives the warning when the store falls back to memory; default the console. */
  logger?: Pick<Logger, 'warn'>
}

/** A ChatStore that also says which backend answers (undefined until opened). */
export interface IdbChatStore extends ChatStore {
  readonly backend: ChatBackend['kind'] | undefined
  newestOf(chatId: string, count: number): Promise<ChatRecord[]>
  channelsOf(userid: string): Promise<Channel[]>
  putChannels(userid: string, channels: readonly Channel[]): Promise<void>
  scanMessages(visit: (record: ChatRecord) => boolean | undefined, chatId?: string): Promise<void>
  chatPrefsOf(userid: string): Promise<unknown>
  putChatPrefs(userid: string, prefs: ChatPrefs): Promise<void>
}

/** Reading `indexedDB` can itself throw (SecurityError) where the browser blocks site data. */
const defaultFactory = (): IDBFactory | null => {
  try {
    return globalThis.indexedDB ?? null
  } catch {
    return null
  }
}

/**
 * A ChatStore whose every method rejects with "indexDB is not initialized" until `open()` resolved (and
 * again after `close()`). `open()` never rejects: if IndexedDB is missing or refuses to open, it logs a
 * warning and the store keeps working in memory for the session. `messagesOf` is sorted by timestamp.
 */
export const createIdbChatStore = (options: IdbChatStoreOptions = {}): IdbChatStore => {
  const logger = options.logger ?? consoleLogger({ enabled: false })
  const factory = options.indexedDB === undefined ? defaultFactory() : options.indexedDB
  let backend: ChatBackend | undefined
  let opening: Promise<void> | undefined
  let generation = 0

  const connect = async (): Promise<ChatBackend> => {
    if (!factory) {
      logger.warn('IndexedDB unavailable; chat history is kept in memory for this session')
      return createMemoryChatBackend()
    }
    try {
      return await openIdbChatBackend(factory, options.name ?? DB_NAME)
    } catch (error) {
      logger.warn('IndexedDB failed to open; chat history is kept in memory for this session', error)
      return createMemoryChatBackend()
    }
  }

  const ready = async (): Promise<ChatBackend> => {
    if (!backend) throw errors.storeNotReady()
    return backend
  }

  return {
    get ready() {
      return backend !== undefined
    },
    get backend() {
      return backend?.kind
    },
    open(): Promise<void> {
      opening ??= (async () => {
        const attempt = generation
        const opened = await connect()
        // close() during the open made this attempt stale: drop what it opened.
        if (attempt !== generation) opened.close()
        else backend = opened
      })()
      return opening
    },
    putMessages: async (records: readonly ChatRecord[]) => (await ready()).putMessages(records),
    messagesOf: async (chatId: string) => (await (await ready()).messagesOf(chatId)).sort(byTime),
    messagesFrom: async (senderId: string) => (await ready()).messagesFrom(senderId),
    newestOf: async (chatId: string, count: number) => (await ready()).newestOf(chatId, count),
    putUserInfo: async (info: CachedUserInfo) => (await ready()).putUserInfo(info),
    userInfo: async (userid: string) => (await ready()).userInfo(userid),
    channelsOf: async (userid: string) => (await ready()).channelsOf(userid),
    putChannels: async (userid: string, channels: readonly Channel[]) =>
      (await ready()).putChannels(userid, channels),
    scanMessages: async (visit: (record: ChatRecord) => boolean | undefined, chatId?: string) =>
      (await ready()).scanMessages(visit, chatId),
    chatPrefsOf: async (userid: string) => (await ready()).chatPrefsOf(userid),
    putChatPrefs: async (userid: string, prefs: ChatPrefs) => (await ready()).putChatPrefs(userid, prefs),
    lastUpdate: async () => (await (await ready()).lastUpdate()) ?? 0,
    setLastUpdate: async (ms: number) => (await ready()).setLastUpdate(ms),
    close(): void {
      backend?.close()
      backend = undefined
      opening = undefined
      generation++
    },
  }
}
