import { describe, expect, it } from 'vitest'
import { memoryContext, START, USERID } from '../../../tests/_util/memory-context'
import vectors from '../../../tests/fixtures/vectors.json'
import {
  createTopic,
  myCreatedTopics,
  mySubscribedTopics,
  publishTopicMessage,
  searchTopics,
  subscribeTopic,
  unsubscribeTopic,
} from '../../domain/contract'
import { errors } from '../../domain/errors'
import { signBase64 } from '../../domain/signing/sign'
import { TopicModule } from './topic'

const topic = (topicid: string) => ({ topicid, topic_name: `name of ${topicid}`, create_at: START })

describe('TopicModule', () => {
  it('[P7.8] signs a list request exactly as the golden vector (userid + timestamp with seedA)', async () => {
    const { ctx, node } = memoryContext()
    node.answer(myCreatedTopics, () => [topic('topic:a')])
    const calls = node.calls
    await new TopicModule(ctx).getMyCreateTopicList()
    expect(calls[0]?.signContent).toBe(vectors.restSignature.signed + String(vectors.restSignature.timestamp))
    expect(calls[0]?.query).toEqual({
      page: '1',
      userid: USERID,
      timestamp: String(vectors.restSignature.timestamp),
      web3mq_signature: vectors.restSignature.signature,
    })
  })

  it('[P7.42] creates a topic (userid + timestamp) and emits topic.created with the node id', async () => {
    const { ctx, node } = memoryContext()
    node.answer(createTopic, () => ({ topicid: 'topic:New', topic_name: 'News' }))
    const calls = node.calls
    const created: unknown[] = []
    ctx.events.on('topic.created', (e) => created.push(e))
    const result = await new TopicModule(ctx).createTopic('News')
    expect(result).toEqual({ topicid: 'topic:New', topic_name: 'News' })
    expect(calls[0]?.body).toEqual({
      topic_name: 'News',
      userid: USERID,
      timestamp: START,
      web3mq_signature: signBase64(`${USERID}${START}`, vectors.keys.seedA),
    })
    expect(created).toEqual([{ topicid: 'topic:New', topic_name: 'News' }])
  })

  it('[P7.43] [P7.44] subscribes and publishes signed as userid + topicid + timestamp, ids unchanged (not lowercased)', async () => {
    const { ctx, node } = memoryContext()
    node.answer(subscribeTopic, () => null).answer(publishTopicMessage, () => null)
    const calls = node.calls
    const topics = new TopicModule(ctx)
    const subscribed: string[] = []
    ctx.events.on('topic.subscribed', (e) => subscribed.push(e.topicid))
    await topics.subscribeTopic('topic:AbC')
    await topics.publishTopicMessage({ topicid: 'topic:AbC', title: 'T', content: 'C' })
    expect(calls[0]?.signContent).toBe(`${USERID}topic:AbC${START}`)
    expect(calls[1]?.body).toEqual({
      topicid: 'topic:AbC',
      title: 'T',
      content: 'C',
      userid: USERID,
      timestamp: START + 1,
      web3mq_signature: signBase64(`${USERID}topic:AbC${START + 1}`, vectors.keys.seedA),
    })
    expect(subscribed).toEqual(['topic:AbC'])
  })

  it('[P3.23] [P7.45] merges created and subscribed lists page by page with their events', async () => {
    const { ctx, node } = memoryContext()
    const topics = new TopicModule(ctx)
    const events: string[] = []
    ctx.events.on('notification.getMyTopicList', (e) => events.push(`mine:${e.items.length}`))
    ctx.events.on('notification.getMySubscribeList', (e) => events.push(`subscribed:${e.items.length}`))
    node.answer(myCreatedTopics, () => [topic('a'), topic('b')])
    await topics.getMyCreateTopicList({ page: 1, size: 2 })
    node.answer(myCreatedTopics, () => [topic('b'), topic('c')])
    await topics.getMyCreateTopicList({ page: 2, size: 2 })
    node.answer(mySubscribedTopics, () => [topic('x')])
    const page = await topics.getMySubscribeTopicList()
    expect(page).toEqual({ items: [topic('x')], total: 1 })
    expect(topics.myTopicList.map((t) => t.topicid)).toEqual(['a', 'b', 'c'])
    expect(topics.mySubscribeList.map((t) => t.topicid)).toEqual(['x'])
    expect(events).toEqual(['mine:2', 'mine:3', 'subscribed:1'])
  })

  it('rejects a publish with the node msg', async () => {
    const { ctx, node } = memoryContext()
    node.refuse(publishTopicMessage, 403, 'Only the creator of a topic can publish to it')
    await expect(
      new TopicModule(ctx).publishTopicMessage({ topicid: 't', title: 'T', content: '' }),
    ).rejects.toMatchObject({ name: 'NodeError', message: 'Only the creator of a topic can publish to it' })
  })

  it('subscribes and reads the topic back from my subscribed list, for its name; only the id when unlisted', async () => {
    const { ctx, node } = memoryContext()
    node.answer(subscribeTopic, () => null).answer(mySubscribedTopics, () => [topic('topic:a')])
    const topics = new TopicModule(ctx)
    expect(await topics.subscribeTopicAndRead('topic:a')).toEqual(topic('topic:a'))
    expect(await topics.subscribeTopicAndRead('topic:b')).toEqual({ topicid: 'topic:b' })
    expect(node.calls.map((c) => c.path)).toEqual([
      '/api/subscribe_topic/',
      '/api/my_subscribe_topic_list/',
      '/api/subscribe_topic/',
      '/api/my_subscribe_topic_list/',
    ])
  })

  it('searches every topic signed as userid + keyword + timestamp, with the page asked for', async () => {
    const { ctx, node } = memoryContext()
    const found = { ...topic('topic:a'), creator_id: 'user:c', subscribed: true }
    node.answer(searchTopics, () => [found])
    const page = await new TopicModule(ctx).searchTopics({ keyword: 'News', page: 2, size: 10 })
    expect(page).toEqual({ items: [found], total: 1 })
    expect(node.calls[0]?.query).toEqual({
      keyword: 'News',
      page: '2',
      size: '10',
      userid: USERID,
      timestamp: String(START),
      web3mq_signature: signBase64(`${USERID}News${START}`, vectors.keys.seedA),
    })
  })

  it('resolves a search undefined on a node without it: a route-not-found envelope or an HTTP 404', async () => {
    const { ctx } = memoryContext()
    expect(await new TopicModule(ctx).searchTopics({ keyword: '' })).toBeUndefined()
    const { ctx: other, node } = memoryContext()
    node.answer(searchTopics, () => {
      throw errors.httpStatus(404)
    })
    expect(await new TopicModule(other).searchTopics({ keyword: '' })).toBeUndefined()
  })

  it('passes other search failures on: the signer unknown, a node error', async () => {
    const { ctx, node } = memoryContext()
    node.refuse(searchTopics, 404, 'User not found')
    await expect(new TopicModule(ctx).searchTopics({ keyword: '' })).rejects.toMatchObject({
      message: 'User not found',
    })
    node.refuse(searchTopics, 500, 'Internal error')
    await expect(new TopicModule(ctx).searchTopics({ keyword: '' })).rejects.toMatchObject({
      message: 'Internal error',
    })
  })

  it('unsubscribes signed as userid + topicid + timestamp and drops the topic from my subscribed list', async () => {
    const { ctx, node } = memoryContext()
    node.answer(mySubscribedTopics, () => [topic('topic:a'), topic('topic:b')])
    node.answer(unsubscribeTopic, () => null)
    const topics = new TopicModule(ctx)
    await topics.getMySubscribeTopicList()
    expect(await topics.unsubscribeTopic('topic:a')).toBe(true)
    expect(node.callsTo(unsubscribeTopic)[0]?.body).toEqual({
      topicid: 'topic:a',
      userid: USERID,
      timestamp: START + 1,
      web3mq_signature: signBase64(`${USERID}topic:a${START + 1}`, vectors.keys.seedA),
    })
    expect(topics.mySubscribeList.map((t) => t.topicid)).toEqual(['topic:b'])
  })

  it('answers false on a node without unsubscribe, keeping the list; refusals throw', async () => {
    const { ctx, node } = memoryContext()
    node.answer(mySubscribedTopics, () => [topic('topic:a')])
    const topics = new TopicModule(ctx)
    await topics.getMySubscribeTopicList()
    expect(await topics.unsubscribeTopic('topic:a')).toBe(false)
    node.answer(unsubscribeTopic, () => {
      throw errors.httpStatus(404)
    })
    expect(await topics.unsubscribeTopic('topic:a')).toBe(false)
    expect(topics.mySubscribeList.map((t) => t.topicid)).toEqual(['topic:a'])
    node.refuse(unsubscribeTopic, 404, 'Topic not found')
    await expect(topics.unsubscribeTopic('topic:a')).rejects.toMatchObject({ message: 'Topic not found' })
    node.refuse(unsubscribeTopic, 409, 'You are not subscribed to this topic')
    await expect(topics.unsubscribeTopic('topic:a')).rejects.toMatchObject({
      message: 'You are not subscribed to this topic',
    })
  })
})
