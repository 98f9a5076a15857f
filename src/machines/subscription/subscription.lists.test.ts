import { describe, expect, it } from 'vitest'
import { authInfo, note } from '../../../tests/_util/machines/subscription'
import type { Notification } from '../../domain/messages'
import { unreadIdsOf } from '../../domain/messages/notification-row'
import {
  addTopic,
  appendPage,
  markAsRead,
  mergeTopics,
  notificationViewOf,
  prependLive,
  pushStatusOf,
} from './subscription.lists'

describe('subscription lists', () => {
  it('turns a domain notification into a row, with its topic', () => {
    const n: Notification = {
      messageId: 'm1',
      title: 'T',
      content: 'C',
      type: 'subscription',
      version: 1,
      timestamp: 5,
      read: true,
      come_from: 'user:9',
    }
    expect(notificationViewOf(n, 'topic:x')).toEqual({
      id: 'm1',
      title: 'T',
      content: 'C',
      type: 'subscription',
      timestamp: 5,
      read: true,
      come_from: 'user:9',
      topic: 'topic:x',
    })
    expect(notificationViewOf({ ...n, come_from: undefined })).toMatchObject({ come_from: '', topic: '' })
  })

  it('reads auth_status 1 as on, anything else as off', () => {
    expect(pushStatusOf(authInfo(1))).toBe('on')
    expect(pushStatusOf(authInfo(0))).toBe('off')
    expect(pushStatusOf(null)).toBe('off')
  })

  it('prepends a live row once; appends pages keeping the first occurrence', () => {
    const list = [note('a'), note('b')]
    expect(prependLive(list, note('c')).map((n) => n.id)).toEqual(['c', 'a', 'b'])
    expect(prependLive(list, note('b')).map((n) => n.id)).toEqual(['a', 'b'])
    expect(appendPage(list, [note('b', true), note('d')]).map((n) => [n.id, n.read])).toEqual([
      ['a', false],
      ['b', false],
      ['d', false],
    ])
  })

  it('marks only the given ids read and lists the unread ones', () => {
    const list = [note('a'), note('b'), note('c', true)]
    expect(unreadIdsOf(list)).toEqual(['a', 'b'])
    expect(unreadIdsOf(markAsRead(list, ['a', 'c']))).toEqual(['b'])
  })

  it('adds a topic at the top once', () => {
    expect(addTopic([{ topicid: 't1' }], { topicid: 't2' })).toEqual([{ topicid: 't2' }, { topicid: 't1' }])
    expect(addTopic([{ topicid: 't1' }], { topicid: 't1' })).toEqual([{ topicid: 't1' }])
  })

  it('keeps topics added while a list was fetched above it, each once', () => {
    const fetched = [{ topicid: 't2', topic_name: 'Two' }, { topicid: 't1' }]
    expect(mergeTopics(fetched, [{ topicid: 't3' }, { topicid: 't2' }])).toEqual([
      { topicid: 't3' },
      { topicid: 't2', topic_name: 'Two' },
      { topicid: 't1' },
    ])
    expect(mergeTopics(fetched, [])).toEqual(fetched)
  })
})
