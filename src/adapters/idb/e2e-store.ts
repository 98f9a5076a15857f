/**
 * The E2E state store (ports/e2e-store.ts): IndexedDB, each value sealed by the KeyVault like the main key
 * (docs/protocol.md §3.10), one task at a time across the origin's tabs through Web Locks. Without
 * IndexedDB it keeps everything in memory for the session; without Web Locks it serialises within the tab.
 */
import { type IDBPDatabase, wrap } from 'idb'
import { base64ToBytes, bytesToBase64 } from '../../domain/crypto/encoding'
import type { E2ERecordKind, E2EStore, KeyVault } from '../../ports'

const E2E_DB_NAME = 'web3mq_e2e'
const E2E_DB_VERSION = 1
const RECORDS = 'records'

interface E2EStoreOptions {
  /** One store per user: its name scopes the lock and the keys. */
  userid: string
  indexedDB?: IDBFactory | null
  vault?: KeyVault
  locks?: Pick<LockManager, 'request'> | undefined
  /**
   * Asks the browser not to evict the origin's storage, once, when the store first opens: losing the MLS state
   * loses every conversation's keys (docs/protocol.md §3.10). Default `navigator.storage.persist`.
   */
  persist?: (() => Promise<boolean>) | undefined
  name?: string
}

interface Backend {
  get(key: string): Promise<string | undefined>
  put(key: string, value: string): Promise<void>
  delete(key: string): Promise<void>
  keys(prefix: string): Promise<string[]>
}

const memoryBackend = (): Backend => {
  const map = new Map<string, string>()
  return {
    get: async (key) => map.get(key),
    put: async (key, value) => void map.set(key, value),
    delete: async (key) => void map.delete(key),
    keys: async (prefix) => [...map.keys()].filter((key) => key.startsWith(prefix)),
  }
}

const idbBackend = async (factory: IDBFactory, name: string): Promise<Backend> => {
  const request = factory.open(name, E2E_DB_VERSION)
  request.addEventListener('upgradeneeded', () => request.result.createObjectStore(RECORDS))
  const db = (await wrap(request)) as unknown as IDBPDatabase
  db.addEventListener('versionchange', () => db.close())
  return {
    get: async (key) => (await db.get(RECORDS, key)) as string | undefined,
    put: async (key, value) => void (await db.put(RECORDS, value, key)),
    delete: async (key) => db.delete(RECORDS, key),
    keys: async (prefix) =>
      (await db.getAllKeys(RECORDS, IDBKeyRange.bound(prefix, `${prefix}\uffff`))).map(String),
  }
}

/** A lock within one tab: each task starts after the one before it settled. */
const tabMutex = () => {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }
}

const browserPersist = (): (() => Promise<boolean>) | undefined => {
  const storage = globalThis.navigator?.storage
  return storage?.persist ? () => storage.persist() : undefined
}

const defaultFactory = (): IDBFactory | null => {
  try {
    return globalThis.indexedDB ?? null
  } catch {
    return null
  }
}

export const createE2EStore = (options: E2EStoreOptions): E2EStore => {
  const { userid, vault } = options
  const factory = options.indexedDB === undefined ? defaultFactory() : options.indexedDB
  const locks = 'locks' in options ? options.locks : globalThis.navigator?.locks
  let backend: Promise<Backend> | undefined
  const persist = 'persist' in options ? options.persist : browserPersist()
  const open = () => {
    if (!backend) persist?.().catch(() => false)
    backend ??= factory
      ? idbBackend(factory, options.name ?? E2E_DB_NAME).catch(() => memoryBackend())
      : Promise.resolve(memoryBackend())
    return backend
  }
  const inTab = tabMutex()
  const lockName = `web3mq-e2e:${userid}`
  const keyOf = (kind: E2ERecordKind, key: string) => `${userid}|${kind}|${key}`
  const seal = async (bytes: Uint8Array) => (vault ? vault.seal(bytesToBase64(bytes)) : bytesToBase64(bytes))
  const unseal = async (stored: string) => {
    const plain = vault?.isSealed(stored) ? await vault.open(stored) : stored
    return plain === undefined ? undefined : base64ToBytes(plain)
  }
  return {
    // Within the tab first, so a tab never waits on its own lock; then across tabs.
    exclusive: (task) => inTab(() => (locks ? locks.request(lockName, task) : task())),
    async get(kind, key) {
      const stored = await (await open()).get(keyOf(kind, key))
      return stored === undefined ? undefined : unseal(stored)
    },
    async put(kind, key, value) {
      await (await open()).put(keyOf(kind, key), await seal(value))
    },
    async delete(kind, key) {
      await (await open()).delete(keyOf(kind, key))
    },
    async keys(kind, prefix) {
      const head = keyOf(kind, prefix)
      const cut = keyOf(kind, '').length
      return (await (await open()).keys(head)).map((key) => key.slice(cut))
    },
  }
}
