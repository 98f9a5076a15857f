/**
 * The in-memory backend of the key-value port (`--memory`, tests): per table, the keys of two parts in a map
 * by their second part, and those of three parts or more per second part in a map by the rest and in an
 * array sorted in key order, so ranges cut by index. Values are cloned and frozen when stored, so code that
 * mutates what it read without writing it back fails here as it would lose the change on disk.
 */
import { compareKeys, type Entry, type Key, type KeyPart, type KeyValue, type RangeOptions } from './port'

/**
 * The parts of a key from `start` on as one string for a map: each part tagged with its type, a string
 * prefixed with its length, so no two keys share an id (JSON would do too, at a higher price).
 */
const idOf = (key: Key, start = 0): string => {
  let id = ''
  for (let i = start; i < key.length; i++) {
    const part = key[i] as KeyPart
    if (typeof part === 'number') id += `n${part}|`
    else if (typeof part === 'string') id += `s${part.length}:${part}`
    else {
      // Not a key part at all (a corrupted record's missing id): told apart as JSON, as it always was.
      const json = JSON.stringify(part) ?? 'null'
      id += `j${json.length}:${json}`
    }
  }
  return id
}

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/**
 * A deep, frozen copy of a value to store: what `deepFreeze(structuredClone(value))` gives, in one pass over
 * the plain objects and arrays records are made of. Anything else (a Map, a Date, bytes) is cloned and
 * frozen as structuredClone does it, and what it cannot clone (a function, a symbol) throws as it does.
 */
export const frozenCopy = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) {
    return typeof value === 'function' || typeof value === 'symbol' ? structuredClone(value) : value
  }
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length)
    for (let i = 0; i < value.length; i++) if (i in value) out[i] = frozenCopy(value[i])
    return Object.freeze(out)
  }
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return deepFreeze(structuredClone(value))
  const out: Record<string, unknown> = {}
  for (const name of Object.keys(value)) {
    const inner = frozenCopy((value as Record<string, unknown>)[name])
    // An own `__proto__` (JSON.parse makes one from a body) stays a property; assigned, it would be the prototype.
    if (name === '__proto__')
      Object.defineProperty(out, name, { value: inner, enumerable: true, writable: true, configurable: true })
    else out[name] = inner
  }
  return Object.freeze(out)
}

/** compareKeys on the parts from index 2 on, for keys that share their first two. */
const compareTails = (a: Key, b: Key): number => compareKeys(a, b, 2)

