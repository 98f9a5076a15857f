import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { ChatRecord } from '../../ports'
import { createIdbChatStore } from './idb-chat-store'

let dbCount = 0

const record = (messageId: string, chatId: string, timestamp: number): ChatRecord => ({
  messageId,
  chatId,
  from: chatId,
  contentTopic: 'user:me',
  timestamp,
  unread: false,
  payload: { messageList: [{ id: messageId, content: `text ${messageId}`, timestamp }] },
})

const records = [
  record('a1', 'user:a', 1),
  record('b1', 'user:b', 2),
  record('a2', 'user:a', 3),
  record('b2', 'user:b', 4),
]

describe.each([
  ['IndexedDB', () => createIdbChatStore({ name: `scan-${++dbCount}` })],
  ['memory', () => createIdbChatStore({ indexedDB: null })],
])('the chat store walked and the chat prefs kept (%s)', (_, create) => {
  it('walks every record, or one chat only, and stops when told', async () => {
    const store = create()
    await store.open()
    await store.putMessages(records)
    const all: string[] = []
    await store.scanMessages((r) => void all.push(r.messageId))
    expect(all.sort()).toEqual(['a1', 'a2', 'b1', 'b2'])
    const ofB: string[] = []
    await store.scanMessages((r) => void ofB.push(r.messageId), 'user:b')
    expect(ofB.sort()).toEqual(['b1', 'b2'])
    const first: string[] = []
    await store.scanMessages((r) => {
      first.push(r.messageId)
      return false
    })
    expect(first).toHaveLength(1)
  })

  it('hands copies: a visitor changing a record changes nothing stored', async () => {
    const store = create()
    await store.open()
    await store.putMessages(records)
    await store.scanMessages((r) => {
      r.chatId = 'changed'
      return true
    })
    expect((await store.messagesOf('user:a')).map((r) => r.messageId).sort()).toEqual(['a1', 'a2'])
  })

  it('keeps chat prefs per account, none until saved', async () => {
    const store = create()
    await store.open()
    expect(await store.chatPrefsOf('user:me')).toBeUndefined()
    await store.putChatPrefs('user:me', { pinned: ['user:a'], archived: [{ chatid: 'user:b', since: 4 }] })
    expect(await store.chatPrefsOf('user:me')).toEqual({
      pinned: ['user:a'],
      archived: [{ chatid: 'user:b', since: 4 }],
    })
    expect(await store.chatPrefsOf('user:other')).toBeUndefined()
  })
})
