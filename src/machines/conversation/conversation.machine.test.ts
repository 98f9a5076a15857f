import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { chatHistory, chatMessage, startConversation } from '../../../tests/_util/machines/conversation'
import { FIRST_PAGE_SIZE } from './conversation.paging'

const ids = (messages: readonly { id: string }[]) => messages.map((m) => m.id)

/** `count` messages from the other person, newest first (`u0` the oldest), unread unless `status` says. */
const unread = (count: number, prefix = 'u', status: 'delivered' | 'read' = 'delivered') =>
  Array.from({ length: count }, (_, i) => chatMessage(`${prefix}${count - 1 - i}`, { at: count - i, status }))

describe('conversation machine', () => {
  it('[P4.27] opens the chat, loads page 1, then older pages on request while the node has more', async () => {
    const all = chatHistory(100)
    const { actor, handle } = startConversation({
      load: async (page, size) => ({ messages: all.slice(0, page * size), more: page * size < all.length }),
    })
    expect(handle.calls[0]).toBe('open:user:peer')
    const first = await waitFor(actor, (s) => s.matches({ history: 'ready' }))
    expect(first.context.messages).toHaveLength(FIRST_PAGE_SIZE)
    actor.send({ type: 'conversation.older' })
    expect(actor.getSnapshot().hasTag('loadingOlder')).toBe(true)
    await waitFor(actor, (s) => s.matches({ history: 'ready' }))
    actor.send({ type: 'conversation.older' })
    const last = await waitFor(actor, (s) => s.matches({ history: 'ready' }) && s.context.loaded === 120)
    expect(last.context.messages).toHaveLength(100)
    expect(last.context.hasMore).toBe(false)
    actor.send({ type: 'conversation.older' })
    expect(handle.calls.filter((c) => c.startsWith('load'))).toEqual(['load:1x30', 'load:2x30', 'load:2x60'])
    actor.stop()
    expect(handle.calls.at(-1)).toBe('close:user:peer')
  })

  it('shows live rows from the open chat, and says why history failed with a retry', async () => {
    let fail = true
    const { actor, handle } = startConversation({
      load: async () => {
        if (fail) throw new Error('Network Error')
        return { messages: [chatMessage('a')], more: false }
      },
    })
    const failed = await waitFor(actor, (s) => s.matches({ history: 'failed' }))
    expect(failed.context.error?.message).toBe('Network Error')
    fail = false
    actor.send({ type: 'conversation.reload' })
    await waitFor(actor, (s) => s.matches({ history: 'ready' }))
    handle.deliver([chatMessage('b', { at: 1 }), chatMessage('a')])
    expect(ids(actor.getSnapshot().context.messages)).toEqual(['b', 'a'])
  })

  it('sends the draft, empties it when queued, and keeps it with the reason when the send fails', async () => {
    let fail = true
    const { actor, handle } = startConversation(
      {
        send: async () => {
          if (fail) throw new Error('indexDB is not initialized')
        },
      },
      { draft: 'kept from before' },
    )
    expect(actor.getSnapshot().context.draft).toBe('kept from before')
    actor.send({ type: 'draft.change', text: '   ' })
    actor.send({ type: 'composer.send' })
    expect(handle.calls.some((c) => c.startsWith('send'))).toBe(false)
    actor.send({ type: 'draft.change', text: 'hello\nthere' })
    actor.send({ type: 'composer.send' })
    const failed = await waitFor(actor, (s) => s.context.sendError !== undefined)
    expect(failed.context.sendError?.message).toBe('indexDB is not initialized')
    expect(failed.context.draft).toBe('hello\nthere')
    fail = false
    actor.send({ type: 'composer.send' })
    const sent = await waitFor(actor, (s) => s.matches({ composer: 'idle' }) && s.context.draft === '')
    expect(sent.context.sendError).toBeUndefined()
    expect(handle.calls.filter((c) => c.startsWith('send'))).toEqual([
      'send:hello\nthere',
      'send:hello\nthere',
    ])
  })

  it('retries a failed message by id', async () => {
    const { actor, handle } = startConversation()
    actor.send({ type: 'message.retry', id: 'm1' })
    await waitFor(actor, (s) => s.matches({ composer: 'idle' }))
    expect(handle.calls).toContain('retry:m1')
  })

  it('says so when the message to retry is no longer waiting to be sent', async () => {
    const { actor } = startConversation({ retry: async () => false })
    actor.send({ type: 'message.retry', id: 'gone' })
    const said = await waitFor(actor, (s) => s.context.sendError !== undefined)
    expect(said.context.sendError).toEqual({
      code: 'CHAT.SEND',
      message: 'This message is no longer waiting to be sent.',
    })
    expect(said.matches({ composer: 'idle' })).toBe(true)
  })

  it("marks others' seen messages read once, never own or already read ones, and again after a failure", async () => {
    let fail = true
    const messages = [
      chatMessage('own', { senderId: 'user:me' }),
      chatMessage('read', { status: 'read' }),
      chatMessage('new1'),
      chatMessage('new2'),
    ]
    const { actor, handle } = startConversation({
      load: async () => ({ messages, more: false }),
      markRead: async () => {
        if (fail) throw new Error('Network Error')
      },
    })
    await waitFor(actor, (s) => s.matches({ history: 'ready' }))
    actor.send({ type: 'messages.seen', oldest: 'new1', newest: 'own' })
    await waitFor(actor, (s) => s.matches({ receipts: 'idle' }) && s.context.marked.size === 0)
    fail = false
    actor.send({ type: 'messages.seen', oldest: 'new2', newest: 'own' })
    await waitFor(actor, (s) => s.matches({ receipts: 'idle' }) && s.context.marked.size === 2)
    actor.send({ type: 'messages.seen', oldest: 'new2', newest: 'read' })
    expect(handle.calls.filter((c) => c.startsWith('read'))).toEqual(['read:new1', 'read:new2,new1'])
  })

  it('marks every unread message of a covered span, drawn or not, in receipts of at most 100', async () => {
    const messages = unread(250)
    const { actor, handle } = startConversation({ load: async () => ({ messages, more: false }) })
    await waitFor(actor, (s) => s.matches({ history: 'ready' }))
    actor.send({ type: 'messages.seen', oldest: 'u0', newest: 'u249' })
    await waitFor(actor, (s) => s.matches({ receipts: 'idle' }) && s.context.unmarked.length === 0)
    const reads = handle.calls.filter((c) => c.startsWith('read:')).map((c) => c.slice(5).split(','))
    expect(reads.map((ids) => ids.length)).toEqual([100, 100, 50])
    expect(reads.flat()).toEqual(ids([...messages].reverse()))
  })

  it('opens at the first unread message, reading older pages until it is held, and marks nothing by itself', async () => {
    // Newest first: 201 unread from the other person, then 20 they had read.
    const all = [...unread(201), ...unread(20, 'r', 'read')]
    const { actor, handle } = startConversation({
      load: async (page, size) => ({ messages: all.slice(0, page * size), more: page * size < all.length }),
    })
    expect(actor.getSnapshot().context.located).toBe(false)
    const placed = await waitFor(actor, (s) => s.matches({ history: 'ready' }))
    expect(placed.context).toMatchObject({ located: true, firstUnread: 'u0', loaded: 270 })
    expect(handle.calls.filter((c) => c.startsWith('load'))).toEqual([
      'load:1x30',
      'load:2x30',
      'load:2x60',
      'load:3x60',
      'load:3x90',
    ])
    expect(handle.calls.some((c) => c.startsWith('read'))).toBe(false)
  })

  it('stops looking after 500 messages and opens at the oldest unread held; without unread it opens at the newest', async () => {
    const all = unread(10_000)
    const { actor, handle } = startConversation({
      load: async (page, size) => ({ messages: all.slice(0, page * size), more: true }),
    })
    const placed = await waitFor(actor, (s) => s.matches({ history: 'ready' }))
    expect(placed.context).toMatchObject({ located: true, firstUnread: 'u9460', loaded: 540 })
    expect(handle.calls.filter((c) => c.startsWith('load'))).toHaveLength(8)

    const mine = startConversation({ load: async () => ({ messages: chatHistory(100), more: true }) })
    const newest = await waitFor(mine.actor, (s) => s.matches({ history: 'ready' }))
    expect(newest.context).toMatchObject({ located: true, firstUnread: undefined })
    expect(mine.handle.calls.filter((c) => c.startsWith('load'))).toEqual(['load:1x30'])
  })

  it('opens with what it holds when an older page or the history fails', async () => {
    const all = unread(100)
    const older = startConversation({
      load: async (page, size) => {
        if (page > 1) throw new Error('Network Error')
        return { messages: all.slice(0, size), more: true }
      },
    })
    const placed = await waitFor(older.actor, (s) => s.matches({ history: 'ready' }))
    expect(placed.context).toMatchObject({ located: true, firstUnread: 'u70' })
    const failed = startConversation({
      load: async () => {
        throw new Error('Network Error')
      },
    })
    failed.handle.deliver(all.slice(0, 5))
    const kept = await waitFor(failed.actor, (s) => s.matches({ history: 'failed' }))
    expect(kept.context).toMatchObject({ located: true, firstUnread: 'u95' })
  })

  it("names a private chat's other person from their profile", async () => {
    const { actor } = startConversation({ peer: async () => ({ userid: 'user:peer', nickname: 'Pat' }) })
    const named = await waitFor(actor, (s) => s.context.peer !== undefined)
    expect(named.context.peer?.nickname).toBe('Pat')
  })

  it('says whether the chat is end-to-end encrypted: checking, then the answer, and never checking forever', async () => {
    let answer: (value: { state: 'plain'; reason: 'node' }) => void = () => undefined
    const { actor } = startConversation({ security: () => new Promise((resolve) => (answer = resolve)) })
    expect(actor.getSnapshot().context.security).toBe('checking')
    answer({ state: 'plain', reason: 'node' })
    const known = await waitFor(actor, (s) => s.context.security !== 'checking')
    expect(known.context.security).toEqual({ state: 'plain', reason: 'node' })

    const failing = startConversation({ security: async () => Promise.reject(new Error('Network Error')) })
    expect((await waitFor(failing.actor, (s) => s.context.security !== 'checking')).context.security).toBe(
      'unavailable',
    )
    const without = startConversation({ security: async () => undefined })
    expect((await waitFor(without.actor, (s) => s.context.security !== 'checking')).context.security).toBe(
      'unavailable',
    )
  })
})
