import { describe, expect, it } from 'vitest'
import { UNDECRYPTABLE_TEXT } from '../e2e'
import { inAccount, NewestHits, searchableText } from './hits'
import { searchTerms } from './match'

const candidate = (messageId: string, timestamp: number, text: string) => ({
  messageId,
  chatId: 'user:bob',
  senderId: 'user:bob',
  senderName: 'Bob',
  timestamp,
  text,
})

describe('search hits (docs/product.md §14.12)', () => {
  it('keeps the newest matches up to the limit, whatever order they come in, and counts them all', () => {
    const hits = new NewestHits(3)
    const terms = searchTerms('boat')
    const offered = [
      candidate('a', 10, 'a boat'),
      candidate('b', 50, 'no match'),
      candidate('c', 40, 'Boat!'),
      candidate('d', 20, 'BOATS'),
      candidate('e', 30, 'sailboat'),
      candidate('f', 30, 'bôat'),
      candidate('c', 40, 'Boat!'),
    ]
    for (const c of offered) hits.offer(c, terms)
    const { hits: kept, total } = hits.result()
    expect(kept.map((h) => h.messageId)).toEqual(['c', 'f', 'e'])
    expect(total).toBe(5)
    expect(kept[0]?.ranges).toEqual([{ start: 0, end: 4 }])
  })

  it('searches what a row shows, never the stand-in of a message that could not be read', () => {
    expect(searchableText({ content: 'hello' })).toBe('hello')
    expect(searchableText({ content: UNDECRYPTABLE_TEXT })).toBeUndefined()
    expect(searchableText({ content: '' })).toBeUndefined()
  })

  it("searches only the account's own records of a shared device", () => {
    const me = 'user:me'
    expect(inAccount(me, { chatId: 'user:bob', from: me, contentTopic: 'user:bob' })).toBe(true)
    expect(inAccount(me, { chatId: 'user:bob', from: 'user:bob', contentTopic: me })).toBe(true)
    expect(inAccount(me, { chatId: 'user:bob', from: 'user:bob', contentTopic: 'user:other' })).toBe(false)
    expect(inAccount(me, { chatId: 'group:g', from: 'user:x', contentTopic: 'group:g' })).toBe(true)
  })
})
