/**
 * TopicModule against a real mock node: create, subscribe, publish, my lists, and the publication
 * reaching a subscriber live (type 20, `subscription`) and in its history; this project's search and
 * unsubscribe (docs/protocol.md §4.7), after which a topic's posts reach the reader no more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '#domain/errors'
import type { Connection } from '../../src/sdk/connection/connection'
import type { ClientContext } from '../../src/sdk/core/context'
import { NotifyModule } from '../../src/sdk/notify/notify'
import { TopicModule } from '../../src/sdk/topic/topic'
import { nextEvent } from '../_util/events'
import { openLiveSession } from '../_util/live-session'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { ethWallet, starknetWallet } from '../fakes/wallets'

let node: RunningNode
let owner: TestAccount
let reader: TestAccount
let ownerCtx: ClientContext
let readerCtx: ClientContext
let readerSocket: Connection
let topicid = ''

beforeAll(async () => {
  node = await startMockNode()
  owner = await signUpAndLogIn(httpSend(node.url), ethWallet('topic-owner'), { nickname: 'Owner' })
  reader = await signUpAndLogIn(httpSend(node.url), starknetWallet('topic-reader'), { nickname: 'Reader' })
  ownerCtx = contextFor(node, owner)
  readerCtx = contextFor(node, reader)
  readerSocket = await openLiveSession(readerCtx)
})

afterAll(async () => {
  readerSocket?.close()
  await node?.close()
})

describe('topics', () => {
  it('creates a topic and lists it as mine', async () => {
    const topics = new TopicModule(ownerCtx)
    const created = nextEvent(ownerCtx.events, 'topic.created')
    const topic = await topics.createTopic('Release notes')
    topicid = topic.topicid
    expect(topicid).toMatch(/^topic:/)
    expect(await created).toEqual({ topicid, topic_name: 'Release notes' })
    const mine = await topics.getMyCreateTopicList()
    expect(mine.items.map((t) => [t.topicid, t.topic_name])).toEqual([[topicid, 'Release notes']])
    expect(topics.myTopicList.map((t) => t.topicid)).toEqual([topicid])
  })

  it('subscribes and lists the subscription', async () => {
    const topics = new TopicModule(readerCtx)
    await topics.subscribeTopic(topicid)
    expect((await topics.getMySubscribeTopicList()).items.map((t) => t.topicid)).toEqual([topicid])
    expect((await topics.getMyCreateTopicList()).items).toEqual([])
  })

  it('[P1.9] a publish reaches the subscriber live and in its history', async () => {
    const notify = new NotifyModule(readerCtx)
    const arrived = nextEvent(readerCtx.events, 'notification.messageNew')
    await new TopicModule(ownerCtx).publishTopicMessage({ topicid, title: 'v1.0', content: 'Shipped' })
    const [live] = (await arrived).notifications
    expect(live).toMatchObject({
      title: 'v1.0',
      content: 'Shipped',
      type: 'subscription',
      come_from: owner.userid,
    })
    expect(notify.notifications.map((n) => n.messageId)).toEqual([live?.messageId])
    const history = await new NotifyModule(contextFor(node, reader)).queryNotifications({ topic: topicid })
    expect(history.items.map((n) => [n.messageId, n.title])).toEqual([[live?.messageId, 'v1.0']])
    notify.dispose()
  })

  it('only the creator may publish; the node msg comes back', async () => {
    await expect(
      new TopicModule(readerCtx).publishTopicMessage({ topicid, title: 'spoof', content: '' }),
    ).rejects.toMatchObject({
      code: ErrorCode.NodeError,
      message: 'Only the creator of a topic can publish to it',
    })
  })

  it('an unknown topic id is refused as not found (ids are not rewritten)', async () => {
    await expect(new TopicModule(readerCtx).subscribeTopic(topicid.toUpperCase())).rejects.toMatchObject({
      message: 'Topic not found',
    })
  })
})

describe('finding and leaving topics (docs/protocol.md §4.7)', () => {
  it('finds the topic by a part of its name and by its id, marked as subscribed', async () => {
    const found = await new TopicModule(readerCtx).searchTopics({ keyword: 'release' })
    expect(found?.items.map((t) => [t.topicid, t.topic_name, t.subscribed, t.creator_id])).toEqual([
      [topicid, 'Release notes', true, owner.userid],
    ])
    const byId = await new TopicModule(ownerCtx).searchTopics({ keyword: ` ${topicid.toUpperCase()} ` })
    expect(byId?.items.map((t) => [t.topicid, t.subscribed])).toEqual([[topicid, false]])
  })

  it('[P1.9] after unsubscribing, a post of that topic no longer arrives; one of a topic still held does', async () => {
    const ownerTopics = new TopicModule(ownerCtx)
    const other = await ownerTopics.createTopic('Still subscribed')
    const readerTopics = new TopicModule(readerCtx)
    await readerTopics.subscribeTopic(other.topicid)
    await readerTopics.getMySubscribeTopicList()
    expect(await readerTopics.unsubscribeTopic(topicid)).toBe(true)
    expect(readerTopics.mySubscribeList.map((t) => t.topicid)).toEqual([other.topicid])

    const notify = new NotifyModule(readerCtx)
    const titles: string[] = []
    const off = readerCtx.events.on('notification.messageNew', (e) => {
      for (const n of e.notifications) titles.push(n.title)
    })
    const later = nextEvent(readerCtx.events, 'notification.messageNew', (e) =>
      e.notifications.some((n) => n.title === 'still here'),
    )
    await ownerTopics.publishTopicMessage({ topicid, title: 'after leaving', content: 'Not for the reader' })
    await ownerTopics.publishTopicMessage({
      topicid: other.topicid,
      title: 'still here',
      content: 'For the reader',
    })
    // The socket delivers in order: had the first reached the reader, it would have come before this one.
    await later
    off()
    notify.dispose()
    expect(titles).toEqual(['still here'])
    const history = await new NotifyModule(readerCtx).queryNotifications({})
    expect(history.items.map((n) => n.title)).toEqual(['still here', 'v1.0'])
    expect((await readerTopics.getMySubscribeTopicList()).items.map((t) => t.topicid)).toEqual([
      other.topicid,
    ])
  })

  it('a second unsubscribe is refused with the node words', async () => {
    await expect(new TopicModule(readerCtx).unsubscribeTopic(topicid)).rejects.toMatchObject({
      message: 'You are not subscribed to this topic',
    })
  })
})
