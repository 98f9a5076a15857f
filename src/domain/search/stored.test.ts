import { describe, expect, it } from 'vitest'
import { toPlain, typedContent } from '../messages/content'
import { searchTerms } from './match'
import { type StoredMessage, StoredSearch } from './stored'

const ID = (n: number) => `${String(n).padStart(2, '0')}${'a'.repeat(54)}`

const text = (n: number, senderId: string, content: string): StoredMessage => ({
  id: ID(n),
  chatId: 'user:b0b',
  senderId,
  username: senderId === 'user:b0b' ? 'Bob' : '',
  timestamp: 1000 + n,
  content,
})

const typed = (n: number, senderId: string, content: ReturnType<typeof typedContent>): StoredMessage => {
  const plain = toPlain(content)
  return { ...text(n, senderId, plain.text), payloadType: plain.payloadType }
}

const found = (messages: StoredMessage[], query: string, limit = 10) => {
  const search = new StoredSearch(searchTerms(query))
  for (const m of messages) search.visit(m)
  return search.result(limit)
}

describe('search over stored messages: what the person sees (docs/product.md §14.12)', () => {
  it('finds text and the own text of replies, newest first, never a reaction nor the quote', () => {
    const messages = [
      text(1, 'user:b0b', 'The harbour at dawn'),
      typed(
        2,
        'user:aa',
        typedContent('reply', { text: 'which harbour?', from: 'user:b0b', excerpt: 'The harbour' }, ID(1)),
      ),
      typed(
        3,
        'user:aa',
        typedContent('reply', { text: 'lovely', from: 'user:b0b', excerpt: 'The harbour at dawn' }, ID(1)),
      ),
      typed(
        4,
        'user:aa',
        typedContent('reaction', { emoji: '👍', action: 'add' }, ID(1), { targetExcerpt: 'harbour' }),
      ),
    ]
    const { hits, total } = found(messages, 'HARBOUR')
    expect(hits.map((h) => [h.messageId, h.text, h.senderName])).toEqual([
      [ID(2), 'which harbour?', ''],
      [ID(1), 'The harbour at dawn', 'Bob'],
    ])
    expect(total).toBe(2)
  })

  it("searches a message's latest edit by its sender, and nothing of a message its sender deleted", () => {
    const messages = [
      typed(5, 'user:b0b', typedContent('edit', { text: 'meet at the lighthouse' }, ID(1))),
      text(1, 'user:b0b', 'meet at the harbour'),
      typed(3, 'user:b0b', typedContent('edit', { text: 'meet at the harbour gate' }, ID(1))),
      // Someone else cannot edit or delete Bob's message.
      typed(6, 'user:e0e', typedContent('edit', { text: 'harbour harbour' }, ID(2))),
      text(2, 'user:b0b', 'the harbour again'),
      typed(7, 'user:e0e', typedContent('delete', {}, ID(2))),
      text(8, 'user:b0b', 'harbour, third time'),
      typed(9, 'user:b0b', typedContent('delete', {}, ID(8))),
    ]
    expect(found(messages, 'harbour').hits.map((h) => [h.messageId, h.text])).toEqual([
      [ID(2), 'the harbour again'],
    ])
    expect(found(messages, 'lighthouse').hits.map((h) => [h.messageId, h.text, h.timestamp])).toEqual([
      [ID(1), 'meet at the lighthouse', 1001],
    ])
  })

  it("searches an image's caption, never the description its fallback gives", () => {
    // The first bytes of a JPEG file: the codec checks the signature, not the picture.
    const jpeg = '/9j/4AAQSkZJRgABAQAAAQABAAD/2Q=='
    const image = (n: number, caption?: string) =>
      typed(
        n,
        'user:b0b',
        typedContent(
          'image',
          {
            mime: 'image/jpeg',
            width: 640,
            height: 480,
            bytes: jpeg,
            thumb: jpeg,
            ...(caption ? { caption } : {}),
          },
          undefined,
        ),
      )
    const messages = [image(1, 'Harbour at dusk'), image(2)]
    expect(found(messages, 'dusk').hits.map((h) => [h.messageId, h.text])).toEqual([
      [ID(1), 'Harbour at dusk'],
    ])
    expect(found(messages, 'image').total).toBe(0)
  })

  it('keeps the newest within the limit and counts the rest', () => {
    const messages = Array.from({ length: 30 }, (_, i) => text(i + 1, 'user:b0b', `boat ${i + 1}`))
    const { hits, total } = found(messages, 'boat', 5)
    expect(hits.map((h) => h.text)).toEqual(['boat 30', 'boat 29', 'boat 28', 'boat 27', 'boat 26'])
    expect(total).toBe(30)
    expect(found(messages, '   ').total).toBe(0)
  })
})
