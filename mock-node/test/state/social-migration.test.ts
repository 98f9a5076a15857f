/**
 * Schema version 4 (mock-node/src/state/schema.ts): the friendships an older node stored as a relation of
 * their own become the two follows an agreed friend request now is (docs/protocol.md §9.3 "Contacts are
 * mutual follows"), so an old folder's friends stay contacts and are counted as followers.
 */
import { describe, expect, it } from 'vitest'
import { MemoryKeyValue } from '../../src/state/kv/memory'
import { migrate, SCHEMA_KEY } from '../../src/state/schema'
import { SocialStore } from '../../src/state/social'

const [A, B, C] = ['user:a', 'user:b', 'user:c']

describe('schema version 4', () => {
  it('turns each stored friendship into follows both ways, keeping follows already there', () => {
    const kv = new MemoryKeyValue()
    kv.write(() => {
      kv.put(SCHEMA_KEY, 3)
      // A and B were friends; A also followed C, and C and A were friends too.
      kv.put(['friend', A, B], 5)
      kv.put(['friend', B, A], 5)
      kv.put(['following', A, C], 2)
      kv.put(['followers', C, A], 2)
      kv.put(['friend', A, C], 7)
      kv.put(['friend', C, A], 7)
    })
    migrate(kv, 4)
    const social = new SocialStore(kv)
    expect(social.contactsOf(A)).toEqual([C, B])
    expect(social.followersOf(A)).toEqual([B, C])
    expect(social.followingOf(B)).toEqual([A])
    expect(social.status(C, A)).toBe('follow_each')
    expect(kv.get(['following', A, C])).toBe(2)
    expect(kv.range(['friend'])).toEqual([])
    expect(kv.get(SCHEMA_KEY)).toBe(4)
  })
})
