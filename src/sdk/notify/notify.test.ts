import { describe, expect, it } from 'vitest'
import { memoryContext, START, USERID } from '../../../tests/_util/memory-context'
import { notificationItem, notificationPayload } from '../../../tests/_util/notification-items'
import vectors from '../../../tests/fixtures/vectors.json'
import { notificationHistory as HISTORY, notificationStatus as STATUS } from '../../domain/contract'
import { Messages } from '../../domain/errors'
import { signBase64 } from '../../domain/signing/sign'
import { NotifyModule } from './notify'

describe('NotifyModule history', () => {
  it('[P7.41] signs userid + topic + notice_type + timestamp, absent filters as empty strings', async () => {
    const { ctx, node } = memoryContext()
    node.answer(HISTORY, () => ({ items: [], total: 0 }))
    const calls = node.calls
    const notify = new NotifyModule(ctx)
    await notify.queryNotifications({ page: 1, size: 10, topic: 'topic:abc' })
    await notify.queryNotifications({ notice_type: 'system.friend_request' })
    expect(calls[0]?.signContent).toBe(`${USERID}topic:abc${START}`)
    expect(calls[0]?.query).toEqual({
      page: '1',
      size: '10',
      topic: 'topic:abc',
      userid: USERID,
      timestamp: String(START),
      web3mq_signature: signBase64(`${USERID}topic:abc${START}`, vectors.keys.seedA),
    })
    expect(calls[1]?.signContent).toBe(`${USERID}system.friend_request${START + 1}`)
    expect(calls[1]?.query).not.toHaveProperty('topic')
  })

  it('maps items to notifications, skips and logs invalid ones, page 1 replaces and page 2 appends', async () => {
    const { ctx, node, logger } = memoryContext()
    const notify = new NotifyModule(ctx)
    const pages: { page: number; ids: string[] }[] = []
    ctx.events.on('notification.getList', (e) =>
      pages.push({ page: e.page, ids: e.notifications.map((n) => n.messageId) }),
    )
    node.answer(HISTORY, () => ({
      items: [
        notificationItem('a', notificationPayload('A')),
        notificationItem('bad', { content: 'x', type: 't' }),
      ],
      total: 3,
    }))
    const first = await notify.queryNotifications({ page: 1 })
    expect(first.items).toEqual([{ ...notificationPayload('A'), messageId: 'a', read: false, topic: USERID }])
    expect(first.total).toBe(3)
    expect(first.failures.map((f) => f.message)).toEqual([Messages.messageDecode])
    expect(logger.entries.filter((e) => e.level === 'warn')).toHaveLength(1)
    node.answer(HISTORY, () => ({
      items: [
        notificationItem('a', notificationPayload('A')),
        notificationItem('b', notificationPayload('B'), true),
      ],
      total: 3,
    }))
    await notify.queryNotifications({ page: 2 })
    expect(notify.notifications.map((n) => n.messageId)).toEqual(['a', 'b'])
    expect(notify.unreadCount).toBe(1)
    node.answer(HISTORY, () => ({ items: [notificationItem('c', notificationPayload('C'))], total: 1 }))
    await notify.queryNotifications()
    expect(notify.notifications.map((n) => n.messageId)).toEqual(['c'])
    expect(pages).toEqual([
      { page: 1, ids: ['a'] },
      { page: 2, ids: ['a', 'b'] },
      { page: 1, ids: ['c'] },
    ])
  })

  it('rejects with the node msg and keeps the list', async () => {
    const { ctx, node } = memoryContext()
    node.refuse(HISTORY, 401, 'Invalid signature')
    const notify = new NotifyModule(ctx)
    await expect(notify.queryNotifications()).rejects.toMatchObject({
      name: 'NodeError',
      message: 'Invalid signature',
    })
    expect(notify.notifications).toEqual([])
  })
})

describe('NotifyModule status', () => {
  it('[P7.40] posts messages and status signed as userid + status + timestamp; read marks held copies', async () => {
    const { ctx, node } = memoryContext()
    const calls = node.calls
    node.answer(STATUS, () => null)
    node.answer(HISTORY, () => ({
      items: [
        notificationItem('a', notificationPayload('A')),
        notificationItem('b', notificationPayload('B')),
      ],
      total: 2,
    }))
    const notify = new NotifyModule(ctx)
    await notify.queryNotifications()
    await notify.changeNotificationStatus(['a'])
    expect(notify.unreadCount).toBe(2)
    await notify.changeNotificationStatus(['a'], 'read')
    expect(calls[1]?.signContent).toBe(`${USERID}delivered${START + 1}`)
    expect(calls[2]?.body).toEqual({
      messages: ['a'],
      status: 'read',
      userid: USERID,
      timestamp: START + 2,
      web3mq_signature: signBase64(`${USERID}read${START + 2}`, vectors.keys.seedA),
    })
    expect(notify.notifications.map((n) => [n.messageId, n.read])).toEqual([
      ['a', true],
      ['b', false],
    ])
    expect(notify.unreadCount).toBe(1)
  })
})
