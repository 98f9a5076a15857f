/**
 * The replay records' pruning (mock-node/README.md "Verification"): above 50,000 records the expired ones
 * are dropped, but a prune reads every record, so a busy node (far more than 50,000 signatures within one
 * window, none expired) prunes at most once in 10 s rather than at every request.
 */
import { describe, expect, it } from 'vitest'
import { MemoryKeyValue } from '../../src/state/kv/memory'
import type { Key, RangeOptions } from '../../src/state/kv/port'
import { ReplayCache } from '../../src/state/replay'

const NOW = 1_700_000_000_000

/** A memory store that counts whole reads of the replay records. */
class CountingStore extends MemoryKeyValue {
  scans = 0
  override range<T>(prefix: Key, options?: RangeOptions) {
    if (prefix.length === 1 && prefix[0] === 'seen') this.scans++
    return super.range<T>(prefix, options)
  }
}

describe('ReplayCache pruning', () => {
  it('drops expired records above the limit, and reads them all at most once in 10 s', () => {
    const kv = new CountingStore()
    const cache = new ReplayCache(kv)
    cache.set('old', NOW - 1)
    for (let i = 0; i < 50_000; i++) cache.set(`live-${i}`, NOW + 60_000)
    const scans = kv.scans
    cache.prune(NOW)
    expect(kv.scans).toBe(scans + 1)
    expect(cache.has('old')).toBe(false)
    expect(cache.has('live-0')).toBe(true)
    cache.set('another', NOW + 60_000)
    cache.prune(NOW + 1)
    cache.prune(NOW + 9_999)
    expect(kv.scans).toBe(scans + 1)
    cache.prune(NOW + 10_000)
    expect(kv.scans).toBe(scans + 2)
  })

  it('does nothing at or below the limit', () => {
    const kv = new CountingStore()
    const cache = new ReplayCache(kv)
    cache.set('old', NOW - 1)
    const scans = kv.scans
    cache.prune(NOW)
    expect(kv.scans).toBe(scans)
    expect(cache.has('old')).toBe(true)
  })
})
