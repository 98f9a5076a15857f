/**
 * The outbox and sync-cursor stores the SDK uses when the integrator gives none: memory only, so they
 * last as long as the client. The browser app gives IndexedDB ones (`adapters/idb/idb-outbox-store.ts`).
 */
import type { OutboxEntry } from '../../domain/messages'
import type { OutboxStore, SyncCursorStore } from '../../ports'

export const memoryOutboxStore = (): OutboxStore => {
  const entries = new Map<string, OutboxEntry>()
  return {
    pending: async (userid) =>
      [...entries.values()]
        .filter((entry) => entry.userid === userid)
        .sort((a, b) => a.timestamp - b.timestamp)
        .map((entry) => ({ ...entry })),
    async put(entry) {
      entries.set(entry.messageId, { ...entry })
    },
    async remove(messageId) {
      entries.delete(messageId)
    },
  }
}

export const memorySyncCursorStore = (): SyncCursorStore => {
  const cursors = new Map<string, number>()
  return {
    read: async (userid) => cursors.get(userid),
    async write(userid, ms) {
      cursors.set(userid, ms)
    },
  }
}
