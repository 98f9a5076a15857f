/**
 * The replay records' pruning (mock-node/README.md "Verification"): above 50,000 records the expired ones
 * are dropped, at most once in 10 s. The single node, which writes every record itself, keeps them by end
 * of window and takes only the expired ones; a devnet replica, which also holds records applied from the
 * log, reads them all, so it prunes at most once in 10 s rather than at every request.
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

const fill = (cache: ReplayCache): void => {
  cache.set('old', NOW - 1)
  for (let i = 0; i < 50_000; i++) cache.set(`live-${i}`, NOW + 60_000)
}

describe('ReplayCache pruning on the single node', () => {
  it('drops exactly the expired records above the limit, at most once in 10 s, reading no other', () => {
    const kv = new CountingStore()
    const cache = new ReplayCache(kv)
    fill(cache)
    const scans = kv.scans
    cache.prune(NOW)
    expect(cache.has('old')).toBe(false)
    expect(cache.has('live-0')).toBe(true)
    expect(cache.has('live-49999')).toBe(true)
    cache.set('soon', NOW + 5_000)
    cache.prune(NOW + 9_999)
    // Expired, but the last prune was under 10 s ago.
    expect(cache.has('soon')).toBe(true)
    cache.prune(NOW + 10_000)
    expect(cache.has('soon')).toBe(false)
    expect(cache.has('live-0')).toBe(true)
    expect(kv.scans).toBe(scans)
  })

  it('keeps a record set again with a later end until that end', () => {
    const cache = new ReplayCache(new MemoryKeyValue())
    fill(cache)
    cache.set('again', NOW - 5)
    cache.set('again', NOW + 30_000)
    cache.prune(NOW)
    expect(cache.has('again')).toBe(true)
    expect(cache.has('old')).toBe(false)
  })

  it('prunes the records a restarted node found in its store', () => {
    const kv = new MemoryKeyValue()
    fill(new ReplayCache(kv))
    const restarted = new ReplayCache(kv)
    expect(restarted.has('old')).toBe(true)
    restarted.prune(NOW)
    expect(restarted.has('old')).toBe(false)
    expect(restarted.has('live-1')).toBe(true)
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

describe('ReplayCache pruning on a devnet replica', () => {
  it('leaves pruning to its timer, which reads every record at most once in 10 s', () => {
    const kv = new CountingStore()
    const cache = new ReplayCache(kv, { pruneInline: false })
    fill(cache)
    // A record another node wrote, applied from the log straight into the replica.
    kv.put(['seen', 'theirs'], NOW - 1)
    const scans = kv.scans
    cache.prune(NOW)
    expect(cache.has('old')).toBe(true)
    cache.pruneExpired(NOW)
    expect(kv.scans).toBe(scans + 1)
    expect(cache.has('old')).toBe(false)
    expect(cache.has('theirs')).toBe(false)
    expect(cache.has('live-0')).toBe(true)
    cache.set('another', NOW + 60_000)
    cache.pruneExpired(NOW + 1)
    cache.pruneExpired(NOW + 9_999)
    expect(kv.scans).toBe(scans + 1)
    cache.pruneExpired(NOW + 10_000)
    expect(kv.scans).toBe(scans + 2)
  })
})
