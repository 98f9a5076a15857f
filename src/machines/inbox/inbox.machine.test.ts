import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { channel, startInbox } from '../../../tests/_util/machines/inbox'

describe('inbox machine', () => {
  it('[P4.23] shows the local list at once, then the node list, latest activity first', async () => {
    let answer: (() => void) | undefined
    const local = [channel('user:a', { updatedAt: 10 }), channel('user:b', { updatedAt: 30, unread: 2 })]
    const { actor } = startInbox({
      initial: local,
      load: () =>
        new Promise((resolve) => (answer = () => resolve([...local, channel('group:g', { updatedAt: 20 })]))),
    })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.channels.map((c) => c.chatid)).toEqual(['user:b', 'user:a'])
    answer?.()
    const ready = await waitFor(actor, (s) => s.matches({ list: 'ready' }))
    expect(ready.context.channels.map((c) => c.chatid)).toEqual(['user:b', 'group:g', 'user:a'])
  })

  it('follows every change of the client list: a new message moves its chat up with its count', async () => {
    const { actor, change } = startInbox({ initial: [channel('user:a', { updatedAt: 10 })] })
    await waitFor(actor, (s) => s.matches({ list: 'ready' }))
    change([
      channel('user:a', { updatedAt: 10 }),
      channel('user:c', { updatedAt: 50, unread: 1, lastMessage: 'hi' }),
    ])
    const { channels } = actor.getSnapshot().context
    expect(channels.map((c) => [c.chatid, c.unread, c.lastMessage])).toEqual([
      ['user:c', 1, 'hi'],
      ['user:a', 0, undefined],
    ])
  })

  it('keeps the local list and says why when the node list fails; retry reads it again', async () => {
    let fail = true
    const { actor, calls } = startInbox({
      initial: [channel('user:a')],
      load: async () => {
        if (fail) throw new Error('Network Error')
        return [channel('user:a'), channel('user:b')]
      },
    })
    const failed = await waitFor(actor, (s) => s.matches({ list: 'failed' }))
    expect(failed.context.error?.message).toBe('Network Error')
    expect(failed.context.channels.map((c) => c.chatid)).toEqual(['user:a'])
    fail = false
    actor.send({ type: 'inbox.retry' })
    const ready = await waitFor(actor, (s) => s.matches({ list: 'ready' }))
    expect(ready.context.error).toBeUndefined()
    expect(ready.context.channels).toHaveLength(2)
    expect(calls).toEqual(['loadChannels', 'loadChannels'])
  })

  it('searches people by the trimmed query, never an empty one, and says when the search failed', async () => {
    let fail = false
    const { actor, calls } = startInbox({
      search: async (keyword) => {
        if (fail) throw new Error('timeout of 10000ms exceeded')
        return [{ userid: 'user:x', nickname: keyword }]
      },
    })
    actor.send({ type: 'search.submit' })
    expect(actor.getSnapshot().matches({ search: 'idle' })).toBe(true)
    actor.send({ type: 'search.change', query: '  alice ' })
    actor.send({ type: 'search.submit' })
    const found = await waitFor(actor, (s) => s.context.results !== undefined)
    expect(found.context.results).toEqual([{ userid: 'user:x', nickname: 'alice' }])
    fail = true
    actor.send({ type: 'search.submit' })
    const failed = await waitFor(actor, (s) => s.context.searchError !== undefined)
    expect(failed.context.searchError?.message).toBe('timeout of 10000ms exceeded')
    expect(calls.filter((c) => c.startsWith('search'))).toEqual(['search:alice', 'search:alice'])
    actor.send({ type: 'search.clear' })
    expect(actor.getSnapshot().context).toMatchObject({
      query: '',
      results: undefined,
      searchError: undefined,
    })
  })

  it('keeps the profiles of people whose private chats have no name', () => {
    const { actor, name } = startInbox()
    name('user:x', { userid: 'user:x', nickname: 'Xena' })
    expect(actor.getSnapshot().context.people).toEqual({ 'user:x': { userid: 'user:x', nickname: 'Xena' } })
  })
})
