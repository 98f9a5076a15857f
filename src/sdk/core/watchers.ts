/**
 * The listeners of one SDK subscription (`watchNotifications`, `watchContacts`, `message.watch`, the
 * outbox's `onChange`…): each change goes to every listener in the order they subscribed, and a listener
 * removed while a change is being told still hears that change. A change is often told from a socket
 * callback, so a throwing listener is logged instead of unwinding into the connection's frame loop (where it
 * would stop every later frame from being read) or into the request that made the change; the others are
 * still told.
 */
import type { Logger } from '../../ports'

export type Unsubscribe = () => void

export class Watchers<T> {
  // Entries, not the functions: one function subscribed twice hears twice and leaves once per unsubscribe.
  private readonly listeners = new Set<{ listener: (change: T) => void }>()

  constructor(
    private readonly logger: Logger,
    /** The subscription's name, for the log. */
    private readonly name: string,
  ) {}

  /** Adds a listener until the returned function is called. */
  add(listener: (change: T) => void): Unsubscribe {
    const entry = { listener }
    this.listeners.add(entry)
    return () => {
      this.listeners.delete(entry)
    }
  }

  get size(): number {
    return this.listeners.size
  }

  /** Drops every listener (the module is disposed). */
  clear(): void {
    this.listeners.clear()
  }

  /** Gives `change` to every listener subscribed now. */
  tell(change: T): void {
    for (const { listener } of [...this.listeners]) this.tellOne(listener, change)
  }

  /** Gives `change` to `listener` alone, guarded as `tell` is: a new subscriber's first value. */
  tellOne(listener: (change: T) => void, change: T): void {
    try {
      listener(change)
    } catch (error) {
      this.logger.error(`A ${this.name} listener threw`, error)
    }
  }
}
