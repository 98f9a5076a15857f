import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import { describe, expect, it } from 'vitest'
import { MemoryLogger } from '../../../tests/fakes/ports'
import { CHAT_HISTORY_STORE, DB_NAME, USER_INFO_STORE } from '../../domain/config'
import { ErrorCode, type Web3MQError } from '../../domain/errors'
import type { ChatRecord } from '../../ports'
import { LAST_UPDATE_KEY, META_STORE } from './idb-backend'
import { createIdbChatStore, type IdbChatStore } from './idb-chat-store'

let dbCount = 0
const freshName = () => `test-db-${++dbCount}`

const record = (messageId: string, chatId: string, from: string, timestamp: number): ChatRecord => ({
  messageId,
  chatId,
  from,
  contentTopic: chatId,
  timestamp,
  unread: true,
  payload: { messageList: [{ text: `hello ${messageId}`, bytes: new Uint8Array([1, 2]) }] },
})

const everyMethod = (store: IdbChatStore): Promise<unknown>[] => [
  store.putMessages([record('m', 'c', 'u', 1)]),
  store.messagesOf('c'),
  store.messagesFrom('u'),
  store.newestOf('c', 1),
  store.putUserInfo({ userid: 'u', nickname: 'n', avatar_url: '' }),
  store.userInfo('u'),
  store.channelsOf('u'),
  store.putChannels('u', []),
  store.lastUpdate(),
  store.setLastUpdate(1),
]

const expectNotReady = async (store: IdbChatStore) => {
  const results = await Promise.allSettled(everyMethod(store))
  for (const result of results) {
    expect(result.status).toBe('rejected')
    const reason = (result as PromiseRejectedResult).reason as Web3MQError
    expect(reason.message).toBe('indexDB is not initialized')
    expect(reason.code).toBe(ErrorCode.StoreNotReady)
  }
}

describe('IndexedDB chat store', () => {
  it('[P5.11] [P8.14] rejects every method with "indexDB is not initialized" before open() resolved', async () => {
    const store = createIdbChatStore({ name: freshName() })
    expect(store.ready).toBe(false)
    await expectNotReady(store)
    const opening = store.open()
    // Still opening: the JS SDK raced here; this store refuses until open() has resolved.
    await expectNotReady(store)
    await opening
    expect(store.ready).toBe(true)
    expect(store.backend).toBe('indexeddb')
    await expect(store.lastUpdate()).resolves.toBe(0)
    store.close()
    expect(store.ready).toBe(false)
    await expectNotReady(store)
  })

  it('[P9.14] creates the version 1 schema: stores, key path and indexes', async () => {
    const name = freshName()
    const store = createIdbChatStore({ name })
    await store.open()
    store.close()
    const db = await openDB(name)
    expect(db.version).toBe(1)
    expect([...db.objectStoreNames].sort()).toEqual([CHAT_HISTORY_STORE, META_STORE, USER_INFO_STORE].sort())
    const history = db.transaction(CHAT_HISTORY_STORE).store
    expect(history.keyPath).toBe('messageId')
    expect([...history.indexNames].sort()).toEqual(['chatId', 'from'])
    expect(history.index('from').keyPath).toBe('from')
    expect(db.transaction(USER_INFO_STORE).store.keyPath).toBe('userid')
    db.close()
    expect(DB_NAME).toBe('web3mq-client')
  })

  it('[P3.16] [D13.7] stores messages per chat and per sender, sorted by time, replacing by message id', async () => {
    const name = freshName()
    const store = createIdbChatStore({ name })
    await store.open()
    await store.putMessages([
      record('b', 'chat-1', 'user:alice', 20),
      record('a', 'chat-1', 'user:bob', 10),
      record('c', 'chat-2', 'user:alice', 5),
    ])
    await store.putMessages([{ ...record('a', 'chat-1', 'user:bob', 10), unread: false, lastMessage: 'hi' }])
    const chat1 = await store.messagesOf('chat-1')
    expect(chat1.map((r) => r.messageId)).toEqual(['a', 'b'])
    expect(chat1[0]).toMatchObject({ unread: false, lastMessage: 'hi' })
    expect(chat1[1]?.payload.messageList).toEqual([{ text: 'hello b', bytes: new Uint8Array([1, 2]) }])
    expect((await store.messagesFrom('user:alice')).map((r) => r.messageId).sort()).toEqual(['b', 'c'])
    expect(await store.messagesOf('nobody')).toEqual([])
    store.close()
    // Persisted: a new store over the same database sees the same rows.
    const again = createIdbChatStore({ name })
    await again.open()
    expect((await again.messagesOf('chat-1')).map((r) => r.messageId)).toEqual(['a', 'b'])
    again.close()
  })

  it('[P3.8] [P3.10] caches user info and the last message update time', async () => {
    const name = freshName()
    const store = createIdbChatStore({ name })
    await store.open()
    await store.putUserInfo({ userid: 'user:1', nickname: 'Alice', avatar_url: 'https://a/1.png' })
    expect(await store.userInfo('user:1')).toEqual({
      userid: 'user:1',
      nickname: 'Alice',
      avatar_url: 'https://a/1.png',
    })
    expect(await store.userInfo('user:2')).toBeUndefined()
    await store.setLastUpdate(1_700_000_000_123)
    expect(await store.lastUpdate()).toBe(1_700_000_000_123)
    store.close()
    const db = await openDB(name)
    expect(await db.get(META_STORE, LAST_UPDATE_KEY)).toBe(1_700_000_000_123)
    db.close()
  })

  it('shares one open between concurrent callers', async () => {
    const store = createIdbChatStore({ name: freshName() })
    const [first, second] = [store.open(), store.open()]
    expect(first).toBe(second)
    await first
    expect(store.ready).toBe(true)
    store.close()
  })

  it('stays closed when close() comes while open() is still running', async () => {
    const store = createIdbChatStore({ name: freshName() })
    const opening = store.open()
    store.close()
    await opening
    expect(store.ready).toBe(false)
    await expectNotReady(store)
    await store.open()
    expect(store.ready).toBe(true)
    store.close()
  })
})

