/**
 * The in-memory backend of the key-value port (`--memory`, tests): a map per table, and for keys of three
 * parts or more a sorted array of key tails per (table, second part), so ranges cut by index. Values are
 * cloned and frozen when stored, so code that mutates what it read without writing it back fails here as
 * it would lose the change on disk.
 */
import { compareKeys, type Entry, type Key, type KeyValue, type RangeOptions } from './port'

const idOf = (key: Key): string => JSON.stringify(key)

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/** The first index whose item sorts after `tail`. */
const upperBound = (list: readonly Key[], tail: Key): number => {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (compareKeys(list[mid] as Key, tail) <= 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The first index whose item sorts at or after `start` (compared on `start`'s parts only). */
const lowerBound = (list: readonly Key[], start: Key): number => {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (compareKeys((list[mid] as Key).slice(0, start.length), start) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

export class MemoryKeyValue implements KeyValue {
  private readonly tables = new Map<string, Map<string, Entry<unknown>>>()
  /** Sorted key tails (the parts after the second) per table and second part. */
  private readonly buckets = new Map<string, Key[]>()
  private seq = 0

  get<T>(key: Key): T | undefined {
    return this.tables.get(String(key[0]))?.get(idOf(key))?.value as T | undefined
  }

  put(key: Key, value: unknown): void {
    const table = this.tableOf(key)
    const id = idOf(key)
    const stored = deepFreeze(structuredClone(value))
    const old = table.get(id)
    if (old) {
      old.value = stored
      return
    }
    table.set(id, { key: [...key], value: stored })
    if (key.length < 3) return
    const bucket = this.bucketOf(key)
    const tail = key.slice(2)
    const at = upperBound(bucket, tail)
    if (at === bucket.length) bucket.push(tail)
    else bucket.splice(at, 0, tail)
  }

  remove(key: Key): void {
    const table = this.tables.get(String(key[0]))
    if (!table?.delete(idOf(key)) || key.length < 3) return
    const bucket = this.bucketOf(key)
    const at = upperBound(bucket, key.slice(2)) - 1
    if (at >= 0) bucket.splice(at, 1)
  }

  range<T>(prefix: Key, options: RangeOptions = {}): Entry<T>[] {
    if (prefix.length === 1) return this.scan<T>(String(prefix[0]), options)
    const bucket = this.buckets.get(idOf(prefix.slice(0, 2))) ?? []
    const offset = options.offset ?? 0
    const limit = options.limit ?? Number.POSITIVE_INFINITY
    const out: Entry<T>[] = []
    const table = this.tables.get(String(prefix[0]))
    const take = (tail: Key): void => {
      const key = [...prefix, ...tail]
      out.push(table?.get(idOf(key)) as Entry<T>)
    }
    if (options.reverse) {
      for (let i = bucket.length - 1 - offset; i >= 0 && out.length < limit; i--) take(bucket[i] as Key)
    } else {
      let i = options.from === undefined ? 0 : lowerBound(bucket, [options.from])
      for (i += offset; i < bucket.length && out.length < limit; i++) take(bucket[i] as Key)
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
  private scan<T>(name: string, options: RangeOptions): Entry<T>[] {
    const all = [...(this.tables.get(name)?.values() ?? [])].sort((a, b) => compareKeys(a.key, b.key))
    if (options.reverse) all.reverse()
    const offset = options.offset ?? 0
    return all.slice(offset, offset + (options.limit ?? all.length)) as Entry<T>[]
  }

  private tableOf(key: Key): Map<string, Entry<unknown>> {
    const name = String(key[0])
    let table = this.tables.get(name)
    if (!table) {
      table = new Map()
      this.tables.set(name, table)
    }
    return table
  }

  private bucketOf(key: Key): Key[] {
    const id = idOf(key.slice(0, 2))
    let bucket = this.buckets.get(id)
    if (!bucket) {
      bucket = []
      this.buckets.set(id, bucket)
    }
    return bucket
  }
}
