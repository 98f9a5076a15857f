/**
 * A key-value store laid over another that keeps its writes to itself: reads see the overlay's own writes
 * first and the base's entries under them, ranges merge both in key order, and `nextSeq` continues from
 * the base's sequence. A devnet node runs each batch of requests on one overlay of its replica, then ships
 * the recorded writes as one log entry (mock-node/README.md "A devnet of many nodes"); the base is written
 * only when the entry is applied.
 */
import { compareKeys, type Entry, type Key, type KeyValue, type RangeOptions } from './port'

const idOf = (key: Key): string => JSON.stringify(key)

/** A recorded write: a value, or `undefined` for a removal. */
export type Write = readonly [key: Key, value: unknown]

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

const under = (prefix: Key, key: Key): boolean => {
  if (key.length <= prefix.length) return false
  for (let i = 0; i < prefix.length; i++) if (key[i] !== prefix[i]) return false
  return true
}

export class OverlayKeyValue implements KeyValue {
  private writes = new Map<string, Write>()
  private seq: number
  private depth = 0

  constructor(private readonly base: KeyValue) {
    this.seq = base.currentSeq()
  }

  /** What the overlay wrote, in the order each key was last written. */
  recorded(): Write[] {
    return [...this.writes.values()]
  }

  /** The highest number drawn here; the base's own while nothing was drawn. */
  currentSeq(): number {
    return this.seq
  }

  /** True when nothing was written and no number drawn. */
  get empty(): boolean {
    return this.writes.size === 0 && this.seq === this.base.currentSeq()
  }

  get<T>(key: Key): T | undefined {
    const own = this.writes.get(idOf(key))
    if (own) return own[1] as T | undefined
    return this.base.get<T>(key)
  }

  put(key: Key, value: unknown): void {
    // Cloned and frozen as the memory backend stores them: a later change to the caller's object is not
    // a write, and a handler mutating what it read fails here too.
    this.writes.delete(idOf(key))
    this.writes.set(idOf(key), [[...key], deepFreeze(structuredClone(value))])
  }

  remove(key: Key): void {
    this.writes.delete(idOf(key))
    this.writes.set(idOf(key), [[...key], undefined])
  }

  range<T>(prefix: Key, options: RangeOptions = {}): Entry<T>[] {
    const own = this.ownUnder(prefix, options)
    if (own.length === 0) return this.base.range<T>(prefix, options)
    const offset = options.offset ?? 0
    const limit = options.limit ?? Number.POSITIVE_INFINITY
    // Every base entry the window could need, plus one for each own key that may hide or replace one.
    const wanted = offset + limit + own.length
    const { offset: _o, limit: _l, ...rest } = options
    const base = this.base.range<T>(prefix, Number.isFinite(wanted) ? { ...rest, limit: wanted } : rest)
    const merged = new Map<string, Entry<T>>()
    for (const entry of base) merged.set(idOf(entry.key), entry)
    for (const [key, value] of own) {
      if (value === undefined) merged.delete(idOf(key))
      else merged.set(idOf(key), { key, value: value as T })
    }
    const sorted = [...merged.values()].sort((a, b) => compareKeys(a.key, b.key))
    if (options.reverse) sorted.reverse()
    return sorted.slice(offset, offset + limit)
  }

  /** As one unit: a throw inside takes back what it wrote, as an LMDB transaction does. */
  write<T>(fn: () => T): T {
    if (this.depth > 0) return fn()
    const writes = new Map(this.writes)
    const seq = this.seq
    this.depth++
    try {
      return fn()
    } catch (error) {
      this.writes = writes
      this.seq = seq
      throw error
    } finally {
      this.depth--
    }
  }

  nextSeq(): number {
    return ++this.seq
  }

  raiseSeq(seq: number): void {
    this.seq = Math.max(this.seq, seq)
  }

  async close(): Promise<void> {}

  private ownUnder(prefix: Key, options: RangeOptions): Write[] {
    const out: Write[] = []
    const from = options.from
    for (const write of this.writes.values()) {
      const key = write[0]
      if (!under(prefix, key)) continue
      if (
        from !== undefined &&
        !options.reverse &&
        compareKeys([key[prefix.length] as Key[number]], [from]) < 0
      )
        continue
      out.push(write)
    }
    return out
  }
}

/**
 * The store the node's state objects hold in a devnet: the replica, or, while a batch of requests runs,
 * that batch's overlay. Handlers run to completion, so one current target at a time is exact.
 */
export class ScopedKeyValue implements KeyValue {
  private target: KeyValue

  constructor(readonly replica: KeyValue) {
    this.target = replica
  }

  /** Runs `fn` with every read and write going to `overlay`. */
  within<T>(overlay: OverlayKeyValue, fn: () => T): T {
    const previous = this.target
    this.target = overlay
    try {
      return fn()
    } finally {
      this.target = previous
    }
  }

  /** True while a batch runs: writes are recorded, not applied. */
  get recording(): boolean {
    return this.target !== this.replica
  }

  get<T>(key: Key): T | undefined {
    return this.target.get<T>(key)
  }
  put(key: Key, value: unknown): void {
    this.target.put(key, value)
  }
  remove(key: Key): void {
    this.target.remove(key)
  }
  range<T>(prefix: Key, options?: RangeOptions): Entry<T>[] {
    return this.target.range<T>(prefix, options)
  }
  write<T>(fn: () => T): T {
    return this.target.write(fn)
  }
  nextSeq(): number {
    return this.target.nextSeq()
  }
  currentSeq(): number {
    return this.target.currentSeq()
  }
  raiseSeq(seq: number): void {
    this.target.raiseSeq(seq)
  }
  close(): Promise<void> {
    return this.replica.close()
  }
}
