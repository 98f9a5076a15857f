import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { note, startSubscription } from '../../../tests/_util/machines/subscription'
import type { NotificationView } from './subscription.types'

const settled = { push: 'ready', topics: { lists: 'ready', ops: 'idle' }, notifications: 'ready' } as const

describe('subscription machine: notifications', () => {
  const pages: Record<number, NotificationView[]> = {
    1: [note('n1'), note('n2', true)],
    2: [note('n2', true), note('n3')],
  }
  const paged = async (page: number) => ({ items: pages[page] ?? [], total: 4 })

  it('loads page 1, then appends later pages while the node has more, each id once', async () => {
    const { actor, calls } = startSubscription({ notifications: paged })
    expect(actor.getSnapshot().hasTag('notificationsLoading')).toBe(true)
    const first = await waitFor(actor, (s) => s.matches(settled))
    expect(first.context.notifications.map((n) => n.id)).toEqual(['n1', 'n2'])
    actor.send({ type: 'notifications.loadMore' })
    expect(actor.getSnapshot().hasTag('notificationsBusy')).toBe(true)
    const second = await waitFor(actor, (s) => s.matches({ notifications: 'ready' }))
    expect(second.context.notifications.map((n) => n.id)).toEqual(['n1', 'n2', 'n3'])
    expect(second.context.fetched).toBe(4)
    actor.send({ type: 'notifications.loadMore' })
    expect(actor.getSnapshot().matches({ notifications: 'ready' })).toBe(true)
    expect(calls.filter((c) => c.startsWith('loadNotifications'))).toEqual([
      'loadNotifications:1',
      'loadNotifications:2',
    ])
  })

  it('offers a retry when page 1 fails, and keeps rows when a later page fails', async () => {
    let failFirst = true
    const { actor } = startSubscription({
      notifications: async (page) => {
        if (page === 1 && failFirst) {
          failFirst = false
          throw new Error('history unavailable')
        }
        if (page === 2) throw new Error('page 2 unavailable')
        return paged(page)
      },
    })
    const failed = await waitFor(actor, (s) => s.hasTag('notificationsLoadFailed'))
    expect(failed.context.notificationsError?.message).toBe('history unavailable')
    actor.send({ type: 'notifications.retry' })
    await waitFor(actor, (s) => s.matches({ notifications: 'ready' }) && s.context.page === 1)
    actor.send({ type: 'notifications.loadMore' })
    const kept = await waitFor(actor, (s) => s.context.notificationsError !== undefined)
    expect(kept.context.notificationsError?.message).toBe('page 2 unavailable')
    expect(kept.context.notifications.map((n) => n.id)).toEqual(['n1', 'n2'])
    expect(kept.context.page).toBe(1)
  })

  it('marks every unread row read with one call; a live row arriving meanwhile stays unread', async () => {
    let release: () => void = () => undefined
    let deliver: (n: NotificationView) => void = () => undefined
    const { actor, calls } = startSubscription({
      notifications: paged,
      markRead: () => new Promise<void>((resolve) => (release = resolve)),
      live: (d) => (deliver = d),
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'notifications.markAllRead' })
    expect(actor.getSnapshot().matches({ notifications: 'marking' })).toBe(true)
    deliver(note('live1'))
    release()
    const done = await waitFor(actor, (s) => s.matches({ notifications: 'ready' }))
    expect(calls).toContain('markRead:n1')
    expect(done.context.notifications.map((n) => [n.id, n.read])).toEqual([
      ['live1', false],
      ['n1', true],
      ['n2', true],
    ])
  })

  it('does nothing when all are read, and keeps rows unread when marking fails', async () => {
    const { actor, calls } = startSubscription({
      notifications: async () => ({ items: [note('n1')], total: 1 }),
      markRead: async () => Promise.reject(new Error('status update failed')),
    })
    await waitFor(actor, (s) => s.matches(settled))
    actor.send({ type: 'notifications.markAllRead' })
    const failed = await waitFor(actor, (s) => s.context.notificationsError !== undefined)
    expect(failed.context.notificationsError?.message).toBe('status update failed')
    expect(failed.context.notifications[0]?.read).toBe(false)
    const allRead = startSubscription({
      notifications: async () => ({ items: [note('n9', true)], total: 1 }),
    })
    await waitFor(allRead.actor, (s) => s.matches(settled))
    allRead.actor.send({ type: 'notifications.markAllRead' })
    expect(allRead.actor.getSnapshot().matches({ notifications: 'ready' })).toBe(true)
    expect(calls.filter((c) => c.startsWith('markRead'))).toEqual(['markRead:n1'])
  })

  it('puts a live notification (from the live actor or an event) at the top, once, and announces it', async () => {
    let deliver: (n: NotificationView) => void = () => undefined
    const { actor } = startSubscription({ notifications: paged, live: (d) => (deliver = d) })
    await waitFor(actor, (s) => s.matches(settled))
    deliver(note('live1', false, 'Price alert'))
    expect(actor.getSnapshot().context.notifications.map((n) => n.id)).toEqual(['live1', 'n1', 'n2'])
    expect(actor.getSnapshot().context.announcement).toBe('New notification: Price alert')
    actor.send({ type: 'notification.received', notification: note('live2', false, 'Second') })
    actor.send({ type: 'notification.received', notification: note('n1', false, 'Repeat') })
    const snap = actor.getSnapshot()
    expect(snap.context.notifications.map((n) => n.id)).toEqual(['live2', 'live1', 'n1', 'n2'])
    expect(snap.context.announcement).toBe('New notification: Second')
  })

  it('keeps live arrivals that come before the first page', async () => {
    let release: () => void = () => undefined
    const { actor } = startSubscription({
      notifications: (page) => new Promise((resolve) => (release = () => resolve(paged(page)))),
    })
    actor.send({ type: 'notification.received', notification: note('early') })
    release()
    const ready = await waitFor(actor, (s) => s.matches({ notifications: 'ready' }))
    expect(ready.context.notifications.map((n) => n.id)).toEqual(['early', 'n1', 'n2'])
  })
})
