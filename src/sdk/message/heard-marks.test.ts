import { describe, expect, it } from 'vitest'
import { type DisplayMessage, sentMessageEcho } from '../../domain/messages'
import { HeardMarks } from './heard-marks'

const sending = (id: string): DisplayMessage =>
  sentMessageEcho(
    { messageId: id, from: 'user:me', text: id, timestamp: 1 },
    { path: 'other', tzOffsetMinutes: 0 },
  )

const shown = (rows: readonly DisplayMessage[]) => rows.map((m) => `${m.id}:${m.status}:${m.msgLoading}`)

describe('HeardMarks', () => {
  it('shows a row read before its statuses with them, in the order heard, never going back', () => {
    const heard = new HeardMarks()
    heard.note([
      { messageId: 'a', messageStatus: 'received' },
      { messageId: 'a', messageStatus: 'read' },
      { messageId: 'a', messageStatus: 'delivered' },
    ])
    expect(shown(heard.onto([sending('a'), sending('b')]))).toEqual([
      'a:read:success',
      `b:${sending('b').status}:loading`,
    ])
  })

  it('hands back the same rows when nothing was heard of them', () => {
    const rows = [sending('b')]
    expect(new HeardMarks().onto(rows)).toBe(rows)
  })

  it('forgets a failure once the message is sent again, and its oldest ids past the limit', () => {
    const heard = new HeardMarks(2)
    heard.note([{ messageId: 'a', messageStatus: 'failed' }])
    heard.forget('a')
    expect(shown(heard.onto([sending('a')]))[0]).toContain(':loading')
    heard.note([
      { messageId: 'x', messageStatus: 'received' },
      { messageId: 'y', messageStatus: 'received' },
      { messageId: 'z', messageStatus: 'received' },
    ])
    expect(shown(heard.onto([sending('x'), sending('z')]))).toEqual([
      `x:${sending('x').status}:loading`,
      'z:received:success',
    ])
  })
})
