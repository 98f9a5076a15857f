import { describe, expect, it } from 'vitest'
import { chatHistory, chatMessage } from '../../../tests/_util/machines/conversation'
import { channel } from '../../../tests/_util/machines/inbox'
import { chatName, dateLabel, rowsOf, sendStateOf } from './chat-rows'

describe('chat rows', () => {
  it('puts messages in reading order with a date separator before each new day', () => {
    const rows = rowsOf(chatHistory(4, 2), 'user:me')
    expect(rows.map((r) => (r.kind === 'date' ? r.label : `${r.key}${r.own ? ' (own)' : ''}`))).toEqual([
      '23 November 2026',
      'm0',
      'm1 (own)',
      '24 November 2026',
      'm2',
      'm3 (own)',
    ])
  })

  it('formats a date for people and leaves anything else alone', () => {
    expect(dateLabel('2026-01-05')).toBe('5 January 2026')
    expect(dateLabel('')).toBe('')
  })

  it('tells each own message state: sending, sent, delivered, read, failed', () => {
    expect(sendStateOf(chatMessage('a', { msgLoading: 'loading' }))).toBe('sending')
    expect(sendStateOf(chatMessage('a', { status: 'received' }))).toBe('sent')
    expect(sendStateOf(chatMessage('a', { status: 'delivered' }))).toBe('delivered')
    expect(sendStateOf(chatMessage('a', { status: 'read' }))).toBe('read')
    expect(sendStateOf(chatMessage('a', { status: 'failed', msgLoading: 'error' }))).toBe('failed')
    expect(sendStateOf(chatMessage('a', { status: 'userNotFound' }))).toBe('failed')
  })

  it('names chats by the display rules', () => {
    expect(chatName('group:1', channel('group:1', { chat_name: 'Team' }))).toBe('Team')
    expect(chatName('user:peer', undefined, [chatMessage('a', { username: 'Pat' })])).toBe('Pat')
    expect(chatName('user:0123456789abcdef', undefined)).toBe('user:...cdef')
  })
})
