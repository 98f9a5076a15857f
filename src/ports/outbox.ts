import type { OutboxEntry } from '../domain/messages'

/**
 * Where the outbox keeps messages until the node has them, so a reload or a crash loses none: IndexedDB
 * in the browser (`adapters/idb/idb-outbox-store.ts`), memory elsewhere. Entries are plain data; a store
 * keeps them as given. Implementations may reject; the SDK logs it and keeps the entry in memory.
 */
export interface OutboxStore {
  /** `userid`'s entries not acknowledged yet (queued, sending or failed), by message timestamp. */
  pending(userid: string): Promise<OutboxEntry[]>
  /** Writes the entry under its messageId, replacing an earlier version. */
  put(entry: OutboxEntry): Promise<void>
  /** Forgets an entry (acknowledged); no-op for an unknown id. */
  remove(messageId: string): Promise<void>
}

/**
 * Where each user's sync cursor lives: the time up to which every message of that user is known to have
 * arrived (docs/product.md §3, the stored last message update time), kept per user so one account's
 * cursor never skips another's messages. Catch-up starts from it.
 */
export interface SyncCursorStore {
  /** The cursor of `userid` in ms, undefined when never synced. */
  read(userid: string): Promise<number | undefined>
  write(userid: string, ms: number): Promise<void>
}
