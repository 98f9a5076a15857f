import { describe, expect, it } from 'vitest'
import type { Channel } from '../messages'
import { archive, arrangeChats, NO_PREFS, pin, prefsOf, settled, unarchive, unpin } from './chat-prefs'

const chat = (chatid: string, updatedAt: number): Channel => ({
  chatid,
  chat_type: 'user',
  chat_name: chatid,
  avatar_base64: '',
  avatar_url: '',
  updatedAt,
})

const ids = (list: readonly Channel[]) => list.map((c) => c.chatid)
const none = new Set<string>()

describe('pinned and archived chats (docs/product.md §14.12)', () => {
  const list = [chat('a', 50), chat('b', 40), chat('c', 30), chat('d', 20)]

  it('puts pinned chats on top in the order pinned, the rest by latest activity', () => {
    const prefs = pin(pin(NO_PREFS, 'c'), 'a')
    const arranged = arrangeChats(list, prefs, none)
    expect(ids(arranged.pinned)).toEqual(['c', 'a'])
    expect(ids(arranged.chats)).toEqual(['b', 'd'])
    expect(ids(arrangeChats(list, unpin(prefs, 'c'), none).pinned)).toEqual(['a'])
    expect(pin(prefs, 'c')).toBe(prefs)
  })

  it('moves archived chats out of the list until a new message arrives in one not muted', () => {
    const prefs = archive(archive(NO_PREFS, chat('b', 40)), chat('d', 20))
    expect(ids(arrangeChats(list, prefs, none).archived)).toEqual(['b', 'd'])
    expect(ids(arrangeChats(list, prefs, none).chats)).toEqual(['a', 'c'])
    // A message in b and in d; d is muted.
    const later = [chat('b', 60), chat('d', 70), chat('a', 50), chat('c', 30)]
    const arranged = arrangeChats(later, prefs, new Set(['d']))
    expect(ids(arranged.chats)).toEqual(['b', 'a', 'c'])
    expect(ids(arranged.archived)).toEqual(['d'])
    expect(arranged.revived).toEqual(['b'])
    expect(settled(prefs, arranged.revived).archived).toEqual([{ chatid: 'd', since: 20 }])
    expect(settled(prefs, [])).toBe(prefs)
    // Mutes not read yet: nothing comes back.
    expect(ids(arrangeChats(later, prefs, undefined).archived)).toEqual(['b', 'd'])
  })

  it('pinning an archived chat brings it back; archiving a pinned one unpins it', () => {
    const archived = archive(NO_PREFS, chat('b', 40))
    expect(pin(archived, 'b')).toEqual({ pinned: ['b'], archived: [] })
    expect(archive(pin(NO_PREFS, 'b'), chat('b', 40))).toEqual({
      pinned: [],
      archived: [{ chatid: 'b', since: 40 }],
    })
    expect(unarchive(archived, 'b')).toEqual(NO_PREFS)
  })

  it('keeps prefs of chats not listed yet, and reads stored values defensively', () => {
    const prefs = pin(NO_PREFS, 'z')
    expect(arrangeChats(list, prefs, none).pinned).toEqual([])
    expect(prefsOf({ pinned: ['a', 'a', 3], archived: [{ chatid: 'b', since: 1 }, { chatid: 2 }] })).toEqual({
      pinned: ['a'],
      archived: [{ chatid: 'b', since: 1 }],
    })
    expect(prefsOf('nonsense')).toEqual(NO_PREFS)
    expect(prefsOf(undefined)).toEqual(NO_PREFS)
  })
})
