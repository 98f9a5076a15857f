import { describe, expect, it } from 'vitest'
import { memoryContext, START, USERID } from '../../../tests/_util/memory-context'
import { notificationPayload } from '../../../tests/_util/notification-items'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import { notificationHistory as HISTORY, notificationStatus as STATUS } from '../../domain/contract'
import { utf8ToBytes } from '../../domain/crypto/encoding'
import { notificationListFrame } from '../../domain/protocol'
import { type NotificationsChange, NotifyModule } from './notify'

const historyItem = (id: string, read = false) => ({
  messageid: id,
  from: 'user:sender',
  topic: USERID,
  from_sign: '',
  cipher_suite: 'NONE',
  payload_type: 'application/json',
  payload: notificationPayload(id),
  timestamp: START - 1000,
  version: 1,
  read,
})

const frame = (...ids: string[]) =>
  notificationListFrame(
    ids.map((id) => ({
      messageId: id,
      payload: utf8ToBytes(JSON.stringify(notificationPayload(id))),
      comeFrom: 'user:sender',
      contentTopic: USERID,
      timestamp: START + 5,
    })),
  )

/** What each change told: the arrived ids, the held ids and the unread count. */
const summary = ({ arrived, notifications, unread }: NotificationsChange) => ({
  arrived: arrived.map((n) => n.messageId),
  held: notifications.map((n) => n.messageId),
  unread,
})

describe('NotifyModule.watchNotifications', () => {
  it('tells each live arrival, history page and read mark with the held list, until unsubscribed', async () => {
    const { ctx, node } = memoryContext()
    node.answer(HISTORY, () => ({ items: [historyItem('old'), historyItem('seen', true)], total: 2 }))
    node.answer(STATUS, () => null)
    const session = new FakeSession()
    ctx.session = session
    const notify = new NotifyModule(ctx)
    const told: NotificationsChange[] = []
    const stop = notify.watchNotifications((change) => told.push(change))
    await notify.queryNotifications({ page: 1, size: 20 })
    session.push(frame('live'))
    await notify.changeNotificationStatus(['old'], 'read')
    expect(told.map(summary)).toEqual([
      { arrived: [], held: ['old', 'seen'], unread: 1 },
      { arrived: ['live'], held: ['live', 'old', 'seen'], unread: 2 },
      { arrived: [], held: ['live', 'old', 'seen'], unread: 1 },
    ])
    stop()
    session.push(frame('later'))
    expect(told).toHaveLength(3)
    expect(notify.notifications.map((n) => n.messageId)).toEqual(['later', 'live', 'old', 'seen'])
  })

  it('keeps telling the other listeners and reading frames when one listener throws (logged)', () => {
    const { ctx, logger } = memoryContext()
    const session = new FakeSession()
    ctx.session = session
    const notify = new NotifyModule(ctx)
    const heard: string[] = []
    notify.watchNotifications(() => {
      throw new Error('app bug')
    })
    notify.watchNotifications(({ arrived }) => heard.push(...arrived.map((n) => n.messageId)))
    session.push(frame('n1'))
    session.push(frame('n2'))
    expect(heard).toEqual(['n1', 'n2'])
    const errors = logger.entries.filter((e) => e.level === 'error')
    expect(errors.map((e) => (e.detail as Error).message)).toEqual(['app bug', 'app bug'])
  })

  it('counts the unread notifications on the node without changing the held list', async () => {
    const { ctx, node } = memoryContext()
    node.answer(HISTORY, () => ({ items: [historyItem('u1')], total: 7 }))
    const notify = new NotifyModule(ctx)
    const told: NotificationsChange[] = []
    notify.watchNotifications((change) => told.push(change))
    expect(await notify.countUnread()).toBe(7)
    expect(node.calls[0]?.query).toMatchObject({ page: '1', size: '1', read_status: 'unread' })
    expect(notify.notifications).toEqual([])
    expect(told).toEqual([])
  })
})
