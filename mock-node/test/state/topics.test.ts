/**
 * Leaving a topic in the store (docs/protocol.md §4.7): the subscriber leaves whichever list of 1,000 holds
 * them, the others stay in order, and the directory lists every topic newest first; on both backends, and
 * after the folder is opened again.
 */
import { describe, expect, it } from 'vitest'
import { LmdbKeyValue } from '../../src/state/kv/lmdb'
import { NotificationStore } from '../../src/state/notifications'
import { backends, tempDataDir } from '../_util/data-dir'

const TOPIC = { topicid: 'topic:t', topic_name: 'T', creator: 'user:creator', create_at: 1 }
const users = (n: number) => Array.from({ length: n }, (_, i) => `user:${String(i).padStart(4, '0')}`)

describe.each(backends)('topic subscriptions %s', (_name, open) => {
  it('removes a subscriber from the first and from a later list of 1,000, keeping the rest in order', () => {
    const store = new NotificationStore(open())
    const everyone = users(1002)
    store.createTopic(TOPIC, everyone)
    expect(store.subscribersOf('topic:t')).toHaveLength(1002)

    expect(store.unsubscribe('topic:t', 'user:0003')).toBe(true)
    expect(store.unsubscribe('topic:t', 'user:1001')).toBe(true)
    expect(store.unsubscribe('topic:t', 'user:1001')).toBe(false)
    expect(store.unsubscribe('topic:t', 'user:nobody')).toBe(false)

    const left = everyone.filter((u) => u !== 'user:0003' && u !== 'user:1001')
    expect(store.subscribersOf('topic:t')).toEqual(left)
    expect(store.subscribes('topic:t', 'user:0003')).toBe(false)
    expect(store.subscribedBy('user:0003')).toEqual([])
    // A newcomer takes a new place; the one who left can come back.
    store.subscribe('topic:t', 'user:new')
    store.subscribe('topic:t', 'user:0003')
    expect(store.subscribersOf('topic:t').slice(-2)).toEqual(['user:new', 'user:0003'])
  })

  it('lists every topic newest first', () => {
    const store = new NotificationStore(open())
    store.createTopic({ ...TOPIC, topicid: 'topic:b', topic_name: 'B' })
    store.createTopic({ ...TOPIC, topicid: 'topic:a', topic_name: 'A', creator: 'user:other' })
    expect(store.allTopics().map((t) => t.topicid)).toEqual(['topic:a', 'topic:b'])
    expect(store.allTopics()[0]).toEqual({
      ...TOPIC,
      topicid: 'topic:a',
      topic_name: 'A',
      creator: 'user:other',
    })
  })
})

describe('topic subscriptions in a data folder', () => {
  it('stay ended after the folder is opened again', async () => {
    const dir = tempDataDir()
    const first = new LmdbKeyValue(dir)
    const before = new NotificationStore(first)
    before.createTopic(TOPIC, ['user:a', 'user:b'])
    before.unsubscribe('topic:t', 'user:a')
    await first.close()

    const again = new LmdbKeyValue(dir)
    try {
      const after = new NotificationStore(again)
      expect(after.subscribersOf('topic:t')).toEqual(['user:b'])
      expect(after.subscribes('topic:t', 'user:a')).toBe(false)
    } finally {
      await again.close()
    }
  })
})