describe('fallback to memory', () => {
  it('works in memory with a warning when there is no IndexedDB', async () => {
    const logger = new MemoryLogger()
    const store = createIdbChatStore({ indexedDB: null, logger })
    await expectNotReady(store)
    await store.open()
    expect(store.backend).toBe('memory')
    expect(logger.entries.map((e) => e.level)).toEqual(['warn'])
    await store.putMessages([record('y', 'c', 'u', 2), record('x', 'c', 'u', 2), record('w', 'c', 'u', 1)])
    expect((await store.messagesOf('c')).map((r) => r.messageId)).toEqual(['w', 'x', 'y'])
    expect((await store.messagesFrom('u')).length).toBe(3)
    await store.putUserInfo({ userid: 'u', nickname: 'n', avatar_url: '' })
    expect(await store.userInfo('u')).toEqual({ userid: 'u', nickname: 'n', avatar_url: '' })
    expect(await store.lastUpdate()).toBe(0)
    await store.setLastUpdate(42)
    expect(await store.lastUpdate()).toBe(42)
  })

  it('falls back when IndexedDB refuses to open (a newer database version)', async () => {
    const name = freshName()
    const newer = await openDB(name, 7)
    newer.close()
    const logger = new MemoryLogger()
    const store = createIdbChatStore({ name, logger })
    await expect(store.open()).resolves.toBeUndefined()
    expect(store.backend).toBe('memory')
    expect(logger.entries).toHaveLength(1)
    expect(logger.entries[0]).toMatchObject({
      level: 'warn',
      message: 'IndexedDB failed to open; chat history is kept in memory for this session',
      detail: { name: 'VersionError' },
    })
  })

  it('falls back when the factory throws', async () => {
    const broken = {
      open: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    } as unknown as IDBFactory
    const store = createIdbChatStore({ indexedDB: broken, logger: new MemoryLogger() })
    await store.open()
    expect(store.backend).toBe('memory')
  })

  it('hands out copies, as IndexedDB does', async () => {
    const store = createIdbChatStore({ indexedDB: null, logger: new MemoryLogger() })
    await store.open()
    const original = record('m', 'c', 'u', 1)
    await store.putMessages([original])
    original.unread = false
    const [read] = await store.messagesOf('c')
    expect(read?.unread).toBe(true)
  })

  it('[P3.16] gives the newest records of a chat oldest first, across batches, in IndexedDB and in memory', async () => {
    for (const [kind, factory] of [
      ['indexeddb', undefined],
      ['memory', null],
    ] as const) {
      const store = createIdbChatStore({
        name: freshName(),
        ...(factory === null ? { indexedDB: null } : {}),
      })
      await store.open()
      expect(store.backend).toBe(kind)
      const batch = (from: number, to: number) =>
        Array.from({ length: to - from }, (_, i) => record(`m${from + i}`, 'c', 'u', from + i))
      await store.putMessages(batch(0, 60))
      await store.putMessages([...batch(60, 130), record('other', 'd', 'u', 500)])
      // A record written again (a status changed) replaces its earlier version.
      await store.putMessages([{ ...record('m129', 'c', 'u', 129), unread: false }])
      const newest = await store.newestOf('c', 20)
      expect(newest.map((r) => r.messageId)).toEqual(batch(110, 130).map((r) => r.messageId))
      expect(newest.at(-1)?.unread).toBe(false)
      // More than is kept together: read from the whole chat.
      expect((await store.newestOf('c', 120)).map((r) => r.timestamp)).toEqual(
        Array.from({ length: 120 }, (_, i) => i + 10),
      )
      expect(await store.newestOf('none', 20)).toEqual([])
      store.close()
    }
  })

  it('[P3.15] keeps the chat list of each account with its local fields, in IndexedDB across a reopen and in memory', async () => {
    const alice = {
      chatid: 'user:alice',
      chat_type: 'user',
      chat_name: 'Alice',
      avatar_base64: '',
      avatar_url: '',
      lastMessage: 'see you',
      updatedAt: 1_700_000_000_123,
      unread: 3,
    }
    for (const [kind, factory] of [
      ['indexeddb', undefined],
      ['memory', null],
    ] as const) {
      const name = freshName()
      const options = { name, ...(factory === null ? { indexedDB: null } : {}) }
      let store = createIdbChatStore(options)
      await store.open()
      expect(store.backend).toBe(kind)
      expect(await store.channelsOf('user:me')).toEqual([])
      await store.putChannels('user:me', [alice])
      await store.putChannels('user:other', [])
      if (kind === 'indexeddb') {
        store.close()
        store = createIdbChatStore(options)
        await store.open()
      }
      expect(await store.channelsOf('user:me')).toEqual([alice])
      expect(await store.channelsOf('user:other')).toEqual([])
      store.close()
    }
  })
})
