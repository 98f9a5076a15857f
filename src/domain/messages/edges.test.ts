import { describe, expect, it } from 'vitest'
import { openChannel } from './channel-list'
import { JOIN_REQUEST_NOTICE } from './notice-types'
import { notificationRowOf, unreadIdsOf } from './notification-row'
import { applyNodeStatus, flagsFor, toMessageStatus } from './status'
import type { DisplayMessage, Notification } from './types'

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
