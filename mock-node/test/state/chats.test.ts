/**
 * The indexed chat store answers what the old whole-store scans answered: history pages newest first
 * (equal times in arrival order), chat lists by activity, and sync as every message touched after a time.
 */
import { describe, expect, it } from 'vitest'
import { ChatStore, type StatusRecord, type StoredMessage } from '../../src/state/chats'
import { SocialStore } from '../../src/state/social'
import { backends } from '../_util/data-dir'

const A = 'user:a'
const B = 'user:b'
const C = 'user:c'
const G = 'group:g'

const message = (messageid: string, from: string, topic: string, timestamp: number): StoredMessage => ({
  messageid,
  from,
  topic,
  from_sign: '',
  cipher_suite: 'NONE',
  payload_type: 'text/plain',
  payload: '',
  timestamp,
  version: 1,
  status: new Map<string, StatusRecord>([[topic, { status: 'received', timestamp }]]),
})

const page = (offset: number, limit: number) => ({ offset, limit })
const idsOf = (items: readonly { messageid: string }[]) => items.map((m) => m.messageid)

/** A small deterministic generator, so the reference comparison is the same on every run. */
const lcg = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
  return seed / 2 ** 31
}

describe.each(backends)('the stores %s', (_name, open) => {
  describe('history pages', () => {
    const store = new ChatStore(open())
    const sent: StoredMessage[] = []
    // Times out of order and repeated, as clients stamp them.
    for (const [i, t] of [5, 3, 9, 3, 7, 9, 1].entries()) {
      const m = message(`m${i}`, i % 2 ? A : B, i % 2 ? B : A, t)
      sent.push(m)
      store.store(m)
    }
    const reference = idsOf([...sent].sort((x, y) => y.timestamp - x.timestamp))

    it('are newest first with equal times in arrival order, as a sorted copy would be', () => {
      expect(idsOf(store.history(A, B, page(0, 100)).items)).toEqual(reference)
      expect(idsOf(store.history(B, A, page(0, 100)).items)).toEqual(reference)
    })

    it('cut at the edges: first, partial last, just past the end, far past the end', () => {
      expect(store.history(A, B, page(0, 3))).toMatchObject({ total: 7 })
      expect(idsOf(store.history(A, B, page(0, 3)).items)).toEqual(reference.slice(0, 3))
      expect(idsOf(store.history(A, B, page(6, 3)).items)).toEqual(reference.slice(6))
      expect(store.history(A, B, page(7, 3))).toEqual({ items: [], total: 7 })
      expect(store.history(A, B, page(700, 3))).toEqual({ items: [], total: 7 })
      expect(store.history(A, C, page(0, 20))).toEqual({ items: [], total: 0 })
    })

    it('store a messageId once', () => {
      expect(store.store(message('m0', A, B, 100))).toBe(false)
      expect(store.history(A, B, page(0, 100)).total).toBe(7)
    })
  })

  describe('chat lists', () => {
    it('are most recently active first; a chat moved by activity leaves its old place', () => {
      const store = new ChatStore(open())
      const chat = (chatid: string, timestamp: number) => ({
        chatid,
        chat_type: 'user',
        chat_name: '',
        avatar_url: '',
        avatar_base64: '',
        topic: chatid,
        topic_type: 'user',
        timestamp,
      })
      for (const [id, t] of [
        ['x', 1],
        ['y', 2],
        ['z', 2],
        ['x', 3],
        ['w', 0],
      ] as const)
        store.upsertChat(A, chat(id, t))
      const all = store.chatsOf(A, page(0, 10))
      expect(all.total).toBe(4)
      expect(all.items.map((c) => c.chatid)).toEqual(['x', 'y', 'z', 'w'])
      expect(store.chatsOf(A, page(1, 2)).items.map((c) => c.chatid)).toEqual(['y', 'z'])
      expect(store.chatsOf(B, page(0, 10))).toEqual({ items: [], total: 0 })
    })
  })

  describe('sync (changedSince)', () => {
    it('matches a scan of every message, for each user and time, after status changes', () => {
      const random = lcg(7)
      const store = new ChatStore(open())
      const all: StoredMessage[] = []
      const users = [A, B, C]
      const touched = new Map<string, number>()
      for (let i = 0; i < 300; i++) {
        const from = users[Math.floor(random() * 3)] as string
        const topic =
          random() < 0.3 ? G : (users.filter((u) => u !== from)[Math.floor(random() * 2)] as string)
        const m = message(`m${i}`, from, topic, Math.floor(random() * 1000))
        store.store(m)
        all.push(m)
        touched.set(m.messageid, m.timestamp)
        if (random() < 0.3) {
          const target = all[Math.floor(random() * all.length)] as StoredMessage
          const at = Math.floor(random() * 1500)
          store.setStatus(target.messageid, C, { status: 'read', timestamp: at })
          touched.set(target.messageid, Math.max(touched.get(target.messageid) ?? 0, at))
        }
      }
      for (const userid of users)
        for (const groups of [[], [G]])
          for (const since of [-1, 0, 250, 500, 999, 1200, 2000]) {
            const expected = all
              .filter((m) => m.topic === userid || groups.includes(m.topic) || m.from === userid)
              .filter((m) => (touched.get(m.messageid) ?? 0) > since)
            expect(idsOf(store.changedSince(userid, groups, since))).toEqual(idsOf(expected))
          }
    })

    it('costs nothing for a user with no messages however many others have', () => {
      const store = new ChatStore(open())
      for (let i = 0; i < 1000; i++) store.store(message(`m${i}`, A, B, i))
      expect(store.changedSince(C, [], 0)).toEqual([])
      expect(store.changedSince(A, [], 998)).toHaveLength(1)
    })
  })

  describe('followers', () => {
    it('are read from the reverse index and follow unfollows', () => {
      const social = new SocialStore(open())
      social.follow(A, C)
      social.follow(B, C)
      social.follow(C, A)
      expect(social.followersOf(C).sort()).toEqual([A, B])
      expect(social.followingOf(C)).toEqual([A])
      social.unfollow(A, C)
      expect(social.followersOf(C)).toEqual([B])
      expect(social.followersOf(B)).toEqual([])
      expect(social.status(C, A)).toBe('following')
      expect(social.status(A, C)).toBe('follower')
    })
  })
})
