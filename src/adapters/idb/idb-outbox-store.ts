/**
 * The outbox and the per-user sync cursor in IndexedDB (via `idb`), so a message written while offline is
 * still sent after a reload and catch-up starts where this user left off. A database of its own, beside
 * the chat database, so the chat schema keeps its version. It opens on first use; where IndexedDB is
 * missing or refuses to open, both stores keep working in memory for the session (with one warning).
 */
import { type DBSchema, type IDBPDatabase, wrap } from 'idb'
import type { OutboxEntry } from '../../domain/messages'
import type { Logger, OutboxStore, SyncCursorStore } from '../../ports'
import { consoleLogger } from '../platform/console-logger'

const OUTBOX_DB_NAME = 'web3mq_outbox'
const OUTBOX_DB_VERSION = 1
const OUTBOX = 'outbox'
const CURSORS = 'sync_cursor'

interface OutboxDb extends DBSchema {
  [OUTBOX]: { key: string; value: OutboxEntry; indexes: { userid: string } }
  [CURSORS]: { key: string; value: { userid: string; ms: number } }
}

interface IdbOutboxOptions {
  /** The IndexedDB factory; default `globalThis.indexedDB`. `null` means none (memory is used). */
  indexedDB?: IDBFactory | null
  /** Database name; default OUTBOX_DB_NAME. */
  name?: string
  /** Receives the warning when the stores fall back to memory; default the console. */
  logger?: Pick<Logger, 'warn'>
}

interface IdbOutboxStores {
  outbox: OutboxStore
  cursors: SyncCursorStore
  /** Which backend answers, once the first call opened it. */
  readonly backend: 'indexeddb' | 'memory' | undefined
  close(): void
}

const defaultFactory = (): IDBFactory | null => {
  try {
    return globalThis.indexedDB ?? null
  } catch {
    return null
  }
}

const openDatabase = async (factory: IDBFactory, name: string): Promise<IDBPDatabase<OutboxDb>> => {
  const request = factory.open(name, OUTBOX_DB_VERSION)
  request.addEventListener('upgradeneeded', () => {
    // wrap() returns an untyped database; the schema above is what is created here.
    const db = wrap(request.result) as unknown as IDBPDatabase<OutboxDb>
    db.createObjectStore(OUTBOX, { keyPath: 'messageId' }).createIndex('userid', 'userid')
    db.createObjectStore(CURSORS, { keyPath: 'userid' })
  })
  const db = (await wrap(request)) as unknown as IDBPDatabase<OutboxDb>
  // Another tab upgrading the schema must not stay blocked by this connection.
  db.addEventListener('versionchange', () => db.close())
  return db
}

interface Backend {
  kind: 'indexeddb' | 'memory'
  outbox: OutboxStore
  cursors: SyncCursorStore
  close(): void
}

const idbBackend = (db: IDBPDatabase<OutboxDb>): Backend => ({
  kind: 'indexeddb',
  outbox: {
    pending: async (userid) =>
      (await db.getAllFromIndex(OUTBOX, 'userid', userid)).sort((a, b) => a.timestamp - b.timestamp),
    async put(entry) {
      await db.put(OUTBOX, entry)
    },
    async remove(messageId) {
      await db.delete(OUTBOX, messageId)
    },
  },
  cursors: {
    read: async (userid) => (await db.get(CURSORS, userid))?.ms,
    async write(userid, ms) {
      await db.put(CURSORS, { userid, ms })
    },
  },
  close: () => db.close(),
})

/** The fallback: structured clones in maps, so callers never share objects with the store. */
const memoryBackend = (): Backend => {
  const entries = new Map<string, OutboxEntry>()
  const cursors = new Map<string, number>()
  return {
    kind: 'memory',
    outbox: {
      pending: async (userid) =>
        [...entries.values()]
          .filter((entry) => entry.userid === userid)
          .sort((a, b) => a.timestamp - b.timestamp)
          .map((entry) => structuredClone(entry)),
      async put(entry) {
        entries.set(entry.messageId, structuredClone(entry))
      },
      async remove(messageId) {
        entries.delete(messageId)
      },
    },
    cursors: {
      read: async (userid) => cursors.get(userid),
      async write(userid, ms) {
        cursors.set(userid, ms)
      },
    },
    close() {},
  }
}

/** Both stores over one lazily opened database; see the module comment for the fallback. */
export const createIdbOutboxStores = (options: IdbOutboxOptions = {}): IdbOutboxStores => {
  const logger = options.logger ?? consoleLogger({ enabled: false })
  const factory = options.indexedDB === undefined ? defaultFactory() : options.indexedDB
  let backend: Backend | undefined
  let opening: Promise<Backend> | undefined

  const connect = async (): Promise<Backend> => {
    if (!factory) {
      logger.warn('IndexedDB unavailable; unsent messages are kept in memory for this session')
      return memoryBackend()
    }
    try {
      return idbBackend(await openDatabase(factory, options.name ?? OUTBOX_DB_NAME))
    } catch (error) {
      logger.warn('IndexedDB failed to open; unsent messages are kept in memory for this session', error)
      return memoryBackend()
    }
  }

  const ready = (): Promise<Backend> => {
    opening ??= connect().then((opened) => {
      backend = opened
      return opened
    })
    return opening
  }

  return {
    outbox: {
      pending: async (userid) => (await ready()).outbox.pending(userid),
      put: async (entry) => (await ready()).outbox.put(entry),
      remove: async (messageId) => (await ready()).outbox.remove(messageId),
    },
    cursors: {
      read: async (userid) => (await ready()).cursors.read(userid),
      write: async (userid, ms) => (await ready()).cursors.write(userid, ms),
    },
    get backend() {
      return backend?.kind
    },
    close() {
      backend?.close()
      backend = undefined
      opening = undefined
    },
  }
}
