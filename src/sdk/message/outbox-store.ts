/**
 * The `OutboxStore` port as the outbox uses it (the memory one when the integrator gives none): a store
 * that fails is logged and never stops a send; the message is then kept in memory for this session.
 */
import type { OutboxEntry } from '../../domain/messages'
import type { Logger, OutboxStore } from '../../ports'
import { memoryOutboxStore } from './memory-stores'

export interface KeptOutboxStore {
  /** `userid`'s unacknowledged entries; undefined when the store could not be read. */
  pending(userid: string): Promise<OutboxEntry[] | undefined>
  put(entry: OutboxEntry): Promise<void>
  remove(messageId: string): Promise<void>
}

export const keptOutboxStore = (given: OutboxStore | undefined, logger: Logger): KeptOutboxStore => {
  const store = given ?? memoryOutboxStore()
  return {
    pending: (userid) =>
      store.pending(userid).catch((error: unknown) => {
        logger.warn('outbox: stored messages not read', error)
        return undefined
      }),
    put: (entry) =>
      store.put(entry).catch((error: unknown) => {
        logger.warn('outbox: message not stored; it is kept in memory', error)
      }),
    remove: (messageId) =>
      store.remove(messageId).catch((error: unknown) => {
        logger.warn('outbox: acknowledged message not removed from the store', error)
      }),
  }
}
