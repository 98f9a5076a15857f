/**
 * What the app knows about its local chat store once a sign-in opened it: whether IndexedDB was refused
 * and chats are kept in memory for this session only (the UI says so, docs/product.md §3).
 */
import type { LocalStoreStatus } from '../machines/app/app-services'
import { createValueStore } from './value-store'

export const createLocalStoreStatus = (): LocalStoreStatus & { set(inMemory: boolean): void } => {
  const inMemory = createValueStore(false)
  return { inMemory: inMemory.get, subscribe: inMemory.subscribe, set: inMemory.set }
}
