import { describe, expect, it } from 'vitest'
import type { SearchHit } from '../../../domain/search'
import { hitNames, openAtOf, openAtState } from './search-view'

const hit = (chatId: string, senderId: string, senderName = ''): SearchHit => ({
  messageId: 'm1',
  chatId,
  senderId,
  senderName,
  timestamp: 5,
  text: 'x',
  ranges: [],
})

describe('how a search result is named (docs/product.md §14.12)', () => {
  it('says You for own messages, the chat name for a private chat, the stored name or short id in a group', () => {
    expect(hitNames(hit('user:b0b', 'user:me'), 'user:me', 'Bob')).toEqual({ chat: 'Bob', sender: 'You' })
    expect(hitNames(hit('user:b0b', 'user:b0b'), 'user:me', 'Bob')).toEqual({ chat: 'Bob', sender: 'Bob' })
    expect(hitNames(hit('group:g', 'user:a11ce', 'Alice'), 'user:me', 'Team')).toEqual({
      chat: 'Team',
      sender: 'Alice',
    })
    expect(hitNames(hit('group:g', 'user:0123456789abcdef'), 'user:me', 'Team').sender).not.toBe('')
  })

  it('carries the message to open in the location state, and reads only a well-formed one back', () => {
    expect(openAtOf(openAtState({ messageId: 'm1', timestamp: 5 }))).toEqual({ id: 'm1', timestamp: 5 })
    expect(openAtOf(null)).toBeUndefined()
    expect(openAtOf({ openAt: { id: 3, timestamp: 5 } })).toBeUndefined()
    expect(openAtOf({ openAt: { id: 'm1' } })).toBeUndefined()
  })
})
