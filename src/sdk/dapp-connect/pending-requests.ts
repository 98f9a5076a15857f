/**
 * Requests waiting for a wallet answer, keyed by JSON-RPC id, each with its own timeout on the clock
 * port. Every entry settles exactly once: answered, rejected, timed out or dropped on close.
 */
import type { Web3MQError } from '../../domain/errors'
import type { Clock } from '../../ports'

interface Entry<T> {
  resolve(value: T): void
  reject(error: Web3MQError): void
  timer: unknown
  promise: Promise<T>
}

export class PendingRequests<T> {
  private readonly entries = new Map<string, Entry<T>>()

  constructor(private readonly clock: Clock) {}

  get size(): number {
    return this.entries.size
  }

  has(id: string): boolean {
    return this.entries.has(id)
  }

  /** Ids in the order they were added. */
  ids(): string[] {
    return [...this.entries.keys()]
  }

  /**
   * Waits for `id`. A second wait on the same id shares the first one's promise. After `timeoutMs`
   * the promise rejects with `onTimeout()`.
   */
  wait(id: string, timeoutMs: number, onTimeout: () => Web3MQError): Promise<T> {
    const existing = this.entries.get(id)
    if (existing) return existing.promise
    let resolve: (value: T) => void = () => {}
    let reject: (error: Web3MQError) => void = () => {}
    const promise = new Promise<T>((ok, fail) => {
      resolve = ok
      reject = fail
    })
    const timer = this.clock.setTimeout(() => this.reject(id, onTimeout()), timeoutMs)
    this.entries.set(id, { resolve, reject, timer, promise })
    return promise
  }

  /** Settles `id` with a value; false when nothing waits for it. */
  resolve(id: string, value: T): boolean {
    const entry = this.take(id)
    entry?.resolve(value)
    return entry !== undefined
  }

  /** Settles `id` with an error; false when nothing waits for it. */
  reject(id: string, error: Web3MQError): boolean {
    const entry = this.take(id)
    entry?.reject(error)
    return entry !== undefined
  }

  /** Rejects everything still waiting (the socket closed). */
  rejectAll(error: Web3MQError): void {
    for (const id of this.ids()) this.reject(id, error)
  }

  private take(id: string): Entry<T> | undefined {
    const entry = this.entries.get(id)
    if (!entry) return undefined
    this.entries.delete(id)
    this.clock.clearTimeout(entry.timer)
    return entry
  }
}
