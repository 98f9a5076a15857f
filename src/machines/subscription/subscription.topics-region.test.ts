import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { waitFor } from 'xstate'
import { startSubscription } from '../../../tests/_util/machines/subscription'
import { ErrorCode, NodeError } from '../../domain/errors'
import { SUBSCRIPTION_FAILED, TOPIC_INPUT_INVALID } from './subscription.types'

const settled = {
  push: 'ready',
  topics: { lists: 'ready', ops: 'idle' },
  notifications: 'ready',
  copy: 'idle',
} as const

describe('subscription machine: topics', () => {
  const lists = { created: [{ topicid: 'topic:a', topic_name: 'A' }], subscribed: [{ topicid: 'topic:z' }] }

  it('loads my created and subscribed topics', async () => {
    const { actor } = startSubscription({ topics: async () => lists })
    expect(actor.getSnapshot().hasTag('topicsLoading')).toBe(true)
    const ready = await waitFor(actor, (s) => s.matches(settled))
    expect(ready.context.created).toEqual(lists.created)
    expect(ready.context.subscribed).toEqual(lists.subscribed)
  })

  it('offers a retry when the lists cannot be loaded', async () => {
    let calls = 0
    const { actor } = startSubscription({
      topics: async () => {
        calls += 1
        if (calls === 1) throw new Error('offline')
        return lists
      },
    })
    const failed = await waitFor(actor, (s) => s.hasTag('topicsLoadFailed'))
    expect(failed.context.topicsError?.message).toBe('offline')
    actor.send({ type: 'topics.retry' })
    expect((await waitFor(actor, (s) => s.matches({ topics: { lists: 'ready' } }))).context.created).toEqual(
      lists.created,
    )
  })

  it('creates a topic: busy, then on top of my created list, the draft cleared and the form revised', async () => {
    const { actor, calls } = startSubscription({ topics: async () => lists })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.create', name: '  News  ' })
    expect(actor.getSnapshot().hasTag('topicsBusy')).toBe(true)
    expect(actor.getSnapshot().context.drafts.create).toBe('  News  ')
    const done = await waitFor(actor, (s) => s.matches({ topics: { ops: 'idle' } }))
    expect(calls).toContain('createTopic:News')
    expect(done.context.created.map((t) => t.topicid)).toEqual(['topic:News', 'topic:a'])
    expect(done.context.drafts.create).toBe('')
    expect(done.context.revision).toEqual({ create: 1, subscribe: 0, publish: 0 })
  })

  it('creates a topic sent while the lists load, and keeps it listed above what the lists bring', async () => {
    let answerLists: (l: typeof lists) => void = () => {}
    const { actor, calls } = startSubscription({
      topics: () => new Promise((resolve) => (answerLists = resolve)),
    })
    expect(actor.getSnapshot().hasTag('topicsLoading')).toBe(true)
    actor.send({ type: 'topics.create', name: 'News' })
    expect(actor.getSnapshot().matches({ topics: { ops: 'creating' } })).toBe(true)
    const created = await waitFor(actor, (s) => s.context.revision.create === 1)
    expect(calls).toContain('createTopic:News')
    expect(created.hasTag('topicsLoading')).toBe(true)
    answerLists(lists)
    const done = await waitFor(actor, (s) => s.matches(settled))
    expect(done.context.created.map((t) => t.topicid)).toEqual(['topic:News', 'topic:a'])
  })

  it('keeps the typed name and shows the error when creating fails', async () => {
    const { actor } = startSubscription({
      createTopic: async () => Promise.reject(new NodeError(1, 'name taken')),
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.create', name: 'News' })
    const failed = await waitFor(actor, (s) => s.context.topicError !== undefined)
    expect(failed.context.topicError).toEqual({
      op: 'create',
      code: ErrorCode.NodeError,
      message: 'name taken',
    })
    expect(failed.context.drafts.create).toBe('News')
    expect(failed.context.revision.create).toBe(0)
    expect(failed.matches({ topics: { ops: 'idle' } })).toBe(true)
  })

  it('ignores a blank name, id, or an incomplete publication', async () => {
    const { actor, calls } = startSubscription()
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.create', name: '   ' })
    actor.send({ type: 'topics.subscribe', topicid: '' })
    actor.send({ type: 'topics.publish', topicid: 'topic:a', title: 'T', content: ' ' })
    expect(actor.getSnapshot().matches({ topics: { ops: 'idle' } })).toBe(true)
    expect(calls.filter((c) => !c.startsWith('loadNotifications'))).toEqual([])
  })

  it('subscribes to a topic id and lists it once', async () => {
    const { actor, calls } = startSubscription({ topics: async () => lists })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.subscribe', topicid: 'topic:q' })
    expect(actor.getSnapshot().matches({ topics: { ops: 'subscribing' } })).toBe(true)
    const done = await waitFor(actor, (s) => s.matches({ topics: { ops: 'idle' } }))
    expect(calls).toContain('subscribeTopic:topic:q')
    expect(done.context.subscribed.map((t) => t.topicid)).toEqual(['topic:q', 'topic:z'])
    expect(done.context.revision.subscribe).toBe(1)
  })

  it('keeps the topic id when subscribing fails', async () => {
    const { actor } = startSubscription({
      subscribeTopic: async () => Promise.reject(new Error('no such topic')),
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.subscribe', topicid: 'topic:nope' })
    const failed = await waitFor(actor, (s) => s.context.topicError !== undefined)
    expect(failed.context.topicError).toEqual({
      op: 'subscribe',
      code: SUBSCRIPTION_FAILED,
      message: 'no such topic',
    })
    expect(failed.context.drafts.subscribe).toBe('topic:nope')
    expect(failed.context.subscribed).toEqual([])
  })

  it('publishes to a created topic and remembers what was published', async () => {
    const { actor, calls } = startSubscription({ topics: async () => lists })
    await waitFor(actor, (s) => s.matches(settled))
    const publication = { topicid: 'topic:a', title: 'Hello', content: 'World' }
    actor.send({ type: 'topics.publish', ...publication })
    expect(actor.getSnapshot().matches({ topics: { ops: 'publishing' } })).toBe(true)
    const done = await waitFor(actor, (s) => s.matches({ topics: { ops: 'idle' } }))
    expect(calls).toContain('publishTopic:topic:a:Hello:World')
    expect(done.context.published).toEqual(publication)
    expect(done.context.drafts.publish).toBeUndefined()
    expect(done.context.revision.publish).toBe(1)
  })

  it('keeps title and content when publishing fails', async () => {
    const { actor } = startSubscription({
      publishTopic: async () => Promise.reject(new Error('not the creator')),
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.publish', topicid: 'topic:a', title: 'Hello', content: 'World' })
    const failed = await waitFor(actor, (s) => s.context.topicError !== undefined)
    expect(failed.context.topicError).toEqual({
      op: 'publish',
      code: SUBSCRIPTION_FAILED,
      message: 'not the creator',
    })
    expect(failed.context.drafts.publish).toEqual({ topicid: 'topic:a', title: 'Hello', content: 'World' })
    expect(failed.context.published).toBeUndefined()
  })

  it('subscribes with the id trimmed and lower-cased, and lists the topic under its name', async () => {
    const { actor, calls } = startSubscription({
      subscribeTopic: async (topicid) => ({ topicid, topic_name: 'Weather' }),
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.subscribe', topicid: '  Topic:AB12 ' })
    const done = await waitFor(actor, (s) => s.context.revision.subscribe === 1)
    expect(calls).toContain('subscribeTopic:topic:ab12')
    expect(done.context.subscribed).toEqual([{ topicid: 'topic:ab12', topic_name: 'Weather' }])
  })

  it('refuses what the network would refuse before sending, keeping what was typed', async () => {
    const { actor, calls } = startSubscription()
    await waitFor(actor, (s) => s.matches(settled))
    const long = 'x'.repeat(500)
    actor.send({ type: 'topics.create', name: long })
    expect(actor.getSnapshot().context.topicError).toEqual({
      op: 'create',
      code: TOPIC_INPUT_INVALID,
      message: 'The topic name can be at most 100 characters.',
    })
    expect(actor.getSnapshot().context.drafts.create).toBe(long)
    actor.send({ type: 'topics.subscribe', topicid: 'not an id' })
    expect(actor.getSnapshot().context.topicError?.op).toBe('subscribe')
    expect(actor.getSnapshot().context.drafts.subscribe).toBe('not an id')
    actor.send({ type: 'topics.publish', topicid: 'topic:a', title: 't'.repeat(201), content: 'C' })
    expect(actor.getSnapshot().context.topicError).toMatchObject({
      op: 'publish',
      message: 'The title can be at most 200 characters.',
    })
    expect(actor.getSnapshot().matches({ topics: { ops: 'idle' } })).toBe(true)
    expect(calls.filter((c) => !c.startsWith('loadNotifications'))).toEqual([])
  })

  it('copies a topic id, says "copied" for 800 ms, and reports a failed copy', async () => {
    // The machine's delay runs on vitest's fake clock: 800 ms pass without waiting for them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    let fail = false
    const { actor, calls } = startSubscription({
      copyText: async () => (fail ? Promise.reject(new Error('denied')) : undefined),
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'topics.copy', topicid: 'topic:a' })
    const copied = await waitFor(actor, (s) => s.hasTag('topicCopied'))
    expect(copied.context.copied).toBe('topic:a')
    expect(calls).toContain('copyText:topic:a')
    vi.advanceTimersByTime(799)
    expect(actor.getSnapshot().hasTag('topicCopied')).toBe(true)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().matches({ copy: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.copied).toBeUndefined()
    fail = true
    actor.send({ type: 'topics.copy', topicid: 'topic:b' })
    const failed = await waitFor(actor, (s) => s.context.copyError !== undefined)
    expect(failed.context.copyError?.message).toBe('denied')
  })
})
