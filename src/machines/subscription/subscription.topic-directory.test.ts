import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { startSubscription } from '../../../tests/_util/machines/subscription'
import type { FoundTopic } from '../../domain/contract/endpoints/topic-directory'
import { NodeError } from '../../domain/errors'
import { TOPIC_INPUT_INVALID } from './subscription.types'

const found = (topicid: string, subscribed = false): FoundTopic => ({
  topicid,
  topic_name: `Name ${topicid}`,
  create_at: 1,
  creator_id: 'user:c',
  subscribed,
})

const settled = { topics: { lists: 'ready', ops: 'idle', directory: { available: 'idle' } } } as const

describe('subscription machine: the topic directory', () => {
  it('searches with the keyword trimmed, page 1 of 20, and shows what the node found', async () => {
    const { actor, calls } = startSubscription({
      searchTopics: async () => ({ items: [found('topic:a'), found('topic:b', true)], total: 2 }),
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.search', keyword: '  news ' })
    expect(actor.getSnapshot().hasTag('topicsSearching')).toBe(true)
    const done = await waitFor(actor, (s) => s.matches(settled))
    expect(calls).toContain('searchTopics:news:1:20')
    expect(done.context.directory).toMatchObject({
      keyword: 'news',
      results: [found('topic:a'), found('topic:b', true)],
      total: 2,
      page: 1,
      error: undefined,
    })
  })

  it('appends the next page on "more", and asks no further once everything is listed', async () => {
    const { actor, calls } = startSubscription({
      searchTopics: async ({ page }) =>
        page === 1
          ? { items: [found('topic:a'), found('topic:b')], total: 3 }
          : { items: [found('topic:b'), found('topic:c')], total: 3 },
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.search', keyword: '' })
    await waitFor(actor, (s) => s.context.directory.page === 1 && s.matches(settled))
    actor.send({ type: 'topics.searchMore' })
    const more = await waitFor(actor, (s) => s.context.directory.page === 2 && s.matches(settled))
    expect(more.context.directory.results.map((t) => t.topicid)).toEqual(['topic:a', 'topic:b', 'topic:c'])
    actor.send({ type: 'topics.searchMore' })
    expect(actor.getSnapshot().hasTag('topicsSearching')).toBe(false)
    expect(calls.filter((c) => c.startsWith('searchTopics'))).toEqual([
      'searchTopics::1:20',
      'searchTopics::2:20',
    ])
  })

  it('refuses a keyword over 100 characters before sending, and keeps the results shown', async () => {
    const { actor, calls } = startSubscription({
      searchTopics: async () => ({ items: [found('topic:a')], total: 1 }),
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.search', keyword: 'a' })
    await waitFor(actor, (s) => s.context.directory.page === 1)
    actor.send({ type: 'topics.search', keyword: 'x'.repeat(101) })
    const refused = actor.getSnapshot()
    expect(refused.context.directory.error).toEqual({
      code: TOPIC_INPUT_INVALID,
      message: 'A search can be at most 100 characters.',
    })
    expect(refused.context.directory.results).toEqual([found('topic:a')])
    expect(calls.filter((c) => c.startsWith('searchTopics'))).toHaveLength(1)
  })

  it('ends unavailable on a node without the directory, and asks no more', async () => {
    const { actor, calls } = startSubscription({ searchTopics: async () => undefined })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.search', keyword: 'news' })
    const gone = await waitFor(actor, (s) => s.hasTag('topicsDirectoryUnavailable'))
    expect(gone.matches({ topics: { directory: 'unavailable' } })).toBe(true)
    actor.send({ type: 'topics.search', keyword: 'again' })
    expect(calls.filter((c) => c.startsWith('searchTopics'))).toEqual(['searchTopics:news:1:20'])
  })

  it('says why a search failed and searches again when asked', async () => {
    let fail = true
    const { actor } = startSubscription({
      searchTopics: async () => {
        if (fail) throw new NodeError(500, 'Internal error')
        return { items: [found('topic:a')], total: 1 }
      },
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.search', keyword: 'news' })
    const failed = await waitFor(actor, (s) => s.context.directory.error !== undefined)
    expect(failed.context.directory.error?.message).toBe('Internal error')
    fail = false
    actor.send({ type: 'topics.search', keyword: 'news' })
    const done = await waitFor(actor, (s) => s.context.directory.page === 1)
    expect(done.context.directory.error).toBeUndefined()
  })
})

describe('subscription machine: subscribing from the directory and leaving', () => {
  const subscribedA = { topicid: 'topic:a', topic_name: 'A' }

  it('subscribes to a found topic: listed, marked in the results, the paste form untouched', async () => {
    const { actor, calls } = startSubscription({
      searchTopics: async () => ({ items: [found('topic:b')], total: 1 }),
      subscribeTopic: async (topicid) => ({ topicid, topic_name: 'B' }),
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.search', keyword: 'b' })
    await waitFor(actor, (s) => s.context.directory.page === 1)
    actor.send({ type: 'topics.join', topicid: 'topic:b' })
    expect(actor.getSnapshot().context.directory.joining).toBe('topic:b')
    const done = await waitFor(actor, (s) => s.matches(settled) && s.context.directory.joined !== undefined)
    expect(calls).toContain('subscribeTopic:topic:b')
    expect(done.context.subscribed).toEqual([{ topicid: 'topic:b', topic_name: 'B' }])
    expect(done.context.directory.results[0]?.subscribed).toBe(true)
    expect(done.context.directory.joined).toEqual({ topicid: 'topic:b', topic_name: 'B' })
    expect(done.context.revision.subscribe).toBe(0)
  })

  it('keeps a failed subscribe beside its topic', async () => {
    const { actor } = startSubscription({
      subscribeTopic: async () => {
        throw new NodeError(404, 'Topic not found')
      },
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.join', topicid: 'topic:b' })
    const failed = await waitFor(actor, (s) => s.context.directory.joinError !== undefined)
    expect(failed.context.directory.joinError).toMatchObject({
      topicid: 'topic:b',
      message: 'Topic not found',
    })
    expect(failed.context.subscribed).toEqual([])
  })

  it('asks before leaving; "Keep" changes nothing; confirming leaves and drops the topic from the list', async () => {
    const { actor, calls } = startSubscription({
      topics: async () => ({ created: [], subscribed: [subscribedA, { topicid: 'topic:z' }] }),
      searchTopics: async () => ({ items: [found('topic:a', true)], total: 1 }),
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.search', keyword: '' })
    await waitFor(actor, (s) => s.context.directory.page === 1)
    actor.send({ type: 'topics.leave.ask', topicid: 'topic:a' })
    expect(actor.getSnapshot().context.leave.asked).toBe('topic:a')
    actor.send({ type: 'topics.leave.cancel' })
    expect(actor.getSnapshot().context.leave.asked).toBeUndefined()
    actor.send({ type: 'topics.leave.confirm' })
    expect(calls.filter((c) => c.startsWith('unsubscribeTopic'))).toEqual([])

    actor.send({ type: 'topics.leave.ask', topicid: 'topic:a' })
    actor.send({ type: 'topics.leave.confirm' })
    expect(actor.getSnapshot().hasTag('topicsBusy')).toBe(true)
    const left = await waitFor(actor, (s) => s.matches(settled) && s.context.leave.left !== undefined)
    expect(calls).toContain('unsubscribeTopic:topic:a')
    expect(left.context.subscribed).toEqual([{ topicid: 'topic:z' }])
    expect(left.context.leave).toMatchObject({ left: subscribedA, asked: undefined, leaving: undefined })
    expect(left.context.directory.results[0]?.subscribed).toBe(false)
  })

  it('on a node without unsubscribe keeps the list and remembers that leaving is not possible', async () => {
    const { actor, calls } = startSubscription({
      topics: async () => ({ created: [], subscribed: [subscribedA] }),
      unsubscribeTopic: async () => false,
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.leave.ask', topicid: 'topic:a' })
    actor.send({ type: 'topics.leave.confirm' })
    const refused = await waitFor(actor, (s) => s.context.leave.unavailable)
    expect(refused.context.subscribed).toEqual([subscribedA])
    expect(refused.context.leave.left).toBeUndefined()
    actor.send({ type: 'topics.leave.ask', topicid: 'topic:a' })
    actor.send({ type: 'topics.leave.confirm' })
    expect(calls.filter((c) => c.startsWith('unsubscribeTopic'))).toHaveLength(1)
  })

  it('keeps the topic and says why when leaving fails', async () => {
    const { actor } = startSubscription({
      topics: async () => ({ created: [], subscribed: [subscribedA] }),
      unsubscribeTopic: async () => {
        throw new NodeError(409, 'You are not subscribed to this topic')
      },
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.leave.ask', topicid: 'topic:a' })
    actor.send({ type: 'topics.leave.confirm' })
    const failed = await waitFor(actor, (s) => s.context.leave.error !== undefined)
    expect(failed.context.leave.error).toMatchObject({
      topicid: 'topic:a',
      message: 'You are not subscribed to this topic',
    })
    expect(failed.context.subscribed).toEqual([subscribedA])
  })
})
