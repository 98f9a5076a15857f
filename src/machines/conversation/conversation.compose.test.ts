/** Replies, edits, reactions and deletes in the conversation machine (docs/product.md §14.9). */
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { chatMessage, startConversation } from '../../../tests/_util/machines/conversation'

const theirs = chatMessage('p1', { content: 'Are we meeting?', at: 1 })
const mine = chatMessage('m1', { content: 'At 5', senderId: 'user:me', at: 2 })
const liked = chatMessage('p2', {
  content: 'Nice',
  at: 3,
  reactions: [{ emoji: '👍', senders: ['user:me'], mine: true }],
})

/** The chat open with its three messages held (the page and the watch agree). */
const opened = async (script: Parameters<typeof startConversation>[0] = {}, draft = '') => {
  const rows = [liked, mine, theirs]
  const started = startConversation(
    { load: async () => ({ messages: rows, more: false }), ...script },
    { draft },
  )
  started.handle.deliver(rows)
  await waitFor(started.actor, (s) => s.matches({ history: 'ready' }))
  return started
}

describe('conversation machine: compose mode', () => {
  it('replies: the target is held, the text is sent as a reply, then the composer is new again', async () => {
    const { actor, handle } = await opened()
    actor.send({ type: 'compose.reply', id: 'p1' })
    expect(actor.getSnapshot().context.compose).toEqual({ kind: 'reply', target: theirs })
    actor.send({ type: 'draft.change', text: 'Yes' })
    actor.send({ type: 'composer.send' })
    const done = await waitFor(
      actor,
      (s) => s.matches({ composer: 'idle' }) && s.context.compose.kind === 'new',
    )
    expect(handle.calls).toContain('reply:p1:Yes')
    expect(handle.calls.some((c) => c.startsWith('send:'))).toBe(false)
    expect(done.context.draft).toBe('')
  })

  it('a failed reply keeps its text and the reply target, and says why', async () => {
    const { actor } = await opened({
      change: async () => {
        throw new Error('Node unreachable')
      },
    })
    actor.send({ type: 'compose.reply', id: 'p1' })
    actor.send({ type: 'draft.change', text: 'Yes' })
    actor.send({ type: 'composer.send' })
    const failed = await waitFor(actor, (s) => s.context.sendError !== undefined)
    expect(failed.context.sendError?.message).toBe('Node unreachable')
    expect(failed.context.draft).toBe('Yes')
    expect(failed.context.compose.kind).toBe('reply')
  })

  it('edits only own messages: the text goes into the composer, the draft comes back after saving', async () => {
    const { actor, handle } = await opened({}, 'half a thought')
    actor.send({ type: 'compose.edit', id: 'p1' })
    expect(actor.getSnapshot().context.compose.kind).toBe('new')
    actor.send({ type: 'compose.edit', id: 'm1' })
    expect(actor.getSnapshot().context).toMatchObject({
      draft: 'At 5',
      compose: { kind: 'edit', target: mine, draft: 'half a thought' },
    })
    actor.send({ type: 'draft.change', text: 'At 6' })
    actor.send({ type: 'composer.send' })
    const saved = await waitFor(
      actor,
      (s) => s.matches({ composer: 'idle' }) && s.context.compose.kind === 'new',
    )
    expect(handle.calls).toContain('edit:m1:At 6')
    expect(saved.context.draft).toBe('half a thought')
  })

  it('cancelling an edit, or saving it unchanged, sends nothing and gives the draft back', async () => {
    const { actor, handle } = await opened({}, 'kept')
    actor.send({ type: 'compose.edit', id: 'm1' })
    actor.send({ type: 'compose.cancel' })
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'kept', compose: { kind: 'new' } })
    actor.send({ type: 'compose.edit', id: 'm1' })
    actor.send({ type: 'composer.send' })
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'kept', compose: { kind: 'new' } })
    expect(handle.calls.some((c) => c.startsWith('edit:'))).toBe(false)
  })

  it('a reply chosen while editing ends the edit first', async () => {
    const { actor } = await opened({}, 'kept')
    actor.send({ type: 'compose.edit', id: 'm1' })
    actor.send({ type: 'compose.reply', id: 'p1' })
    expect(actor.getSnapshot().context).toMatchObject({
      draft: 'kept',
      compose: { kind: 'reply', target: theirs },
    })
  })
})

describe('conversation machine: reactions and deletes', () => {
  it('a reaction toggles: added when not mine, removed when mine', async () => {
    const { actor, handle } = await opened()
    actor.send({ type: 'message.react', id: 'p1', emoji: '❤️' })
    await waitFor(actor, (s) => s.matches({ changes: 'idle' }))
    actor.send({ type: 'message.react', id: 'p2', emoji: '👍' })
    await waitFor(actor, (s) => s.matches({ changes: 'idle' }))
    expect(handle.calls.filter((c) => c.startsWith('react:'))).toEqual([
      'react:p1:❤️:add',
      'react:p2:👍:remove',
    ])
  })

  it('deletes only own messages; a delete of the message being edited ends the edit', async () => {
    const { actor, handle } = await opened({}, 'kept')
    actor.send({ type: 'message.delete', id: 'p1' })
    expect(actor.getSnapshot().matches({ changes: 'idle' })).toBe(true)
    actor.send({ type: 'compose.edit', id: 'm1' })
    actor.send({ type: 'message.delete', id: 'm1' })
    const done = await waitFor(actor, (s) => s.matches({ changes: 'idle' }))
    expect(handle.calls.filter((c) => c.startsWith('delete:'))).toEqual(['delete:m1'])
    expect(done.context).toMatchObject({ draft: 'kept', compose: { kind: 'new' } })
  })

  it('a change that fails says so, and the next one that succeeds clears it', async () => {
    let fail = true
    const { actor } = await opened({
      change: async () => {
        if (fail) throw new Error('Node unreachable')
      },
    })
    actor.send({ type: 'message.react', id: 'p1', emoji: '😂' })
    const failed = await waitFor(actor, (s) => s.context.changeError !== undefined)
    expect(failed.context.changeError?.message).toBe('Node unreachable')
    fail = false
    actor.send({ type: 'message.react', id: 'p1', emoji: '😂' })
    await waitFor(actor, (s) => s.context.changeError === undefined)
  })
})
