import { describe, expect, it } from 'vitest'
import { alertTextOf, chatPath, messageAlert, notificationAlert, notificationSource } from './content'

describe('alert content', () => {
  it('a direct message: the sender as title, the text as body, one tag per conversation', () => {
    expect(
      messageAlert({
        conversation: 'user:alice',
        group: false,
        senderName: 'Alice',
        text: 'Hi  there\n',
        ts: 5,
      }),
    ).toEqual({
      v: 1,
      source: 'chats',
      title: 'Alice',
      body: 'Hi there',
      tag: 'chat:user:alice',
      url: '/chat/user:alice',
      ts: 5,
    })
  })

  it('a group message names the group and the sender', () => {
    const alert = messageAlert({
      conversation: 'group:g1',
      group: true,
      senderName: 'Bob',
      groupName: 'Climbers',
      text: 'Sunday?',
      ts: 1,
    })
    expect(alert).toMatchObject({
      source: 'groups',
      title: 'Climbers',
      body: 'Bob: Sunday?',
      url: '/chat/group:g1',
    })
  })

  it('an encrypted or non-text message says only who wrote', () => {
    const alert = messageAlert({
      conversation: 'user:a',
      group: false,
      senderName: 'Alice',
      text: undefined,
      ts: 1,
    })
    expect(alert.body).toBe('New message from Alice')
  })

  it('clips long text to one line of a notification', () => {
    const alert = messageAlert({
      conversation: 'user:a',
      group: false,
      senderName: 'A',
      text: 'x'.repeat(500),
      ts: 1,
    })
    expect([...alert.body]).toHaveLength(180)
    expect(alert.body.endsWith('…')).toBe(true)
  })

  it('files notifications by source and links them where they are acted on', () => {
    expect(notificationSource('system.friend_request', 'user:me')).toBe('friendRequests')
    expect(notificationSource('system.group.join_request', 'user:me')).toBe('groupRequests')
    expect(notificationSource('subscription', 'topic:abc')).toBe('topics')
    expect(notificationSource('subscription', 'user:poster')).toBe('followerPosts')
    expect(
      notificationAlert({
        messageid: 'm1',
        type: 'system.followed',
        topic: 'user:me',
        title: 'New follower',
        content: 'Alice followed you',
        ts: 2,
      }),
    ).toEqual({
      v: 1,
      source: 'friendRequests',
      title: 'New follower',
      body: 'Alice followed you',
      tag: 'notification:m1',
      url: '/contacts',
      ts: 2,
    })
  })

  it('keeps a chat id readable in its path and escapes anything else', () => {
    expect(chatPath('group:a b')).toBe('/chat/group:a%20b')
  })

  it("shows a plain message's text and never an encrypted one's", () => {
    const payload = Buffer.from('Lunch?').toString('base64')
    expect(alertTextOf({ cipherSuite: 'NONE', payload })).toBe('Lunch?')
    expect(
      alertTextOf({ cipherSuite: 'MLS_128_DHKEMX25519_AES128GCM_SHA256_Ed25519', payload }),
    ).toBeUndefined()
    expect(alertTextOf({ cipherSuite: 'NONE', payload: '%%' })).toBeUndefined()
    // Plain bytes that are not UTF-8 (an image, say) are not text either.
    expect(
      alertTextOf({ cipherSuite: 'NONE', payload: Buffer.from([0xff, 0xfe, 0x00]).toString('base64') }),
    ).toBeUndefined()
  })
})
