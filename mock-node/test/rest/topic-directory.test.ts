/**
 * This project's topic directory and unsubscribe (docs/protocol.md §4.7): finding topics by name or id,
 * leaving one so its later publications reach the person no more, live or in history, with what arrived
 * before kept; signatures, refusals and envelope errors on malformed input.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { Headers } from '#domain/config'
import {
  createTopic,
  notificationHistory,
  notificationStatus,
  publishTopicMessage,
  searchTopics,
  subscribeTopic,
  unsubscribeTopic,
} from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, type TestNode } from '../_util/rest-node'

describe('topic directory', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob } = await nodeWith('alice', 'bob'))
  })

  const topicNamed = async (name: string) => {
    node.clock.t += 1
    return alice.call(createTopic, { topic_name: name })
  }

  it('finds topics by a part of the name in any case, or by the id as pasted, newest first', async () => {
    const news = await topicNamed('Release News')
    const tips = await topicNamed('Tips and tricks')
    const more = await topicNamed('More news')
    await bob.call(subscribeTopic, { topicid: news.topicid })

    const byName = await bob.call(searchTopics, { keyword: 'NEWS' })
    expect(byName).toEqual({
      items: [
        {
          topicid: more.topicid,
          topic_name: 'More news',
          create_at: more.create_at,
          creator_id: alice.userid,
          subscribed: false,
        },
        {
          topicid: news.topicid,
          topic_name: 'Release News',
          create_at: news.create_at,
          creator_id: alice.userid,
          subscribed: true,
        },
      ],
      total: 2,
    })
    const byId = await bob.call(searchTopics, { keyword: `  ${tips.topicid.toUpperCase()} ` })
    expect(byId.items.map((t) => t.topic_name)).toEqual(['Tips and tricks'])
    expect((await bob.call(searchTopics, { keyword: 'weather' })).items).toEqual([])
    // An empty keyword browses every topic; `subscribed` is the searcher's own.
    const all = await alice.call(searchTopics, { keyword: '' })
    expect(all.items.map((t) => [t.topic_name, t.subscribed])).toEqual([
      ['More news', false],
      ['Tips and tricks', false],
      ['Release News', false],
    ])
  })

  it('answers a page with the total, as result/total or data_list/total_count with api-version 2', async () => {
    for (const n of [1, 2, 3]) await topicNamed(`Topic ${n}`)
    const second = await node.send(node.signed(bob, searchTopics, { keyword: 'topic', page: 2, size: 2 }), {
      ...bob.headers,
    })
    expect(second).toMatchObject({ code: 0, data: { total: 3 } })
    expect((second as { data: { result: { topic_name: string }[] } }).data.result).toEqual([
      expect.objectContaining({ topic_name: 'Topic 1' }),
    ])
    const v2 = await node.send(node.signed(bob, searchTopics, { keyword: 'topic', size: 1 }), {
      ...bob.headers,
      [Headers.apiVersion]: '2',
    })
    expect(v2).toMatchObject({
      code: 0,
      data: { data_list: [expect.objectContaining({ topic_name: 'Topic 3' })], total_count: 3 },
    })
  })

  it('refuses a search not signed over userid + keyword + timestamp', async () => {
    await topicNamed('News')
    const request = node.signed(bob, searchTopics, { keyword: 'news' })
    const forged = { ...request, query: { ...request.query, keyword: 'tips' } }
    await expectRefusal(node.send(forged, bob.headers), 401, 'Invalid signature')
  })

  it.each([
    ['a keyword over 100 characters', { keyword: 'x'.repeat(101) }, /^Invalid request: keyword: /],
    ['no keyword', { keyword: undefined }, /^Invalid request: keyword: /],
    ['a page size of 0', { size: '0' }, /^Invalid request: size: /],
    ['a page size over 100', { size: '101' }, /^Invalid request: size: /],
    ['a page that is not a number', { page: 'two' }, /^Invalid request: page: /],
  ])('answers 400 naming the field for %s, and keeps serving', async (_label, change, msg) => {
    const request = node.signed(bob, searchTopics, { keyword: 'news' })
    const query = Object.fromEntries(
      Object.entries({ ...request.query, ...change }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>
    const answer = (await node.send({ ...request, query }, bob.headers)) as { code: number; msg: string }
    expect(answer.code).toBe(400)
    expect(answer.msg).toMatch(msg)
    expect((await bob.call(searchTopics, { keyword: '' })).total).toBe(0)
  })
})

describe('unsubscribe', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount, carol: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob, carol } = await nodeWith('alice', 'bob', 'carol'))
  })

  /** Who the node pushed each notification to over the socket hub (type 20 frames). */
  const liveRecipients = () => {
    const seen: { title: string; to: readonly string[] }[] = []
    node.app.context.hub.subscribe({
      notification: (userids, item) => seen.push({ title: item.payload.title, to: [...userids] }),
    })
    return seen
  }

  const publish = async (topicid: string, title: string) => {
    node.clock.t += 1
    await alice.call(publishTopicMessage, { topicid, title, content: `${title} body` })
  }

  it('stops a topic reaching the person live and in history, keeping what arrived before', async () => {
    const topic = await alice.call(createTopic, { topic_name: 'News' })
    await bob.call(subscribeTopic, { topicid: topic.topicid })
    await carol.call(subscribeTopic, { topicid: topic.topicid })
    const live = liveRecipients()
    await publish(topic.topicid, 'one')

    expect(await bob.call(unsubscribeTopic, { topicid: topic.topicid })).toBeNull()
    await publish(topic.topicid, 'two')

    expect(live).toEqual([
      { title: 'one', to: [bob.userid, carol.userid] },
      { title: 'two', to: [carol.userid] },
    ])
    const titles = async (who: TestAccount) =>
      (await who.call(notificationHistory, {})).items.map((i) => i.payload.title)
    expect(await titles(bob)).toEqual(['one'])
    expect(await titles(carol)).toEqual(['two', 'one'])
    expect((await bob.call(searchTopics, { keyword: 'news' })).items[0]?.subscribed).toBe(false)

    // What Bob received before leaving can still be marked read.
    const [kept] = (await bob.call(notificationHistory, {})).items
    await bob.call(notificationStatus, { messages: [kept?.messageid ?? ''], status: 'read' })
    expect(
      (await bob.call(notificationHistory, { read_status: 'read' })).items.map((i) => i.payload.title),
    ).toEqual(['one'])
  })

  it('takes a subscriber back later: only what is published after the return reaches them', async () => {
    const topic = await alice.call(createTopic, { topic_name: 'News' })
    await bob.call(subscribeTopic, { topicid: topic.topicid })
    await bob.call(unsubscribeTopic, { topicid: topic.topicid })
    await publish(topic.topicid, 'while away')
    await bob.call(subscribeTopic, { topicid: topic.topicid })
    await publish(topic.topicid, 'back')
    expect((await bob.call(notificationHistory, {})).items.map((i) => i.payload.title)).toEqual(['back'])
    expect(node.app.context.state.notifications.subscribersOf(topic.topicid)).toEqual([bob.userid])
  })

  it('refuses an unknown topic, a topic not subscribed to, and a second unsubscribe', async () => {
    const topic = await alice.call(createTopic, { topic_name: 'News' })
    await expectRefusal(bob.call(unsubscribeTopic, { topicid: 'topic:missing' }), 404, 'Topic not found')
    await expectRefusal(
      bob.call(unsubscribeTopic, { topicid: topic.topicid }),
      409,
      'You are not subscribed to this topic',
    )
    await bob.call(subscribeTopic, { topicid: topic.topicid })
    await bob.call(unsubscribeTopic, { topicid: topic.topicid })
    await expectRefusal(
      bob.call(unsubscribeTopic, { topicid: topic.topicid }),
      409,
      'You are not subscribed to this topic',
    )
  })

  it('refuses a signature over another topic id, and a replay; the subscription stays', async () => {
    const news = await alice.call(createTopic, { topic_name: 'News' })
    const tips = await alice.call(createTopic, { topic_name: 'Tips' })
    await bob.call(subscribeTopic, { topicid: news.topicid })
    const request = node.signed(bob, unsubscribeTopic, { topicid: tips.topicid })
    const forged = { ...request, body: { ...request.body, topicid: news.topicid } }
    await expectRefusal(node.send(forged, bob.headers), 401, 'Invalid signature')
    const honest = node.signed(bob, unsubscribeTopic, { topicid: news.topicid })
    await bob.call(subscribeTopic, { topicid: tips.topicid })
    expect(await node.send(honest, bob.headers)).toEqual({ code: 0, msg: 'ok', data: null })
    await bob.call(subscribeTopic, { topicid: news.topicid })
    await expectRefusal(node.send(honest, bob.headers), 401, 'Request replayed')
    expect(node.app.context.state.notifications.subscribes(news.topicid, bob.userid)).toBe(true)
  })

  it.each([
    ['no topicid', {}],
    ['a topicid that is a number', { topicid: 42 }],
  ])('answers 400 for %s and keeps serving', async (_label, fields) => {
    const request = node.signed(bob, unsubscribeTopic, { topicid: 'topic:x' })
    const { topicid: _dropped, ...rest } = request.body ?? {}
    const answer = (await node.send({ ...request, body: { ...rest, ...fields } }, bob.headers)) as {
      code: number
      msg: string
    }
    expect(answer.code).toBe(400)
    expect(answer.msg).toMatch(/^Invalid request: topicid: /)
    await expectRefusal(bob.call(unsubscribeTopic, { topicid: 'topic:x' }), 404, 'Topic not found')
  })
})
