/**
 * The overlay a devnet node runs each batch on (mock-node/README.md "A devnet of many nodes"): over either
 * backend it reads its own writes first, merges ranges with the base in key order (offset, limit, reverse,
 * from), continues the base's sequence, leaves the base untouched, and takes back a write unit that threw.
 * A property test holds every range of an overlay to the same range of a store that took the writes itself.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import { MemoryKeyValue } from '../../src/state/kv/memory'
import { OverlayKeyValue, ScopedKeyValue } from '../../src/state/kv/overlay'
import type { Key, KeyValue } from '../../src/state/kv/port'
import { backends } from '../_util/data-dir'

const seedBase = (kv: KeyValue): void => {
  kv.write(() => {
    for (let n = 1; n <= 5; n++) kv.put(['hist', 'chat', n * 10], `base ${n * 10}`)
    kv.put(['user', 'a'], { nickname: 'Alice' })
    kv.nextSeq()
    kv.nextSeq()
  })
}

const keysOf = (entries: readonly { key: Key }[]) => entries.map((e) => e.key[2])

describe.each(backends)('an overlay %s', (_name, makeBase) => {
  it('reads its own writes over the base and leaves the base as it was', () => {
    const base = makeBase()
    seedBase(base)
    const overlay = new OverlayKeyValue(base)
    overlay.put(['user', 'a'], { nickname: 'Alicia' })
    overlay.put(['hist', 'chat', 25], 'own 25')
    overlay.remove(['hist', 'chat', 30])
    expect(overlay.get(['user', 'a'])).toEqual({ nickname: 'Alicia' })
    expect(overlay.get(['hist', 'chat', 30])).toBeUndefined()
    expect(keysOf(overlay.range(['hist', 'chat']))).toEqual([10, 20, 25, 40, 50])
    expect(keysOf(overlay.range(['hist', 'chat'], { reverse: true, limit: 3 }))).toEqual([50, 40, 25])
    expect(keysOf(overlay.range(['hist', 'chat'], { offset: 1, limit: 2 }))).toEqual([20, 25])
    expect(keysOf(overlay.range(['hist', 'chat'], { from: 21 }))).toEqual([25, 40, 50])
    expect(base.get(['user', 'a'])).toEqual({ nickname: 'Alice' })
    expect(keysOf(base.range(['hist', 'chat']))).toEqual([10, 20, 30, 40, 50])
    expect(overlay.recorded()).toEqual([
      [['user', 'a'], { nickname: 'Alicia' }],
      [['hist', 'chat', 25], 'own 25'],
      [['hist', 'chat', 30], undefined],
    ])
  })

  it('continues the base sequence and counts as empty until it writes or draws', () => {
    const base = makeBase()
    seedBase(base)
    const overlay = new OverlayKeyValue(base)
    expect(overlay.empty).toBe(true)
    expect(overlay.nextSeq()).toBe(3)
    expect(overlay.empty).toBe(false)
    expect(base.currentSeq()).toBe(2)
    base.raiseSeq(overlay.currentSeq())
    expect(base.nextSeq()).toBe(4)
    base.raiseSeq(1)
    expect(base.currentSeq()).toBe(4)
  })

  it('takes back what a write unit wrote before it threw, as an LMDB transaction does', () => {
    const base = makeBase()
    const overlay = new OverlayKeyValue(base)
    overlay.put(['user', 'kept'], 1)
    expect(() =>
      overlay.write(() => {
        overlay.put(['user', 'lost'], 2)
        overlay.nextSeq()
        throw new Error('refused')
      }),
    ).toThrow('refused')
    expect(overlay.get(['user', 'lost'])).toBeUndefined()
    expect(overlay.recorded()).toEqual([[['user', 'kept'], 1]])
    expect(overlay.currentSeq()).toBe(base.currentSeq())
  })

  it('keeps a copy of each value: changing the caller’s object afterwards is no write', () => {
    const overlay = new OverlayKeyValue(makeBase())
    const profile = { nickname: 'Bob' }
    overlay.put(['user', 'b'], profile)
    profile.nickname = 'Mallory'
    expect(overlay.get(['user', 'b'])).toEqual({ nickname: 'Bob' })
  })
})

describe('a scoped store', () => {
  it('sends reads and writes to the overlay while a batch runs, and to the replica otherwise', () => {
    const replica = new MemoryKeyValue()
    const scoped = new ScopedKeyValue(replica)
    const overlay = new OverlayKeyValue(replica)
    scoped.within(overlay, () => {
      expect(scoped.recording).toBe(true)
      scoped.put(['user', 'x'], 1)
      expect(scoped.get(['user', 'x'])).toBe(1)
    })
    expect(scoped.recording).toBe(false)
    expect(scoped.get(['user', 'x'])).toBeUndefined()
    expect(overlay.get(['user', 'x'])).toBe(1)
  })
})

/** A write to the overlay and to a reference store that takes it directly. */
const writeArb = fc.tuple(
  fc.integer({ min: 0, max: 30 }),
  fc.option(fc.string({ maxLength: 3 }), { nil: undefined }),
)
const rangeArb = fc.record({
  reverse: fc.boolean(),
  offset: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
  limit: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
  from: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
})

describe('overlay ranges', () => {
  it(
    'equal the ranges of a store that took the same writes itself',
    () => {
      fc.assert(
        fc.property(
          fc.array(writeArb, { maxLength: 12 }),
          fc.array(writeArb, { maxLength: 12 }),
          rangeArb,
          (before, after, options) => {
            const base = new MemoryKeyValue()
            const reference = new MemoryKeyValue()
            for (const [n, value] of before) {
              if (value === undefined) continue
              base.put(['t', 'p', n], value)
              reference.put(['t', 'p', n], value)
            }
            const overlay = new OverlayKeyValue(base)
            for (const [n, value] of after) {
              if (value === undefined) {
                overlay.remove(['t', 'p', n])
                reference.remove(['t', 'p', n])
              } else {
                overlay.put(['t', 'p', n], value)
                reference.put(['t', 'p', n], value)
              }
            }
            const { from, ...rest } = options
            const asked = { ...rest, ...(from === undefined || options.reverse ? {} : { from }) }
            const clean = Object.fromEntries(Object.entries(asked).filter(([, v]) => v !== undefined))
            expect(overlay.range(['t', 'p'], clean)).toEqual(reference.range(['t', 'p'], clean))
          },
        ),
        propertyOptions(300),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
