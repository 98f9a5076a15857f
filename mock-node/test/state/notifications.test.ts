/**
 * A topic's notification is stored once and read by each user subscribed before it, with read state of
 * their own: a later subscriber does not see it, and one reader marking it read leaves the others unread.
 */
import { describe, expect, it } from 'vitest'
import { NodeStatus } from '#domain/protocol'
import { type NotificationRecord, NotificationStore } from '../../src/state/notifications'
import { backends } from '../_util/data-dir'

const notice = (messageid: string, topic: string, timestamp: number): NotificationRecord => ({
  messageid,
  from: 'user:creator',
  topic,
  from_sign: '',
  cipher_suite: 'NONE',
  payload_type: 'application/json',
  payload: { title: messageid, content: '', type: 'subscription', version: 1, timestamp },
  timestamp,
  version: 1,
  read: false,
  status: NodeStatus.received,
})

const seen = (store: NotificationStore, userid: string) =>
  store.history(userid, {}).map((n) => [n.messageid, n.read])

describe.each(backends)('topic notifications %s', (_name, open) => {
  it('reach the subscribers of their moment, each with their own read state', () => {
    const store = new NotificationStore(open())
    store.createTopic({ topicid: 'topic:t', topic_name: 'T', creator: 'user:creator', create_at: 1 }, [
      'user:a',
    ])
    store.publish('topic:t', notice('first', 'topic:t', 10))
    store.subscribe('topic:t', 'user:b')
    store.publish('topic:t', notice('second', 'topic:t', 20))
    store.add('user:b', notice('own', 'user:b', 20))

    expect(seen(store, 'user:a')).toEqual([
      ['second', false],
      ['first', false],
    ])
    expect(seen(store, 'user:b')).toEqual([
      ['second', false],
      ['own', false],
    ])
    expect(store.setStatus('user:b', ['first', 'second', 'own', 'nothing'], NodeStatus.read)).toBe(2)
    expect(seen(store, 'user:b')).toEqual([
      ['second', true],
      ['own', true],
    ])
    expect(seen(store, 'user:a')).toEqual([
      ['second', false],
      ['first', false],
    ])
    expect(store.history('user:b', { read: false })).toEqual([])
    expect(store.subscribersOf('topic:t')).toEqual(['user:a', 'user:b'])
  })

  it('keep every subscriber once, in the order they came, past one stored list', () => {
    const store = new NotificationStore(open())
    store.createTopic({ topicid: 'topic:big', topic_name: 'Big', creator: 'user:creator', create_at: 1 })
    const users = Array.from({ length: 1_200 }, (_, i) => `user:s${i}`)
    for (const userid of [...users, 'user:s0', 'user:s1100']) store.subscribe('topic:big', userid)
    expect(store.subscribersOf('topic:big')).toEqual(users)
    expect(store.subscribe('topic:none', 'user:s0')).toBe(false)
  })
})
