/**
 * The signatures seen within the timestamp window, to refuse replays (mock-node/README.md "Verification").
 * Kept in a map for the per-request check and written through to the store, so a signature used before a
 * restart stays used after it.
 */
import type { KeyValue } from './kv/port'

/** Beyond this many, expired entries are dropped. */
const PRUNE_ABOVE = 50_000

export class ReplayCache {
  private readonly seen = new Map<string, number>()

  constructor(private readonly kv: KeyValue) {
    for (const { key, value } of kv.range<number>(['seen'])) this.seen.set(String(key[1]), value)
  }

  has(key: string): boolean {
    return this.seen.has(key)
  }

  /** Records a signature as used until `until` (the end of its timestamp window). */
  set(key: string, until: number): void {
    this.seen.set(key, until)
    this.kv.put(['seen', key], until)
  }

  /** Forgets signatures that could no longer pass the window check, when the cache grows large. */
  prune(now: number): void {
    if (this.seen.size <= PRUNE_ABOVE) return
    this.kv.write(() => {
      for (const [key, until] of this.seen) {
        if (until >= now) continue
        this.seen.delete(key)
        this.kv.remove(['seen', key])
      }
    })
  }
}
