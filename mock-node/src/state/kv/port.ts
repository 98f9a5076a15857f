/**
 * The small ordered key-value port every store of the node is written against, with two backends: LMDB on
 * disk (`lmdb.ts`, `--data DIR`) and a map in memory (`memory.ts`, `--memory` and tests). Keys are arrays of
 * strings and numbers compared element by element, numbers before strings, as LMDB orders them; a range
 * reads the entries under a prefix in key order, so a page or "what changed since" costs what it answers.
 */
export type KeyPart = string | number
export type Key = readonly KeyPart[]

export interface Entry<T> {
  key: Key
  value: T
}

export interface RangeOptions {
  /** Newest (largest key) first. */
  reverse?: boolean
  /** Skip this many entries first. */
  offset?: number
  limit?: number
  /** Forward only: start at the entries whose next key part is at least this. */
  from?: KeyPart
}

export interface KeyValue {
  /** A stored value; treat it as read-only (the memory backend freezes what it holds). */
  get<T>(key: Key): T | undefined
  put(key: Key, value: unknown): void
  remove(key: Key): void
  /**
   * Entries whose key is `prefix` plus one or more parts, in key order. The prefix is a table's name and
   * second part (`['hist', chat]`), cut by index; or a table's name alone (`['user']`), which reads the
   * whole table (a scan: user search, migrations).
   */
  range<T>(prefix: Key, options?: RangeOptions): Entry<T>[]
  /** Runs `fn` as one atomic write; reads inside see its writes. Nested calls join the outer one. */
  write<T>(fn: () => T): T
  /** A number larger than every one handed out before, kept across restarts: arrival order. */
  nextSeq(): number
  /** The last number `nextSeq` handed out (0 before the first). */
  currentSeq(): number
  /**
   * Moves the sequence up to at least `seq`, never down: a devnet replica applying another node's writes
   * keeps its own numbers above theirs (mock-node/README.md "A devnet of many nodes").
   */
  raiseSeq(seq: number): void
  close(): Promise<void>
}

/**
 * Compares two keys the way LMDB's ordered-binary encoding sorts them (for the parts keys here use); from
 * part `from` on, for keys known to share the parts before it.
 */
export const compareKeys = (a: Key, b: Key, from = 0): number => {
  const n = Math.min(a.length, b.length)
  for (let i = from; i < n; i++) {
    const x = a[i] as KeyPart
    const y = b[i] as KeyPart
    if (x === y) continue
    if (typeof x !== typeof y) return typeof x === 'number' ? -1 : 1
    return x < y ? -1 : 1
  }
  return a.length - b.length
}

/** Where the sequence is kept. */
export const SEQ_KEY: Key = ['meta', 'seq']