/** The first index whose entry sorts after `key`. */
const upperBound = (list: readonly Entry<unknown>[], key: Key): number => {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (compareTails((list[mid] as Entry<unknown>).key, key) <= 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The first index whose entry's third part sorts at or after `from`. */
const lowerBound = (list: readonly Entry<unknown>[], from: KeyPart): number => {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const part = (list[mid] as Entry<unknown>).key[2] as KeyPart
    if (compareKeys([part], [from]) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The entries of three parts or more under one table and second part. */
interface Bucket {
  /** By the parts after the second (`idOf(key, 2)`). */
  readonly byTail: Map<string, Entry<unknown>>
  /** In key order. */
  readonly sorted: Entry<unknown>[]
}

interface Table {
  /**
   * Values of keys of two parts, by their second part (a Map tells 1 from '1', as keys do). The values
   * alone, not entries: the replay records (../replay.ts) are such keys, one or two more on every signed
   * request and a window's worth kept, so an entry and a key array each would be garbage-collector work
   * on every request (bench/README.md, mock-node). A scan builds their entries, as LMDB's range does.
   */
  readonly pairs: Map<KeyPart, unknown>
  /** Keys of three parts or more, by their second part. */
  readonly buckets: Map<KeyPart, Bucket>
  /** The rare key of one part (the table's name alone), by `idOf`. */
  readonly singles: Map<string, Entry<unknown>>
}

export class MemoryKeyValue implements KeyValue {
  private readonly tables = new Map<KeyPart | undefined, Table>()
  private seq = 0

  get<T>(key: Key): T | undefined {
    const table = this.tables.get(key[0])
    if (!table) return undefined
    if (key.length === 2) return table.pairs.get(key[1] as KeyPart) as T | undefined
    if (key.length < 2) return table.singles.get(idOf(key))?.value as T | undefined
    return table.buckets.get(key[1] as KeyPart)?.byTail.get(idOf(key, 2))?.value as T | undefined
  }

  put(key: Key, value: unknown): void {
    const stored = frozenCopy(value)
    const table = this.tableOf(key[0])
    if (key.length === 2) {
      table.pairs.set(key[1] as KeyPart, stored)
      return
    }
    if (key.length < 2) {
      const old = table.singles.get(idOf(key))
      if (old) old.value = stored
      else table.singles.set(idOf(key), { key: [...key], value: stored })
      return
    }
    const bucket = this.bucketOf(table, key[1] as KeyPart)
    const tail = idOf(key, 2)
    const old = bucket.byTail.get(tail)
    if (old) {
      old.value = stored
      return
    }
    const entry: Entry<unknown> = { key: [...key], value: stored }
    bucket.byTail.set(tail, entry)
    const at = upperBound(bucket.sorted, key)
    if (at === bucket.sorted.length) bucket.sorted.push(entry)
    else bucket.sorted.splice(at, 0, entry)
  }

  remove(key: Key): void {
    const table = this.tables.get(key[0])
    if (!table) return
    if (key.length === 2) {
      table.pairs.delete(key[1] as KeyPart)
      return
    }
    if (key.length < 2) {
      table.singles.delete(idOf(key))
      return
    }
    const bucket = table.buckets.get(key[1] as KeyPart)
    const tail = idOf(key, 2)
    const entry = bucket?.byTail.get(tail)
    if (!bucket || !entry) return
    bucket.byTail.delete(tail)
    const at = upperBound(bucket.sorted, key) - 1
    bucket.sorted.splice(bucket.sorted[at] === entry ? at : bucket.sorted.indexOf(entry), 1)
    if (bucket.sorted.length === 0) table.buckets.delete(key[1] as KeyPart)
  }

  range<T>(prefix: Key, options: RangeOptions = {}): Entry<T>[] {
    if (prefix.length === 1) return this.scan<T>(prefix[0] as KeyPart, options)
    const bucket = this.tables.get(prefix[0])?.buckets.get(prefix[1] as KeyPart)?.sorted ?? []
    const offset = options.offset ?? 0
    const limit = options.limit ?? Number.POSITIVE_INFINITY
    const out: Entry<T>[] = []
    if (options.reverse) {
      for (let i = bucket.length - 1 - offset; i >= 0 && out.length < limit; i--)
        out.push(bucket[i] as Entry<T>)
    } else {
      let i = options.from === undefined ? 0 : lowerBound(bucket, options.from)
      for (i += offset; i < bucket.length && out.length < limit; i++) out.push(bucket[i] as Entry<T>)
    }
    return out
  }

  write<T>(fn: () => T): T {
    return fn()
  }

  nextSeq(): number {
    return ++this.seq
  }

  currentSeq(): number {
    return this.seq
  }

  raiseSeq(seq: number): void {
    this.seq = Math.max(this.seq, seq)
  }

  async close(): Promise<void> {}

  /** A whole table, in key order. */
  private scan<T>(name: KeyPart, options: RangeOptions): Entry<T>[] {
    const table = this.tables.get(name)
    const all: Entry<unknown>[] = table ? [...table.singles.values()] : []
    for (const [part, value] of table?.pairs ?? []) all.push({ key: [name, part], value })
    for (const bucket of table?.buckets.values() ?? []) all.push(...bucket.sorted)
    all.sort((a, b) => compareKeys(a.key, b.key))
    if (options.reverse) all.reverse()
    const offset = options.offset ?? 0
    return all.slice(offset, offset + (options.limit ?? all.length)) as Entry<T>[]
  }

  private tableOf(name: KeyPart | undefined): Table {
    let table = this.tables.get(name)
    if (!table) {
      table = { pairs: new Map(), buckets: new Map(), singles: new Map() }
      this.tables.set(name, table)
    }
    return table
  }

  private bucketOf(table: Table, second: KeyPart): Bucket {
    let bucket = table.buckets.get(second)
    if (!bucket) {
      bucket = { byTail: new Map(), sorted: [] }
      table.buckets.set(second, bucket)
    }
    return bucket
  }
}
