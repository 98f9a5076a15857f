import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { fakeContext, okBody, START, USERID } from '../../../tests/integration/_social/fake-context'
import { signBase64 } from '../../domain/signing/sign'
import { TopicModule } from './topic-module'

const topic = (topicid: string) => ({ topicid, topic_name: `name of ${topicid}`, create_at: START })

describe('TopicModule', () => {
  it('signs a list request exactly as the golden vector (userid + timestamp with seedA)', async () => {
    const { ctx, calls } = fakeContext({ 'GET /api/my_create_topic_list/': okBody([topic('topic:a')]) })
    await new TopicModule(ctx).getMyCreateTopicList()
    expect(calls[0]?.signContent).toBe(vectors.restSignature.signed + String(vectors.restSignature.timestamp))
    expect(calls[0]?.query).toEqual({
      page: '1',
      userid: USERID,
      timestamp: String(vectors.restSignature.timestamp),
      web3mq_signature: vectors.restSignature.signature,
    })
  })

  it('creates a topic (userid + timestamp) and emits topic.created with the node id', async () => {
    const { ctx, calls } = fakeContext({
      'POST /api/create_topic/': okBody({ topicid: 'topic:New', topic_name: 'News' }),
    })
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

  it('subscribes and publishes signed as userid + topicid + timestamp, ids unchanged (not lowercased)', async () => {
    const { ctx, calls } = fakeContext({
      'POST /api/subscribe_topic/': okBody(null),
      'POST /api/publish_topic_message/': okBody(null),
    })
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

  it('merges created and subscribed lists page by page with their events', async () => {
    const { ctx, reply } = fakeContext()
    const topics = new TopicModule(ctx)
    const events: string[] = []
    ctx.events.on('notification.getMyTopicList', (e) => events.push(`mine:${e.items.length}`))
    ctx.events.on('notification.getMySubscribeList', (e) => events.push(`subscribed:${e.items.length}`))
    reply('GET /api/my_create_topic_list/', okBody([topic('a'), topic('b')]))
    await topics.getMyCreateTopicList({ page: 1, size: 2 })
    reply('GET /api/my_create_topic_list/', okBody([topic('b'), topic('c')]))
    await topics.getMyCreateTopicList({ page: 2, size: 2 })
    reply('GET /api/my_subscribe_topic_list/', okBody([topic('x')]))
    const page = await topics.getMySubscribeTopicList()
    expect(page).toEqual({ items: [topic('x')], total: 1 })
    expect(topics.myTopicList.map((t) => t.topicid)).toEqual(['a', 'b', 'c'])
    expect(topics.mySubscribeList.map((t) => t.topicid)).toEqual(['x'])
    expect(events).toEqual(['mine:2', 'mine:3', 'subscribed:1'])
  })

  it('rejects a publish with the node msg', async () => {
    const { ctx } = fakeContext({
      'POST /api/publish_topic_message/': {
        code: 403,
        msg: 'Only the creator of a topic can publish to it',
        data: null,
      },
    })
    await expect(
      new TopicModule(ctx).publishTopicMessage({ topicid: 't', title: 'T', content: '' }),
    ).rejects.toMatchObject({ name: 'NodeError', message: 'Only the creator of a topic can publish to it' })
  })
})
