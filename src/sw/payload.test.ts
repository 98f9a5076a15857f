import { describe, expect, it } from 'vitest'
import { appPath, readPush } from './payload'

const NOW = 1_700_000_000_000

describe('readPush', () => {
  it('shows what a payload says', () => {
    const text = JSON.stringify({
      v: 1,
      source: 'chats',
      title: 'Alice',
      body: 'hi there',
      tag: 'chat:user:alice',
      url: '/chat/user:alice',
      ts: 1_650_000_000_000,
    })
    expect(readPush(text, NOW)).toEqual({
      title: 'Alice',
      body: 'hi there',
      tag: 'chat:user:alice',
      url: '/chat/user:alice',
      ts: 1_650_000_000_000,
    })
  })

  it.each([
    ['no data', undefined],
    ['text that is not JSON', 'hello'],
    ['JSON that is not an object', '[1,2]'],
    ['another version', JSON.stringify({ v: 2, title: 'Alice' })],
    ['no title', JSON.stringify({ v: 1, body: 'x' })],
  ])('shows the generic notification for %s', (_, text) => {
    expect(readPush(text, NOW)).toEqual({
      title: 'Web3MQ',
      body: 'You have a new notification',
      tag: 'web3mq',
      url: '/notifications',
      ts: NOW,
    })
  })

  it('fills what a payload leaves out or gets wrong', () => {
    expect(
      readPush(JSON.stringify({ v: 1, title: 'Bob', body: 3, url: 'https://evil.example/' }), NOW),
    ).toEqual({
      title: 'Bob',
      body: '',
      tag: 'web3mq',
      url: '/notifications',
      ts: NOW,
    })
  })
})

describe('appPath', () => {
  it('keeps a path of the app and turns anything else into the notification centre', () => {
    expect(appPath('/contacts')).toBe('/contacts')
    expect(appPath('/chat/group:abc?x=1')).toBe('/chat/group:abc?x=1')
    for (const other of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      7,
    ])
      expect(appPath(other)).toBe('/notifications')
  })
})
