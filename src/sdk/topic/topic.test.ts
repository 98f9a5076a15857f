import { describe, expect, it } from 'vitest'
import { memoryContext, START, USERID } from '../../../tests/_util/memory-context'
import vectors from '../../../tests/fixtures/vectors.json'
import {
  createTopic,
  myCreatedTopics,
  mySubscribedTopics,
  publishTopicMessage,
  subscribeTopic,
} from '../../domain/contract'
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
})
