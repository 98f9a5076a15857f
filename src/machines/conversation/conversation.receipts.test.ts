import { describe, expect, it } from 'vitest'
import { chatMessage } from '../../../tests/_util/machines/conversation'
import { firstUnread, toMark } from './conversation.receipts'

const ME = 'user:me'
// Newest first, as the SDK keeps them.
const messages = [
  chatMessage('m5'),
  chatMessage('m4', { senderId: ME }),
  chatMessage('m3'),
  chatMessage('m2', { status: 'read' }),
  chatMessage('m1'),
  chatMessage('m0'),
]

describe('read receipts', () => {
  it("marks the others' unread messages of the span, oldest first, whichever end is named first", () => {
    expect(toMark(messages, { oldest: 'm0', newest: 'm5' }, ME, new Set())).toEqual(['m0', 'm1', 'm3', 'm5'])
    expect(toMark(messages, { oldest: 'm4', newest: 'm1' }, ME, new Set())).toEqual(['m1', 'm3'])
    expect(toMark(messages, { oldest: 'm3', newest: 'm3' }, ME, new Set())).toEqual(['m3'])
  })

  it('leaves out what was asked for already, and marks nothing for a span whose end is not held', () => {
    expect(toMark(messages, { oldest: 'm0', newest: 'm5' }, ME, new Set(['m1', 'm5']))).toEqual(['m0', 'm3'])
    expect(toMark(messages, { oldest: 'gone', newest: 'm5' }, ME, new Set())).toEqual([])
    expect(toMark(messages, { oldest: 'm0', newest: 'gone' }, ME, new Set())).toEqual([])
  })

  it('finds where the unread run starts, and whether it may go on in older pages', () => {
    expect(firstUnread(messages, ME)).toEqual({ id: 'm5', open: false })
    expect(firstUnread(messages.slice(2), ME)).toEqual({ id: 'm3', open: false })
    expect(firstUnread(messages.slice(4), ME)).toEqual({ id: 'm0', open: true })
    expect(firstUnread(messages.slice(1), ME)).toEqual({ id: undefined, open: false })
    expect(firstUnread([], ME)).toEqual({ id: undefined, open: false })
  })
})
