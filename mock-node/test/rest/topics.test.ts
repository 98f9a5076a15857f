/** Topics (pub/sub), notification history and status, publishing to followers (docs/protocol.md §4.4, §9.7). */
import { beforeEach, describe, expect, it } from 'vitest'
import { Headers } from '#domain/config'
import {
  createTopic,
  following,
  myCreatedTopics,
  mySubscribedTopics,
  notificationHistory,
  notificationStatus,
  publishToFollowers,
  publishTopicMessage,
  subscribeTopic,
} from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, type TestNode } from '../_util/rest-node'
import { followBody } from '../_util/signed-bodies'

describe('topics', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob } = await nodeWith('alice', 'bob'))
  })

  it('creates, subscribes and publishes: the subscriber gets a subscription notification', async () => {
    const topic = await alice.call(createTopic, { topic_name: 'News' })
    expect(topic.topicid).toMatch(/^topic:[0-9a-f]{40}$/)
    expect(topic).toMatchObject({ topic_name: 'News', create_at: node.clock.t })
    await bob.call(subscribeTopic, { topicid: topic.topicid })
    await alice.call(publishTopicMessage, { topicid: topic.topicid, title: 'Hello', content: 'First issue' })
    const history = await bob.call(notificationHistory, { topic: topic.topicid })
    expect(history.total).toBe(1)
    const item = history.items[0]
    expect(item).toMatchObject({
      from: alice.userid,
      topic: topic.topicid,
      cipher_suite: 'NONE',
      read: false,
    })
    expect(item?.messageid).toMatch(/^[0-9a-f]{56}$/)
    expect(item?.payload).toMatchObject({
      type: 'subscription',
      title: 'Hello',
      content: 'First issue',
      come_from: alice.userid,
      version: 1,
    })
    expect((await alice.call(notificationHistory, {})).items).toEqual([])
  })

  it('refuses publishing by anyone but the creator, and unknown topics', async () => {
    const topic = await alice.call(createTopic, { topic_name: 'News' })
    await bob.call(subscribeTopic, { topicid: topic.topicid })
    await expectRefusal(
      bob.call(publishTopicMessage, { topicid: topic.topicid, title: 'spam', content: '' }),
      403,
      'Only the creator of a topic can publish to it',
    )
    await expectRefusal(bob.call(subscribeTopic, { topicid: 'topic:missing' }), 404, 'Topic not found')
    expect((await bob.call(notificationHistory, {})).items).toEqual([])
  })

  it('lists my topics as a bare array, or {data_list,total_count} with api-version 2', async () => {
    const news = await alice.call(createTopic, { topic_name: 'News' })
    const tips = await alice.call(createTopic, { topic_name: 'Tips' })
    await bob.call(subscribeTopic, { topicid: tips.topicid })
    const legacy = await node.send(node.signed(alice, myCreatedTopics, {}), alice.headers)
    expect(legacy).toEqual({
      code: 0,
      msg: 'ok',
      data: [
        { topicid: news.topicid, topic_name: 'News', create_at: news.create_at },
        { topicid: tips.topicid, topic_name: 'Tips', create_at: tips.create_at },
      ],
    })
    const v2 = await node.send(node.signed(bob, mySubscribedTopics, {}), {
      ...bob.headers,
      [Headers.apiVersion]: '2',
    })
    expect(v2).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        data_list: [{ topicid: tips.topicid, topic_name: 'Tips', create_at: tips.create_at }],
        total_count: 1,
      },
    })
    expect((await bob.call(myCreatedTopics, {})).items).toEqual([])
  })

  it('marks notifications read and filters history by read_status', async () => {
    const topic = await alice.call(createTopic, { topic_name: 'News' })
    await bob.call(subscribeTopic, { topicid: topic.topicid })
    await alice.call(publishTopicMessage, { topicid: topic.topicid, title: 'one', content: '' })
    node.clock.t += 1
    await alice.call(publishTopicMessage, { topicid: topic.topicid, title: 'two', content: '' })
    const all = await bob.call(notificationHistory, {})
    expect(all.items.map((i) => i.payload.title)).toEqual(['two', 'one'])
    const first = all.items[1]?.messageid ?? ''
    await bob.call(notificationStatus, { messages: [first], status: 'read' })
    const unread = await bob.call(notificationHistory, { read_status: 'unread' })
    expect(unread.items.map((i) => i.payload.title)).toEqual(['two'])
    const read = await bob.call(notificationHistory, { read_status: 'read' })
    expect(read.items.map((i) => i.messageid)).toEqual([first])
  })

  it('publishes to followers as subscription notifications on the publisher topic', async () => {
    await node.ask(following, followBody(bob, alice.userid, 'follow', node.tick()))
    await alice.call(publishToFollowers, { title: 'Launch', content: 'We are live' })
    const items = (await bob.call(notificationHistory, { notice_type: 'subscription' })).items
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      topic: alice.userid,
      payload: { title: 'Launch', content: 'We are live' },
    })
  })
})
