/**
 * What the app knows about its local chat store once a sign-in opened it: whether IndexedDB was refused
 * and chats are kept in memory for this session only (the UI says so, docs/product.md §3).
 */
import type { LocalStoreStatus } from '../machines/app/app-services'

export const createLocalStoreStatus = (): LocalStoreStatus & { set(inMemory: boolean): void } => {
  let inMemory = false
  const listeners = new Set<() => void>()
  return {
    inMemory: () => inMemory,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next) {
      if (next === inMemory) return
      inMemory = next
      for (const listener of listeners) listener()
    },
  }
}
