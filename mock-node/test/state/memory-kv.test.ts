/**
 * The in-memory key-value backend against the port's contract (src/state/kv/port.ts): every read answers
 * what a plain sorted list of entries would, keys ordered as LMDB orders them, and what it stores is a frozen
 * copy, as `deepFreeze(structuredClone(value))` made it.
 */
import { describe, expect, it } from 'vitest'
import { frozenCopy, MemoryKeyValue } from '../../src/state/kv/memory'
import { compareKeys, type Entry, type Key, type KeyPart, type RangeOptions } from '../../src/state/kv/port'

/** The port's meaning, spelled out: a list of entries kept in key order. */
class ReferenceStore {
  entries: Entry<unknown>[] = []
  private at(key: Key): number {
    return this.entries.findIndex((e) => compareKeys(e.key, key) === 0)
  }
  get(key: Key): unknown {
    return this.entries[this.at(key)]?.value
  }
  put(key: Key, value: unknown): void {
    const at = this.at(key)
    if (at >= 0) this.entries.splice(at, 1)
    this.entries.push({ key: [...key], value })
    this.entries.sort((a, b) => compareKeys(a.key, b.key))
  }
  remove(key: Key): void {
    const at = this.at(key)
    if (at >= 0) this.entries.splice(at, 1)
  }
  range(prefix: Key, options: RangeOptions = {}): Entry<unknown>[] {
    let list = this.entries.filter(
      (e) => e.key.length > prefix.length && prefix.every((part, i) => e.key[i] === part),
    )
    const from = options.from
    if (from !== undefined && !options.reverse)
      list = list.filter((e) => compareKeys([e.key[prefix.length] as KeyPart], [from]) >= 0)
    if (options.reverse) list = [...list].reverse()
    const offset = options.offset ?? 0
    return list.slice(offset, offset + (options.limit ?? list.length))
  }
}

/** A small deterministic generator, so a failure replays. */
const generator = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
  return seed / 2 ** 31
}

const plain = (entries: Entry<unknown>[]) => entries.map((e) => [e.key, e.value])

describe('MemoryKeyValue', () => {
  it('answers every get and range as a sorted list of its entries would, through puts and removes', () => {
    const random = generator(29)
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
    // Numbers and strings that look alike, negatives, and strings sharing prefixes: the orderings that matter.
    const parts: KeyPart[] = [0, 1, -1, 2, 10, 1.5, '1', '10', '2', 'a', 'ab', 'b', '', 'a|b', 's1:a']
    const tables = ['t', 'u']
    const keyOf = (): Key => {
      const length = 2 + Math.floor(random() * 3)
      return [pick(tables), ...Array.from({ length: length - 1 }, () => pick(parts))]
    }
    const kv = new MemoryKeyValue()
    const reference = new ReferenceStore()
    for (let step = 0; step < 3_000; step++) {
      const key = keyOf()
      if (random() < 0.3) {
        kv.remove(key)
        reference.remove(key)
      } else {
        kv.put(key, step)
        reference.put(key, step)
      }
      if (step % 50 !== 0) continue
      for (const entry of reference.entries) expect(kv.get(entry.key)).toBe(entry.value)
      for (const table of tables) {
        expect(plain(kv.range([table]))).toEqual(plain(reference.range([table])))
        expect(plain(kv.range([table], { reverse: true, offset: 1, limit: 5 }))).toEqual(
          plain(reference.range([table], { reverse: true, offset: 1, limit: 5 })),
        )
        for (const second of parts) {
          const prefix = [table, second]
          for (const options of [
            {},
            { reverse: true },
            { offset: 2, limit: 3 },
            { reverse: true, offset: 1, limit: 2 },
            { from: pick(parts) },
            { from: pick(parts), offset: 1, limit: 2 },
          ])
            expect(plain(kv.range(prefix, options))).toEqual(plain(reference.range(prefix, options)))
        }
      }
    }
  })

  it('tells a number part from the same digits as a string', () => {
    const kv = new MemoryKeyValue()
    kv.put(['t', 1], 'number')
    kv.put(['t', '1'], 'string')
    kv.put(['t', 1, 2], 'number tail')
    kv.put(['t', '1', 2], 'string tail')
    expect(kv.get(['t', 1])).toBe('number')
    expect(kv.get(['t', '1'])).toBe('string')
    expect(plain(kv.range(['t', 1]))).toEqual([[['t', 1, 2], 'number tail']])
    expect(plain(kv.range(['t', '1']))).toEqual([[['t', '1', 2], 'string tail']])
  })

  it('keeps what was stored when the caller changes its object afterwards, and refuses changes to it', () => {
    const kv = new MemoryKeyValue()
    const value = { name: 'a', list: [1, { deep: true }], nested: { n: 1 } }
    kv.put(['t', 'k'], value)
    value.name = 'changed'
    value.list.push(2)
    value.nested.n = 2
    const stored = kv.get<typeof value>(['t', 'k'])
    expect(stored).toEqual({ name: 'a', list: [1, { deep: true }], nested: { n: 1 } })
    expect(Object.isFrozen(stored)).toBe(true)
    expect(Object.isFrozen(stored?.list)).toBe(true)
    expect(Object.isFrozen(stored?.list[1])).toBe(true)
    expect(() => {
      ;(stored as { name: string }).name = 'x'
    }).toThrow(TypeError)
  })
})

describe('frozenCopy', () => {
  it('copies as structuredClone does, frozen all the way down', () => {
    const values: unknown[] = [
      null,
      undefined,
      0,
      -1.5,
      'text',
      true,
      12n,
      [],
      [1, [2, [3]]],
      { a: 1, b: { c: [true, null, undefined] } },
      Object.assign(Object.create(null), { bare: 1 }),
      { when: new Date(0), map: new Map([['k', { v: 1 }]]) },
    ]
    for (const value of values) {
      const copy = frozenCopy(value)
      expect(copy).toEqual(structuredClone(value))
      if (value !== null && typeof value === 'object') {
        expect(copy).not.toBe(value)
        expect(Object.isFrozen(copy)).toBe(true)
      }
    }
  })

  it('keeps an array hole a hole', () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is what is tested
    const copy = frozenCopy([1, , 3]) as unknown[]
    expect(1 in copy).toBe(false)
    expect(copy).toHaveLength(3)
  })

  it('keeps an own __proto__ property a property, not the prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}')
    const copy = frozenCopy(parsed) as Record<string, unknown>
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(Object.keys(copy)).toEqual(['__proto__', 'a'])
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined()
  })

  it('refuses what structuredClone refuses', () => {
    expect(() => frozenCopy({ f: () => 1 })).toThrow()
    expect(() => frozenCopy(Symbol('s'))).toThrow()
  })
})
