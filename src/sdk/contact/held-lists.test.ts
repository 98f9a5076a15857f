import { describe, expect, it } from 'vitest'
import type { Contact } from '../../domain/contract'
import { afterAgreed, afterMyFollow, type HeldLists } from './held-lists'

const p = (userid: string, follow_status?: string): Contact => ({ userid, nickname: userid, follow_status })
const lists = (l: Partial<HeldLists>): HeldLists => ({
  contactList: [],
  followerList: [],
  followingList: [],
  ...l,
})

describe('held lists (docs/protocol.md §9.3 "Contacts are mutual follows")', () => {
  it('my unfollow of a contact drops them from contacts and following; they stay a follower', () => {
    const held = lists({
      contactList: [p('a', 'follow_each'), p('b', 'follow_each')],
      followerList: [p('a', 'follow_each')],
      followingList: [p('a', 'follow_each'), p('c', 'following')],
    })
    expect(afterMyFollow(held, 'a', false)).toEqual({
      contactList: [p('b', 'follow_each')],
      followerList: [p('a', 'follower')],
      followingList: [p('c', 'following')],
    })
  })

  it('my follow of a follower makes a contact and someone I follow; of anyone else, only following', () => {
    const held = lists({ followerList: [p('a', 'follower')], followingList: [p('c')] })
    expect(afterMyFollow(held, 'a', true)).toEqual({
      contactList: [p('a', 'follow_each')],
      followerList: [p('a', 'follow_each')],
      followingList: [p('c'), p('a', 'follow_each')],
    })
    expect(afterMyFollow(held, 'c', true)).toEqual({ ...held, followingList: [p('c', 'following')] })
  })

  it('an agreed request puts the person, without the request fields, in all three lists once', () => {
    const request = { ...p('a'), content: 'hi', status: 'pending', timestamp: 5 }
    const held = lists({ followingList: [p('a', 'following')] })
    expect(afterAgreed(held, request)).toEqual({
      contactList: [p('a', 'follow_each')],
      followerList: [p('a', 'follow_each')],
      followingList: [p('a', 'follow_each')],
    })
  })
})
