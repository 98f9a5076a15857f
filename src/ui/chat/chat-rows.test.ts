import { describe, expect, it } from 'vitest'
import { chatHistory, chatMessage } from '../../../tests/_util/machines/conversation'
import { channel } from '../../../tests/_util/machines/inbox'
import { type ChatRow, chatName, dateLabel, messageFrom, rowsOf, sendStateOf } from './chat-rows'

/** A row as a person reads it: a separator's or divider's label, or a message's id with its marks. */
const shape = (row: ChatRow): string =>
  row.kind === 'message'
    ? [row.key, row.own ? 'own' : '', row.grouped ? 'grouped' : ''].filter(Boolean).join(' ')
    : `${row.kind} ${row.label}`

describe('chat rows', () => {
  it('puts messages in reading order with a date separator before each new day', () => {
    const rows = rowsOf(chatHistory(4, 2), 'user:me')
    expect(rows.map((r) => (r.kind !== 'message' ? r.label : `${r.key}${r.own ? ' (own)' : ''}`))).toEqual([
      '23 November 2026',
      'm0',
      'm1 (own)',
      '24 November 2026',
      'm2',
      'm3 (own)',
    ])
  })

  it('groups consecutive messages of one sender within one minute of one day; the first of each group is whole', () => {
    const at = (id: string, minute: number, senderId = 'user:peer', day = 0) =>
      chatMessage(id, { at: day * 1440 + minute, senderId })
    // Oldest first here; the SDK hands them newest first.
    const oldestFirst = [
      at('a1', 0),
      at('a2', 0),
      at('a3', 0),
      at('me1', 0, 'user:me'),
      at('me2', 0, 'user:me'),
      at('a4', 0),
      at('a5', 1),
      at('a6', 1),
      at('a7', 1, 'user:peer', 1),
      at('a8', 1, 'user:peer', 1),
    ]
    const rows = rowsOf([...oldestFirst].reverse(), 'user:me')
    expect(rows.map(shape)).toEqual([
      'date 23 November 2026',
      'a1',
      'a2 grouped',
      'a3 grouped',
      'me1 own',
      'me2 own grouped',
      'a4',
      'a5',
      'a6 grouped',
      'date 24 November 2026',
      'a7',
      'a8 grouped',
    ])
  })

  it('puts the "New messages" divider above the first unread, which starts a new group', () => {
    const oldestFirst = ['r1', 'r2', 'u1', 'u2'].map((id) => chatMessage(id, { at: 0 }))
    const rows = rowsOf([...oldestFirst].reverse(), 'user:me', 'u1')
    expect(rows.map(shape)).toEqual([
      'date 23 November 2026',
      'r1',
      'r2 grouped',
      'unread New messages',
      'u1',
      'u2 grouped',
    ])
    expect(rows[3]?.key).toBe('unread:u1')
    // No unread, or one not held: no divider.
    expect(rowsOf([...oldestFirst].reverse(), 'user:me', 'gone').some((r) => r.kind === 'unread')).toBe(false)
    expect(rowsOf([...oldestFirst].reverse(), 'user:me').some((r) => r.kind === 'unread')).toBe(false)
  })

  it('finds the first message row at or after a row, past a separator and the divider', () => {
    const rows = rowsOf([chatMessage('b', { at: 1 }), chatMessage('a', { at: 0 })], 'user:me', 'a')
    expect(rows.map((r) => r.kind)).toEqual(['date', 'unread', 'message', 'message'])
    expect(messageFrom(rows, 0)).toBe(2)
    expect(messageFrom(rows, 3)).toBe(3)
    expect(messageFrom([], 0)).toBe(0)
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
