import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { chatHistory, startConversation } from '../../../tests/_util/machines/conversation'

/** A node's history of `all` (newest first), paged by number and size. */
const paged = (all: ReturnType<typeof chatHistory>) => async (page: number, size: number) => ({
  messages: all.slice(0, page * size),
  more: page * size < all.length,
})

const loads = (calls: string[]) => calls.filter((c) => c.startsWith('load'))

describe('conversation: opening at a message (docs/product.md §14.12)', () => {
  const all = chatHistory(300)
  const at = (id: string) => all.find((m) => m.id === id)?.timestamp as number

  it('reads older pages until the message asked for is held, even when asked before page 1 came', async () => {
    const { actor, handle } = startConversation({ load: paged(all) })
    actor.send({ type: 'conversation.goTo', id: 'm200', timestamp: at('m200') })
    const found = await waitFor(actor, (s) => s.context.target?.state === 'found')
    expect(found.context.target).toEqual({ id: 'm200', timestamp: at('m200'), seq: 1, state: 'found' })
    expect(found.context.messages.some((m) => m.id === 'm200')).toBe(true)
    expect(loads(handle.calls)).toEqual(['load:1x30', 'load:2x30', 'load:2x60'])
    expect(actor.getSnapshot().matches({ history: 'ready' })).toBe(true)
  })

  it('finds a message already held at once, and counts each request apart', async () => {
    const { actor, handle } = startConversation({ load: paged(all) })
    await waitFor(actor, (s) => s.matches({ history: 'ready' }))
    actor.send({ type: 'conversation.goTo', id: 'm290', timestamp: at('m290') })
    actor.send({ type: 'conversation.goTo', id: 'm290', timestamp: at('m290') })
    expect(actor.getSnapshot().context.target).toMatchObject({ id: 'm290', seq: 2, state: 'found' })
    expect(loads(handle.calls)).toEqual(['load:1x30'])
  })

  it('asked while open, pages back from where the reader is; gives up once the history passes its time', async () => {
    const { actor, handle } = startConversation({ load: paged(all) })
    await waitFor(actor, (s) => s.matches({ history: 'ready' }))
    // An id the chat never had, at the time of m250: pages stop once they reach past it.
    actor.send({ type: 'conversation.goTo', id: 'gone', timestamp: at('m250') })
    const missing = await waitFor(actor, (s) => s.context.target?.state === 'missing')
    expect(missing.matches({ history: 'ready' })).toBe(true)
    expect(loads(handle.calls)).toEqual(['load:1x30', 'load:2x30'])
    expect(missing.context.messages.at(-1)?.timestamp).toBeLessThan(at('m250'))
  })

  it('gives up when the history ends or a page fails, saying why', async () => {
    const short = chatHistory(40)
    const ended = startConversation({ load: paged(short) })
    ended.actor.send({ type: 'conversation.goTo', id: 'elsewhere', timestamp: 0 })
    const none = await waitFor(ended.actor, (s) => s.context.target?.state === 'missing')
    expect(loads(ended.handle.calls)).toEqual(['load:1x30', 'load:2x30'])
    expect(none.context.olderError).toBeUndefined()

    const failing = startConversation({
      load: async (page, size) => {
        if (page > 1) throw new Error('Network Error')
        return paged(all)(page, size)
      },
    })
    await waitFor(failing.actor, (s) => s.matches({ history: 'ready' }))
    failing.actor.send({ type: 'conversation.goTo', id: 'm10', timestamp: at('m10') })
    const failed = await waitFor(failing.actor, (s) => s.context.target?.state === 'missing')
    expect(failed.context.olderError).toEqual({ code: 'CHAT.HISTORY', message: 'Network Error' })
  })

  it('finds a message the open chat receives (the stored page, a live one) without paging', async () => {
    const { actor, handle } = startConversation({ load: () => new Promise(() => undefined) })
    actor.send({ type: 'conversation.goTo', id: 'm5', timestamp: at('m5') })
    handle.deliver(all.slice(-10))
    expect(actor.getSnapshot().context.target).toMatchObject({ id: 'm5', state: 'found' })
  })
})
