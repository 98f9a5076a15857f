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

export class ReplayCache {
  /** Records stored, as of the last count; grows with each new one. */
  private count: number
  private lastPruneAt = Number.NEGATIVE_INFINITY
  private readonly pruneInline: boolean

  constructor(
    private readonly kv: KeyValue,
    options: ReplayOptions = {},
  ) {
    this.count = kv.range(['seen']).length
    this.pruneInline = options.pruneInline ?? true
  }

  has(key: string): boolean {
    return this.kv.get(['seen', key]) !== undefined
  }

  /** Records a signature as used until `until` (the end of its timestamp window). */
  set(key: string, until: number): void {
    if (!this.has(key)) this.count++
    this.kv.put(['seen', key], until)
  }

  /** Forgets signatures that could no longer pass the window check, when the store holds many. */
  prune(now: number): void {
    if (this.pruneInline) this.pruneExpired(now)
  }

  /** Prunes when above the limit, whoever calls. */
  pruneExpired(now: number): void {
    if (this.count <= PRUNE_ABOVE || now - this.lastPruneAt < PRUNE_EVERY_MS) return
    this.lastPruneAt = now
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
