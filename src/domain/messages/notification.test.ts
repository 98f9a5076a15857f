import { describe, expect, it } from 'vitest'
import { utf8ToBytes } from '../crypto/encoding'
import { ErrorCode } from '../errors'
import { collectNotifications, notificationFromHistory, notificationFromItem } from './notification'
import type { MessageItem, NotificationHistoryItem } from './types'

const json = {
  title: 'New friend request',
  content: 'Alice wants to be your friend',
  type: 'system.friend_request',
  version: 1,
  timestamp: 1_700_000_000_000,
  come_from: 'user:alice',
  metadata: { groupid: 'group:1' },
}

const messageItem = (payload: string, overrides: Partial<MessageItem> = {}): MessageItem => ({
  messageId: 'n1',
  version: 1,
  payload: utf8ToBytes(payload),
  payloadType: 'application/json',
  comeFrom: 'user:alice',
  fromSign: 'sig',
  contentTopic: 'user:me',
  cipherSuite: 'NONE',
  timestamp: 1_700_000_000_500,
  read: false,
  readTimestamp: 0,
  ...overrides,
})

const historyItem = (payload: unknown): NotificationHistoryItem => ({
  messageid: 'h1',
  from: 'user:alice',
  topic: 'user:me',
  from_sign: 'sig',
  cipher_suite: 'NONE',
  payload_type: 'applicaton/json; charset=utf-8',
  payload,
  timestamp: 1_700_000_000_500,
  version: 1,
  read: true,
})

const decodeFailure = (reason: string, messageId: string) => ({
  ok: false,
  error: expect.objectContaining({
    code: ErrorCode.MessageDecode,
    message: 'This message decode error',
    detail: { reason, messageId },
  }),
})

describe('notificationFromItem', () => {
  it('[P3.24] parses the JSON payload and attaches messageId and read', () => {
    expect(notificationFromItem(messageItem(JSON.stringify(json), { read: true }))).toEqual({
      ok: true,
      value: { ...json, messageId: 'n1', read: true, topic: 'user:me' },
    })
  })

  it('drops unknown fields and ill-typed optional ones, and falls back to the item for version and time', () => {
    const payload = { title: 't', content: 'c', type: 'subscription', extra: 1, come_from: 7, metadata: [1] }
    expect(notificationFromItem(messageItem(JSON.stringify(payload), { version: 2 }))).toEqual({
      ok: true,
      value: {
        title: 't',
        content: 'c',
        type: 'subscription',
        version: 2,
        timestamp: 1_700_000_000_500,
        messageId: 'n1',
        read: false,
        topic: 'user:me',
      },
    })
  })

  it('returns a typed error for a payload that is not JSON', () => {
    expect(notificationFromItem(messageItem('{not json'))).toEqual(decodeFailure('payload is not JSON', 'n1'))
    expect(notificationFromItem(messageItem(''))).toEqual(decodeFailure('payload is not JSON', 'n1'))
  })

  it('returns a typed error for JSON that is not a notification', () => {
    expect(notificationFromItem(messageItem('[1,2]'))).toEqual(
      decodeFailure('payload is not a JSON object', 'n1'),
    )
    expect(notificationFromItem(messageItem('null'))).toEqual(
      decodeFailure('payload is not a JSON object', 'n1'),
    )
    expect(notificationFromItem(messageItem('{"title":"t","content":"c"}'))).toEqual(
      decodeFailure('title, content and type must be strings', 'n1'),
    )
  })
})

describe('notificationFromHistory', () => {
  it('reads the payload object and maps messageid to messageId', () => {
    expect(notificationFromHistory(historyItem(json))).toEqual({
      ok: true,
      value: { ...json, messageId: 'h1', read: true, topic: 'user:me' },
    })
  })

  it('returns a typed error for a payload that is a string or missing', () => {
    expect(notificationFromHistory(historyItem(JSON.stringify(json)))).toEqual(
      decodeFailure('payload is not a JSON object', 'h1'),
    )
    expect(notificationFromHistory(historyItem(undefined))).toEqual(
      decodeFailure('payload is not a JSON object', 'h1'),
    )
  })
})

describe('collectNotifications', () => {
  it('keeps the order of good items and collects the failures', () => {
    const list = collectNotifications([
      notificationFromItem(messageItem(JSON.stringify(json), { messageId: 'a' })),
      notificationFromItem(messageItem('oops', { messageId: 'b' })),
      notificationFromHistory(historyItem(json)),
    ])
    expect(list.notifications.map((n) => n.messageId)).toEqual(['a', 'h1'])
    expect(list.failures.map((e) => e.detail?.messageId)).toEqual(['b'])
  })
})

const payload = { title: 'T', content: 'C', type: 'subscription', version: 1, timestamp: 5 }

describe('notification payloads (docs/protocol.md §9.6)', () => {
  it.each([
    ['title', { ...payload, title: 1 }],
    ['content', { ...payload, content: null }],
    ['type', { title: 'T', content: 'C' }],
  ])('is no notification when %s is not a string', (_field, value) => {
    const result = notificationFromItem(messageItem(JSON.stringify(value)))
    expect(result).toMatchObject({ ok: false, error: { code: ErrorCode.MessageDecode } })
  })

  it('takes the item time when the payload time is a string or beyond a double', () => {
    const odd = notificationFromItem(
      messageItem('{"title":"T","content":"C","type":"t","timestamp":1e999,"version":"2"}'),
    )
    expect(odd).toMatchObject({ ok: true, value: { timestamp: 1_700_000_000_500, version: 1 } })
  })

  it('is unread in the history unless the node says read: true', () => {
    const history = (read: unknown) =>
      notificationFromHistory({ ...historyItem(payload), read } as NotificationHistoryItem)
    expect(history(false)).toMatchObject({ ok: true, value: { read: false } })
    expect(history('true')).toMatchObject({ ok: true, value: { read: false } })
    expect(history(true)).toMatchObject({ ok: true, value: { read: true } })
  })
})
