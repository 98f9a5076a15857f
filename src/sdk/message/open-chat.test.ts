import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { receivedRow } from '../../../tests/_util/display-message'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import type { DisplayMessage } from '../../domain/messages'
import { OpenChat } from './open-chat'

/** A row the node stored and distributed. */
const row = (id: string, timestamp: number): DisplayMessage =>
  receivedRow(id, timestamp, {
    flags: { system: false, saved: true, distributed: true, seen: false, failure: false },
  })

// The order the list had when every add re-sorted everything: new rows first, then a stable sort.
const resorted = (rows: readonly DisplayMessage[], added: readonly DisplayMessage[]) => {
  const known = new Set(rows.map((m) => m.id))
  const fresh = added.filter((m) => !known.has(m.id))
  return [...fresh, ...rows].sort((a, b) => b.timestamp - a.timestamp)
}

describe('OpenChat.add', () => {
  it(
    'keeps the order the full re-sort gave, equal times included',
    () => {
      const batch = fc.array(
        fc.record({ id: fc.integer({ min: 0, max: 60 }), timestamp: fc.integer({ min: 0, max: 8 }) }),
        { maxLength: 8 },
      )
      fc.assert(
        fc.property(fc.array(batch, { maxLength: 10 }), (batches) => {
          const chat = new OpenChat()
          chat.open('topic')
          let expected: DisplayMessage[] = []
          for (const items of batches) {
            // Ids unique within a batch, as the module hands them in.
            const unique = [...new Map(items.map((i) => [i.id, row(`m${i.id}`, i.timestamp)])).values()]
            const changed = chat.add(unique)
            const next = resorted(expected, unique)
            expect(changed).toBe(next.length !== expected.length)
            expected = next
            expect(chat.messages.map((m) => m.id)).toEqual(expected.map((m) => m.id))
          }
        }),
        propertyOptions(200),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('hands out a new list and leaves an earlier one as it was', () => {
    const chat = new OpenChat()
    chat.open('topic')
    chat.add([row('a', 1)])
    const before = chat.messages
    chat.add([row('b', 2)])
    expect(before.map((m) => m.id)).toEqual(['a'])
    expect(chat.messages.map((m) => m.id)).toEqual(['b', 'a'])
  })
})
