/**
 * The LMDB backend's transactions: a transaction callback that returns a promise (lmdb's `put` returns one)
 * makes lmdb hold native memory for it, about 17 KB a write that is never given back (210 MB of the node's
 * own memory after seeding 5,000 users). Every write of the port must hand LMDB a callback answering nothing.
 */
import { describe, expect, it } from 'vitest'
import { LmdbKeyValue } from '../../src/state/kv/lmdb'
import { tempDataDir } from '../_util/data-dir'

/** Records what each transaction callback returned. */
const watchTransactions = (kv: LmdbKeyValue): unknown[] => {
  const returned: unknown[] = []
  const db = (kv as unknown as { db: { transactionSync: (fn: () => unknown) => unknown } }).db
  const original = db.transactionSync.bind(db)
  db.transactionSync = (fn) =>
    original(() => {
      const value = fn()
      returned.push(value)
      return value
    })
  return returned
}

const isThenable = (value: unknown): boolean =>
  typeof (value as { then?: unknown } | undefined)?.then === 'function'

describe('LMDB key-value transactions', () => {
  it('put, remove and nextSeq each commit without giving LMDB a promise to hold', async () => {
    const kv = new LmdbKeyValue(tempDataDir())
    const returned = watchTransactions(kv)
    kv.put(['user', 'a'], { nickname: 'alice' })
    kv.remove(['user', 'a'])
    kv.nextSeq()
    kv.write(() => kv.put(['user', 'b'], { nickname: 'bob' }))
    expect(returned).toHaveLength(4)
    expect(returned.filter(isThenable)).toEqual([])
    expect(kv.get(['user', 'a'])).toBeUndefined()
    expect(kv.get(['user', 'b'])).toEqual({ nickname: 'bob' })
    await kv.close()
  })
})
