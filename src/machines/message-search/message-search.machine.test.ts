import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { fakeMessageSearch } from '../../../tests/_util/machines/message-search'
import type { SearchHit } from '../../domain/search'
import { SEARCH_PAUSE } from './message-search.machine'

const hit = (messageId: string, text: string): SearchHit => ({
  messageId,
  chatId: 'user:bob',
  senderId: 'user:bob',
  senderName: 'Bob',
  timestamp: 1,
  text,
  ranges: [],
})

describe('message search machine (docs/product.md §14.12)', () => {
  it('searches once typing pauses, with the trimmed query and the chat it was given', async () => {
    const { machine, calls } = fakeMessageSearch(async ({ query }) => ({
      hits: [hit('m1', query)],
      total: 1,
    }))
    const clock = new SimulatedClock()
    const actor = createActor(machine, { clock, input: { chatId: 'user:bob' } }).start()
    actor.send({ type: 'search.type', query: 'ha' })
    clock.increment(SEARCH_PAUSE - 1)
    actor.send({ type: 'search.type', query: ' harbour ' })
    clock.increment(SEARCH_PAUSE - 1)
    expect(calls).toEqual([])
    expect(actor.getSnapshot().hasTag('searching')).toBe(true)
    clock.increment(1)
    const done = await waitFor(actor, (s) => s.context.result !== undefined)
    expect(calls).toEqual([{ query: 'harbour', chatId: 'user:bob' }])
    expect(done.context.result).toEqual({ hits: [hit('m1', 'harbour')], total: 1, query: 'harbour' })
    expect(done.hasTag('searching')).toBe(false)
  })

  it('a blank query or Escape clears the results without searching', async () => {
    const { machine, calls } = fakeMessageSearch(async () => ({ hits: [hit('m1', 'x')], total: 1 }))
    const clock = new SimulatedClock()
    const actor = createActor(machine, { clock, input: {} }).start()
    actor.send({ type: 'search.type', query: 'boat' })
    clock.increment(SEARCH_PAUSE)
    await waitFor(actor, (s) => s.context.result !== undefined)
    actor.send({ type: 'search.type', query: '   ' })
    expect(actor.getSnapshot().context.result).toBeUndefined()
    clock.increment(SEARCH_PAUSE)
    actor.send({ type: 'search.type', query: 'ship' })
    actor.send({ type: 'search.clear' })
    clock.increment(SEARCH_PAUSE)
    expect(actor.getSnapshot().context).toMatchObject({ query: '', result: undefined, error: undefined })
    expect(calls).toEqual([{ query: 'boat', chatId: undefined }])
  })

  it('searches a shown query again when messages arrive, never an empty one', async () => {
    let n = 0
    const { machine, calls } = fakeMessageSearch(async () => ({ hits: [], total: ++n }))
    const clock = new SimulatedClock()
    const actor = createActor(machine, { clock, input: {} }).start()
    actor.send({ type: 'search.refresh' })
    clock.increment(SEARCH_PAUSE)
    expect(calls).toEqual([])
    actor.send({ type: 'search.type', query: 'boat' })
    clock.increment(SEARCH_PAUSE)
    await waitFor(actor, (s) => s.context.result?.total === 1)
    actor.send({ type: 'search.refresh' })
    clock.increment(SEARCH_PAUSE)
    const again = await waitFor(actor, (s) => s.context.result?.total === 2)
    expect(again.context.result?.query).toBe('boat')
    expect(calls).toHaveLength(2)
  })

  it('says when the store could not be searched, and keeps what was typed', async () => {
    const { machine } = fakeMessageSearch(async () => {
      throw new Error('disk I/O error')
    })
    const clock = new SimulatedClock()
    const actor = createActor(machine, { clock, input: {} }).start()
    actor.send({ type: 'search.type', query: 'boat' })
    clock.increment(SEARCH_PAUSE)
    const failed = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(failed.context.error).toEqual({ code: 'CHAT.FIND', message: 'disk I/O error' })
    expect(failed.context.query).toBe('boat')
  })
})
