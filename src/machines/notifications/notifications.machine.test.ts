import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { entry, startNotifications } from '../../../tests/_util/machines/notifications'
import type { NotificationPage } from './notifications.types'

const listed = (s: { context: { items: { id: string }[] } }) => s.context.items.map((n) => n.id)

describe('notifications machine [P1.9]', () => {
  const pages: Record<number, NotificationPage> = {
    1: { items: [entry('n1'), entry('n2', true)], total: 4 },
    2: { items: [entry('n2', true), entry('n3')], total: 4 },
  }
  const paged = async (page: number) => pages[page] ?? { items: [], total: 4 }

  it('loads page 1 and the node unread count, then later pages while the node has more, each id once', async () => {
    const { actor, calls } = startNotifications({ page: paged, countUnread: async () => 7 })
    expect(actor.getSnapshot().hasTag('listLoading')).toBe(true)
    const first = await waitFor(actor, (s) => s.matches({ active: { list: 'ready', count: 'counted' } }))
    expect(listed(first)).toEqual(['n1', 'n2'])
    expect(first.context.unread).toBe(7)
    actor.send({ type: 'notifications.loadMore' })
    const second = await waitFor(actor, (s) => s.context.page === 2)
    expect(listed(second)).toEqual(['n1', 'n2', 'n3'])
    actor.send({ type: 'notifications.loadMore' })
    expect(calls.filter((c) => c.startsWith('loadPage'))).toEqual(['loadPage:1', 'loadPage:2'])
  })

  it('puts live arrivals on top, newest first and once, and raises the count by the unread ones', async () => {
    const { actor, deliver } = startNotifications({ page: paged, countUnread: async () => 1 })
    await waitFor(actor, (s) => s.matches({ active: { list: 'ready', count: 'counted' } }))
    deliver([{ ...entry('live1'), timestamp: 1 }, { ...entry('live2'), timestamp: 2 }, entry('n1')])
    const after = actor.getSnapshot()
    expect(listed(after)).toEqual(['live2', 'live1', 'n1', 'n2'])
    expect(after.context.unread).toBe(3)
    expect(after.context.announcement).toBe('New notification: Title live2')
  })

  it('marks one row read, lowering the count, and refuses a row already read', async () => {
    const { actor, calls } = startNotifications({ page: paged, countUnread: async () => 1 })
    await waitFor(actor, (s) => s.matches({ active: { list: 'ready', count: 'counted' } }))
    actor.send({ type: 'notifications.markRead', id: 'n2' })
    expect(actor.getSnapshot().hasTag('marking')).toBe(false)
    actor.send({ type: 'notifications.markRead', id: 'n1' })
    expect(actor.getSnapshot().hasTag('marking')).toBe(true)
    const done = await waitFor(actor, (s) => s.matches({ active: { marks: 'idle' } }))
    expect(done.context.items.find((n) => n.id === 'n1')?.read).toBe(true)
    expect(done.context.unread).toBe(0)
    expect(calls.filter((c) => c.startsWith('markRead'))).toEqual(['markRead:n1'])
  })

  it('marks every unread row with one call; a failure keeps the rows unread and says so', async () => {
    let fail = true
    const { actor, calls } = startNotifications({
      page: async () => ({ items: [entry('a'), entry('b'), entry('c', true)], total: 3 }),
      countUnread: async () => 2,
      markRead: async () => {
        if (fail) throw new Error('Network Error')
      },
    })
    await waitFor(actor, (s) => s.matches({ active: { list: 'ready', count: 'counted' } }))
    actor.send({ type: 'notifications.markAllRead' })
    const failed = await waitFor(actor, (s) => s.context.markError !== undefined)
    expect(failed.context.markError?.message).toBe('Network Error')
    expect(failed.context.unread).toBe(2)
    fail = false
    actor.send({ type: 'notifications.markAllRead' })
    const done = await waitFor(actor, (s) => s.context.unread === 0)
    expect(done.context.markError).toBeUndefined()
    expect(done.context.items.every((n) => n.read)).toBe(true)
    expect(calls.filter((c) => c.startsWith('markRead'))).toEqual(['markRead:a,b', 'markRead:a,b'])
  })

  it('offers a retry when page 1 fails, and counts the unread rows shown when the node cannot count', async () => {
    let failFirst = true
    const { actor } = startNotifications({
      page: async (page) => {
        if (failFirst) {
          failFirst = false
          throw new Error('Request failed with status code 503')
        }
        return paged(page)
      },
      countUnread: async () => {
        throw new Error('Network Error')
      },
    })
    const failed = await waitFor(actor, (s) => s.hasTag('listFailed'))
    expect(failed.context.listError?.message).toBe('Request failed with status code 503')
    actor.send({ type: 'notifications.retry' })
    const ready = await waitFor(actor, (s) => s.matches({ active: { list: 'ready', count: 'counted' } }))
    expect(listed(ready)).toEqual(['n1', 'n2'])
    expect(ready.context.unread).toBe(1)
  })

  it('reads page 1 and the count again on refresh, taking read marks made elsewhere and keeping later rows', async () => {
    let marked = false
    let count = 2
    const { actor, calls } = startNotifications({
      page: async (page) =>
        page === 1
          ? { items: [entry('a', marked), entry('b', marked)], total: 3 }
          : { items: [entry('c')], total: 3 },
      countUnread: async () => count,
    })
    await waitFor(actor, (s) => s.matches({ active: { list: 'ready', count: 'counted' } }))
    actor.send({ type: 'notifications.loadMore' })
    await waitFor(actor, (s) => s.context.page === 2 && s.matches({ active: { list: 'ready' } }))
    marked = true
    count = 1
    actor.send({ type: 'notifications.refresh' })
    const fresh = await waitFor(
      actor,
      (s) => s.matches({ active: { list: 'ready', count: 'counted' } }) && s.context.unread === 1,
    )
    expect(fresh.context.items.map((n) => [n.id, n.read])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
    ])
    expect(calls.filter((c) => c.startsWith('loadPage'))).toEqual(['loadPage:1', 'loadPage:2', 'loadPage:1'])
  })

  it('names senders by the display rules, each asked once, also for live arrivals', async () => {
    const { actor, calls, deliver } = startNotifications({
      page: paged,
      senders: async (ids) =>
        Object.fromEntries(
          ids.filter((id) => id === 'user:bob').map((id) => [id, { userid: id, nickname: 'Bob' }]),
        ),
    })
    await waitFor(actor, (s) => s.context.senders['user:bob'] === 'Bob')
    deliver([entry('live', false, 'user:carol'), entry('live2', false, 'user:bob')])
    await waitFor(actor, (s) => s.matches({ active: { senders: 'idle' } }) && s.context.asked.length === 2)
    expect(calls.filter((c) => c.startsWith('loadSenders'))).toEqual([
      'loadSenders:user:bob',
      'loadSenders:user:carol',
    ])
    expect(actor.getSnapshot().context.senders).toEqual({ 'user:bob': 'Bob' })
  })

  it('asks the browser permission only when the person allows, and alerts only while hidden and allowed', async () => {
    const { actor, calls, alerts, deliver } = startNotifications({ page: paged })
    await waitFor(actor, (s) => s.matches({ active: { alerts: 'idle', list: 'ready' } }))
    deliver([entry('before')], true)
    expect(alerts).toEqual([])
    expect(calls).not.toContain('requestPermission')
    actor.send({ type: 'notifications.allowAlerts' })
    await waitFor(actor, (s) => s.context.permission === 'granted')
    deliver([entry('seen')], false)
    // The person's rules hold this one (a switched-off source, quiet hours): listed, not alerted.
    deliver([entry('held')], true, [])
    deliver([entry('away')], true)
    deliver([entry('away')], true)
    expect(alerts).toEqual([
      { title: 'Title away', body: 'Content away', tag: 'notification:away', url: '/notifications' },
    ])
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toContain('held')
  })

  it('alerts a chat message only while hidden, allowed by the browser and by the person’s rules', async () => {
    const { actor, alerts, chat } = startNotifications({ page: paged })
    await waitFor(actor, (s) => s.matches({ active: { alerts: 'idle', list: 'ready' } }))
    const alert = { title: 'Alice', body: 'Hi', tag: 'chat:user:alice', url: '/chat/user:alice' }
    chat(alert, true)
    actor.send({ type: 'notifications.allowAlerts' })
    await waitFor(actor, (s) => s.context.permission === 'granted')
    chat({ ...alert, body: 'seen' }, false)
    chat({ ...alert, body: 'muted' }, true, false)
    chat({ ...alert, body: 'away' }, true)
    await waitFor(actor, () => alerts.length > 0)
    expect(alerts).toEqual([{ ...alert, body: 'away' }])
  })

  it('never asks again once the person refused', async () => {
    const { actor, calls } = startNotifications({ answer: 'denied' })
    await waitFor(actor, (s) => s.matches({ active: { alerts: 'idle' } }))
    actor.send({ type: 'notifications.allowAlerts' })
    await waitFor(actor, (s) => s.context.permission === 'denied')
    actor.send({ type: 'notifications.allowAlerts' })
    expect(calls.filter((c) => c === 'requestPermission')).toHaveLength(1)
  })

  it('forgets the list on sign-out and starts afresh on the next sign-in', async () => {
    const { actor, deliver } = startNotifications({ page: paged, countUnread: async () => 2 })
    await waitFor(actor, (s) => s.matches({ active: { list: 'ready', count: 'counted' } }))
    deliver([entry('live')])
    actor.send({ type: 'notifications.stop' })
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    expect(actor.getSnapshot().context.items).toEqual([])
    expect(actor.getSnapshot().context.unread).toBe(0)
    actor.send({ type: 'notifications.start' })
    const again = await waitFor(actor, (s) => s.matches({ active: { list: 'ready', count: 'counted' } }))
    expect(listed(again)).toEqual(['n1', 'n2'])
  })
})
