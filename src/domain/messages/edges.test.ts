import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { utf8ToBytes } from '../crypto/encoding'
import { ErrorCode, errors, Web3MQError } from '../errors'
import { openChannel } from './channel-list'
import { historyToDisplay } from './history'
import { JOIN_REQUEST_NOTICE } from './notice-types'
import { notificationFromHistory, notificationFromItem } from './notification'
import { notificationRowOf, unreadIdsOf } from './notification-row'
import { applyNodeStatus, flagsFor, toMessageStatus } from './status'
import type { DisplayMessage, HistoryItem, MessageItem, Notification } from './types'

// Edges of the message rules that the main test files leave open: what a peer's odd data does to a list.

const notification = (messageId: string, read: boolean): Notification => ({
  title: `Title ${messageId}`,
  content: `Content ${messageId}`,
  type: 'system.friend_request',
  version: 1,
  timestamp: 1_700_000_000_000,
  come_from: 'user:alice',
  messageId,
  read,
})

describe('notification rows (the header centre and the subscription history)', () => {
  it('show a notification under its message id with its fields', () => {
    expect(notificationRowOf(notification('n1', false))).toEqual({
      id: 'n1',
      title: 'Title n1',
      content: 'Content n1',
      type: 'system.friend_request',
      timestamp: 1_700_000_000_000,
      read: false,
    })
  })

  it('list the ids of the unread rows in list order', () => {
    const rows = ['a', 'b', 'c', 'd'].map((id, i) => notificationRowOf(notification(id, i % 2 === 1)))
    expect(unreadIdsOf(rows)).toEqual(['a', 'c'])
    expect(unreadIdsOf([])).toEqual([])
  })

  it('name the join request notice the node sends a group creator (docs/protocol.md §9.2)', () => {
    expect(JOIN_REQUEST_NOTICE).toBe('system.group.join_request')
  })
})

const payload = { title: 'T', content: 'C', type: 'subscription', version: 1, timestamp: 5 }
const item = (json: string): MessageItem => ({
  messageId: 'n1',
  version: 1,
  payload: utf8ToBytes(json),
  payloadType: 'application/json',
  comeFrom: 'user:alice',
  fromSign: 'sig',
  contentTopic: 'user:me',
  cipherSuite: 'NONE',
  timestamp: 1_700_000_000_500,
  read: false,
  readTimestamp: 0,
})

describe('notification payloads (docs/protocol.md §9.6)', () => {
  it.each([
    ['title', { ...payload, title: 1 }],
    ['content', { ...payload, content: null }],
    ['type', { title: 'T', content: 'C' }],
  ])('is no notification when %s is not a string', (_field, value) => {
    const result = notificationFromItem(item(JSON.stringify(value)))
    expect(result).toMatchObject({ ok: false, error: { code: ErrorCode.MessageDecode } })
  })

  it('takes the item time when the payload time is a string or beyond a double', () => {
    const odd = notificationFromItem(
      item('{"title":"T","content":"C","type":"t","timestamp":1e999,"version":"2"}'),
    )
    expect(odd).toMatchObject({ ok: true, value: { timestamp: 1_700_000_000_500, version: 1 } })
  })

  it('is unread in the history unless the node says read: true', () => {
    const history = (read: unknown) =>
      notificationFromHistory({
        messageid: 'h1',
        from: 'user:alice',
        topic: 'user:me',
        from_sign: 'sig',
        cipher_suite: 'NONE',
        payload_type: 'application/json',
        payload,
        timestamp: 1,
        version: 1,
        read,
      } as Parameters<typeof notificationFromHistory>[0])
    expect(history(false)).toMatchObject({ ok: true, value: { read: false } })
    expect(history('true')).toMatchObject({ ok: true, value: { read: false } })
    expect(history(true)).toMatchObject({ ok: true, value: { read: true } })
  })
})

const v = vectors.chatMessage
const historyItem: HistoryItem = {
  messageid: v.messageId,
  from: v.comeFrom,
  topic: v.contentTopic,
  from_sign: v.fromSign,
  cipher_suite: 'NONE',
  payload_type: 'text/plain; charset=utf-8',
  payload: 'aGVsbG8gd2ViM21x',
  timestamp: v.timestamp,
  version: 1,
  message_status: { status: 'read', timestamp: 1_700_000_100_000 },
}

describe('a history page', () => {
  it('shows rows without sender details when no reader of them is given', () => {
    const page = historyToDisplay([historyItem], { tzOffsetMinutes: 0 })
    expect(page.messages.map((m) => m.content)).toEqual(['hello web3mq'])
    expect(page.failures).toEqual([])
  })

  it('lets every failure but a decode failure through: those are bugs, not data', () => {
    const refuse = () => {
      throw errors.invalidInput('no profile reader')
    }
    expect(() => historyToDisplay([historyItem], { tzOffsetMinutes: 0, senderInfoFor: refuse })).toThrowError(
      Web3MQError,
    )
    const crash = () => {
      throw new RangeError('bug')
    }
    expect(() => historyToDisplay([historyItem], { tzOffsetMinutes: 0, senderInfoFor: crash })).toThrowError(
      RangeError,
    )
  })
})

describe('statuses and the chat list at their edges', () => {
  it('reads only a status name written as a string', () => {
    expect(toMessageStatus(['read'])).toBeUndefined()
    expect(toMessageStatus('read')).toBe('read')
  })

  it('leaves the list as it is for a node status of a message it does not hold', () => {
    const row: DisplayMessage = {
      id: 'a',
      content: 'hi',
      senderId: 'user:me',
      username: '',
      avatar: '',
      date: '2023-11-14',
      time: '22:13',
      timestamp: 1,
      status: 'delivered',
      flags: flagsFor('delivered'),
      msgLoading: 'loading',
    }
    const list = [row]
    expect(applyNodeStatus(list, { messageId: 'zz', messageStatus: 'read' })).toBe(list)
  })

  it('leaves a chat with nothing unread as it is when it is opened', () => {
    const quiet = { chatid: 'user:a', chat_type: 'user', chat_name: 'A', avatar_base64: '', avatar_url: '' }
    const opened = openChannel({ channels: [quiet], activeChatId: null }, 'user:a')
    expect(opened.activeChatId).toBe('user:a')
    expect(opened.channels[0]).toBe(quiet)
  })
})
