import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { entry, friendRequest, startNotifications } from '../../../tests/_util/machines/notifications'

describe('notification centre marks', () => {
  it('marks a row opened while another mark is under way once that mark ends, each row once', async () => {
    const held: (() => void)[] = []
    const { actor, calls } = startNotifications({
      page: async () => ({ items: [entry('a'), entry('b'), entry('c')], total: 3 }),
      countUnread: async () => 3,
      markRead: (ids) =>
        ids.includes('a') ? new Promise<void>((resolve) => held.push(resolve)) : Promise.resolve(),
    })
    await waitFor(actor, (s) => s.matches({ active: { list: 'ready', count: 'counted' } }))
    actor.send({ type: 'notifications.markRead', id: 'a' })
    actor.send({ type: 'notifications.markRead', id: 'b' })
    actor.send({ type: 'notifications.markRead', id: 'a' })
    actor.send({ type: 'notifications.markRead', id: 'c' })
    expect(calls.filter((c) => c.startsWith('markRead'))).toEqual(['markRead:a'])
    held[0]?.()
    const done = await waitFor(
      actor,
      (s) => s.context.unread === 0 && s.matches({ active: { marks: 'idle' } }),
    )
    expect(done.context.items.every((n) => n.read)).toBe(true)
    expect(calls.filter((c) => c.startsWith('markRead'))).toEqual(['markRead:a', 'markRead:b,c'])
  })

  it("marks the unread friend requests of the person answered read, and no one else's", async () => {
    const { actor, calls, answered } = startNotifications({
      page: async () => ({
        items: [
          friendRequest('r1', 'user:alice'),
          friendRequest('r2', 'user:carol'),
          { ...entry('post', false, 'user:alice') },
          friendRequest('r0', 'user:alice', true),
        ],
        total: 4,
      }),
      countUnread: async () => 3,
    })
    await waitFor(actor, (s) => s.matches({ active: { list: 'ready', count: 'counted' } }))
    answered('user:dave')
    expect(actor.getSnapshot().hasTag('marking')).toBe(false)
    answered('user:alice')
    const done = await waitFor(
      actor,
      (s) => s.context.unread === 2 && s.matches({ active: { marks: 'idle' } }),
    )
    expect(done.context.items.map((n) => [n.id, n.read])).toEqual([
      ['r1', true],
      ['r2', false],
      ['post', false],
      ['r0', true],
    ])
    expect(calls.filter((c) => c.startsWith('markRead'))).toEqual(['markRead:r1'])
  })
})
