import { describe, expect, it } from 'vitest'
import {
  type ChannelListState,
  chatIdOf,
  newChannel,
  openChannel,
  peerOf,
  receiveMessage,
  totalUnread,
  unnamedChats,
} from './channel-list'
import type { Channel } from './types'

const channel = (chatid: string, unread = 0): Channel => ({
  chatid,
  chat_type: 'user',
  chat_name: chatid,
  avatar_base64: '',
  avatar_url: '',
  unread,
})

const state = (activeChatId: string | null): ChannelListState => ({
  channels: [channel('user:a'), channel('user:b', 2), channel('group:c')],
  activeChatId,
})

describe('receiveMessage', () => {
  it('[P4.23] counts a message on a non-active chat as unread and moves the chat to the top', () => {
    const next = receiveMessage(state('user:a'), { chatid: 'group:c', text: 'hi', timestamp: 5 })
    expect(next.channels.map((c) => c.chatid)).toEqual(['group:c', 'user:a', 'user:b'])
    expect(next.channels[0]).toEqual({ ...channel('group:c'), lastMessage: 'hi', updatedAt: 5, unread: 1 })
    expect(next.activeChatId).toBe('user:a')
  })

  it('adds to an existing count', () => {
    const next = receiveMessage(state(null), { chatid: 'user:b', text: 'again', timestamp: 9 })
    expect(next.channels[0]).toMatchObject({
      chatid: 'user:b',
      unread: 3,
      lastMessage: 'again',
      updatedAt: 9,
    })
  })

  it('does not count on the active chat or for own messages', () => {
    const active = receiveMessage(state('user:b'), { chatid: 'user:b', text: 'x', timestamp: 1 })
    expect(active.channels[0]).toMatchObject({ chatid: 'user:b', unread: 2, lastMessage: 'x' })
    const own = receiveMessage(state(null), { chatid: 'user:a', text: 'mine', timestamp: 2, fromSelf: true })
    expect(own.channels[0]).toMatchObject({ chatid: 'user:a', unread: 0, lastMessage: 'mine', updatedAt: 2 })
  })

  it('adds a chat the list does not know', () => {
    const next = receiveMessage(state(null), { chatid: 'group:new', text: 'yo', timestamp: 3 })
    expect(next.channels).toHaveLength(4)
    expect(next.channels[0]).toEqual({
      chatid: 'group:new',
      chat_type: 'group',
      chat_name: '',
      avatar_base64: '',
      avatar_url: '',
      unread: 1,
      lastMessage: 'yo',
      updatedAt: 3,
    })
  })

  it('treats a missing unread count as 0 and leaves the input untouched', () => {
    const before: ChannelListState = {
      channels: [{ ...channel('user:z'), unread: undefined }],
      activeChatId: null,
    }
    const next = receiveMessage(before, { chatid: 'user:z', text: 't', timestamp: 1 })
    expect(next.channels[0]?.unread).toBe(1)
    expect(before.channels[0]?.unread).toBeUndefined()
  })
})

describe('openChannel', () => {
  it('[P4.23] makes the chat active and resets its unread count to 0', () => {
    const next = openChannel(state('user:a'), 'user:b')
    expect(next.activeChatId).toBe('user:b')
    expect(next.channels.map((c) => c.unread)).toEqual([0, 0, 0])
  })

  it('clears the active chat with null and keeps other counts', () => {
    const before = state('user:b')
    const next = openChannel(before, null)
    expect(next.activeChatId).toBeNull()
    expect(next.channels).toEqual(before.channels)
    expect(next.channels[1]).toBe(before.channels[1])
  })
})

describe('chatIdOf', () => {
  it('files a DM to me under its sender and everything else under its topic', () => {
    expect(chatIdOf({ comeFrom: 'user:peer', contentTopic: 'user:me' }, 'user:me')).toBe('user:peer')
    expect(chatIdOf({ comeFrom: 'user:me', contentTopic: 'user:peer' }, 'user:me')).toBe('user:peer')
    expect(chatIdOf({ comeFrom: 'user:peer', contentTopic: 'group:g' }, 'user:me')).toBe('group:g')
  })
})

describe('newChannel and totalUnread', () => {
  it('derives the chat type from the id and sums counts', () => {
    expect(newChannel('user:x').chat_type).toBe('user')
    expect(newChannel('group:x').chat_type).toBe('group')
    expect(totalUnread(state(null).channels)).toBe(2)
    expect(totalUnread([])).toBe(0)
  })

  it('leaves muted chats out of the total', () => {
    const channels = [
      { ...newChannel('user:a'), unread: 2 },
      { ...newChannel('group:g'), unread: 5 },
    ]
    expect(totalUnread(channels, new Set(['group:g']))).toBe(2)
    expect(totalUnread(channels, new Set(['user:other']))).toBe(7)
  })
})

describe('unnamedChats', () => {
  it('names a group from the node’s list and a private chat from its profile, each chat asked once', () => {
    const unnamed = [newChannel('user:a'), newChannel('group:g'), newChannel('user:b')]
    const named = channel('user:c')
    expect(unnamedChats([...unnamed, named], new Set(['user:b']))).toEqual([
      { chatid: 'user:a', from: 'profile' },
      { chatid: 'group:g', from: 'list' },
    ])
  })

  it('reads the other person of a private chat, and none of a group', () => {
    expect(peerOf('user:a')).toBe('user:a')
    expect(peerOf('group:g')).toBeUndefined()
  })
})
