/**
 * The signatures seen within the timestamp window, to refuse replays (mock-node/README.md "Verification").
 * Each is a key of the store, so a signature used before a restart stays used after it, and in a devnet
 * one used on any node is refused on every other (the record travels in the log like any write).
 */
import type { KeyValue } from './kv/port'

/** Beyond this many, expired entries are dropped. */
const PRUNE_ABOVE = 50_000
/**
 * At most one prune in this long (node clock). A prune reads every record; a busy node holds far more than
 * PRUNE_ABOVE within one window, none of them expired yet, and pruning at each request would read them all
 * each time (a signed read's rate fell from about 2,000/s to under 10/s that way, `npm run bench -- devnet`).
 */
const PRUNE_EVERY_MS = 10_000

export interface ReplayOptions {
  /**
   * Whether a check may prune on the way (the single node). A devnet node prunes its replica on a timer
   * instead: an expired record can never match again (its timestamp fails the window first), so dropping
   * it is each replica's own housekeeping and no write the log must carry.
   */
  pruneInline?: boolean
}

/**
 * The records by the end of their window, earliest first (a binary heap): what lets a prune drop the
 * expired records without reading the others. Kept as two parallel arrays, ends and keys, rather than an
 * object per record: every signed request adds one or two records, and a node holds a window's worth of
 * them (bench/README.md, mock-node), so each object per record is garbage-collector work on every request.
 */
class ExpiryHeap {
  private readonly untils: number[] = []
  private readonly keys: string[] = []

  push(until: number, key: string): void {
    const { untils, keys } = this
    let at = untils.length
    untils.push(until)
    keys.push(key)
    while (at > 0) {
      const parent = (at - 1) >> 1
      const parentUntil = untils[parent] as number
      if (parentUntil <= until) break
      untils[at] = parentUntil
      keys[at] = keys[parent] as string
      at = parent
    }
    untils[at] = until
    keys[at] = key
  }

  /** Whether the earliest record ends before `now`. */
  endsBefore(now: number): boolean {
    const first = this.untils[0]
    return first !== undefined && first < now
  }

  /** The earliest record's end (read it before `take`). */
  firstUntil(): number {
    return this.untils[0] as number
  }

  /** Takes the earliest record off the heap and gives its key. */
  take(): string {
    const { untils, keys } = this
    const first = keys[0] as string
    const lastUntil = untils.pop() as number
    const lastKey = keys.pop() as string
    if (untils.length === 0) return first
    let at = 0
    for (;;) {
      const left = 2 * at + 1
      if (left >= untils.length) break
      const right = left + 1
      const child =
        right < untils.length && (untils[right] as number) < (untils[left] as number) ? right : left
      if ((untils[child] as number) >= lastUntil) break
      untils[at] = untils[child] as number
      keys[at] = keys[child] as string
      at = child
    }
    untils[at] = lastUntil
    keys[at] = lastKey
    return first
  }
}

export class ReplayCache {
  /** Records stored, as of the last count; grows with each new one. */
  private count: number
  private lastPruneAt = Number.NEGATIVE_INFINITY
  private readonly pruneInline: boolean
  /**
   * On the single node, which writes every record through here: each record's end of window, so a prune
   * takes exactly the expired ones off the heap instead of reading (and, in memory, sorting) every record.
   * A devnet replica also holds the other nodes' records, applied from the log: it reads them all.
   */
  private readonly expiries: ExpiryHeap | undefined

  constructor(
    private readonly kv: KeyValue,
    options: ReplayOptions = {},
  ) {
    this.pruneInline = options.pruneInline ?? true
    const records = kv.range<number>(['seen'])
    this.count = records.length
    if (this.pruneInline) {
      this.expiries = new ExpiryHeap()
      for (const { key, value } of records) this.expiries.push(value, key[1] as string)
    }
  }

  has(key: string): boolean {
    return this.kv.get(['seen', key]) !== undefined
  }

  /** Records a signature as used until `until` (the end of its timestamp window). */
  set(key: string, until: number): void {
    const stored = ['seen', key]
    if (this.kv.get(stored) === undefined) this.count++
    this.kv.put(stored, until)
    this.expiries?.push(until, key)
  }

  /** Forgets signatures that could no longer pass the window check, when the store holds many. */
  prune(now: number): void {
    if (this.pruneInline) this.pruneExpired(now)
  }

  /** Prunes when above the limit, whoever calls. */
  pruneExpired(now: number): void {
    if (this.count <= PRUNE_ABOVE || now - this.lastPruneAt < PRUNE_EVERY_MS) return
    this.lastPruneAt = now
    const expiries = this.expiries
    if (expiries) {
      this.kv.write(() => {
        while (expiries.endsBefore(now)) {
          const until = expiries.firstUntil()
          const key = expiries.take()
          // A record set again later ends later: its newer entry in the heap decides.
          if (this.kv.get<number>(['seen', key]) !== until) continue
          this.kv.remove(['seen', key])
          this.count--
        }
      })
      return
    }
    let left = 0
    this.kv.write(() => {
      for (const { key, value: until } of this.kv.range<number>(['seen'])) {
        if (until >= now) left++
        else this.kv.remove(key)
      }
    })
    this.count = left
  }
}
