/**
 * One value the UI reads as a React store: `get` for the snapshot, `subscribe` for changes, and `set`,
 * which tells the listeners only when the value really changed.
 */
export interface ValueStore<T> {
  get(): T
  set(next: T): void
  subscribe(listener: () => void): () => void
}

export const createValueStore = <T>(initial: T): ValueStore<T> => {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
