import { describe, expect, it } from 'vitest'
import { memoryContext, START, USERID } from '../../../tests/_util/memory-context'
import { notificationItem, notificationPayload } from '../../../tests/_util/notification-items'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import { notificationHistory as HISTORY } from '../../domain/contract'
import { utf8ToBytes } from '../../domain/crypto/encoding'
import { Messages } from '../../domain/errors'
import type { Notification } from '../../domain/messages'
import { connectReplyFrame, notificationListFrame } from '../../domain/protocol'
import { NotifyModule } from './notify'

const liveItem = (id: string, json: string) => ({
  messageId: id,
  payload: utf8ToBytes(json),
  comeFrom: 'user:sender',
  contentTopic: USERID,
  timestamp: START + 5,
})

describe('NotifyModule live', () => {
  it('adds valid type-20 items in front, emits messageNew, logs and skips invalid ones', async () => {
    const { ctx, node, logger } = memoryContext()
    node.answer(HISTORY, () => ({ items: [notificationItem('old', notificationPayload('Old'))], total: 1 }))
    const session = new FakeSession()
    ctx.session = session
    const notify = new NotifyModule(ctx)
    await notify.queryNotifications()
    const received: Notification[][] = []
    ctx.events.on('notification.messageNew', (e) => received.push([...e.notifications]))
    session.push(
      notificationListFrame([
        liveItem('n1', JSON.stringify(notificationPayload('Live'))),
        liveItem('n2', 'not json'),
        liveItem('n3', JSON.stringify({ title: 'no type', content: '' })),
      ]),
    )
    expect(received).toEqual([
      [{ ...notificationPayload('Live'), messageId: 'n1', read: false, topic: USERID }],
    ])
    expect(notify.notifications.map((n) => n.messageId)).toEqual(['n1', 'old'])
    expect(notify.unreadCount).toBe(2)
    const warnings = logger.entries.filter((e) => e.level === 'warn')
    expect(warnings.map((w) => (w.detail as Error).message)).toEqual([
      Messages.messageDecode,
      Messages.messageDecode,
    ])
  })

  it("raises the official SDK's notification.received with each frame's valid notifications", () => {
    const { ctx } = memoryContext()
    const session = new FakeSession()
    ctx.session = session
    new NotifyModule(ctx)
    const order: string[] = []
    const received: Notification[][] = []
    ctx.events.on('notification.messageNew', () => order.push('notification.messageNew'))
    ctx.events.on('notification.received', (e) => {
      order.push('notification.received')
      received.push([...e.notifications])
    })
    session.push(
      notificationListFrame([
        liveItem('n1', JSON.stringify(notificationPayload('First'))),
        liveItem('bad', 'not json'),
        liveItem(
          'n2',
          JSON.stringify({ ...notificationPayload('Second'), metadata: { groupid: 'group:1' } }),
        ),
      ]),
    )
    // A frame with no valid item is no arrival.
    session.push(notificationListFrame([liveItem('bad2', 'not json')]))
    session.push(notificationListFrame([liveItem('n3', JSON.stringify(notificationPayload('Third')))]))
    expect(received).toEqual([
      [
        { ...notificationPayload('First'), messageId: 'n1', read: false, topic: USERID },
        {
          ...notificationPayload('Second'),
          metadata: { groupid: 'group:1' },
          messageId: 'n2',
          read: false,
          topic: USERID,
        },
      ],
      [{ ...notificationPayload('Third'), messageId: 'n3', read: false, topic: USERID }],
    ])
    expect(order).toEqual([
      'notification.messageNew',
      'notification.received',
      'notification.messageNew',
      'notification.received',
    ])
  })

  it('keeps reading frames when a notification.received listener throws (logged)', () => {
    const { ctx, logger } = memoryContext()
    const session = new FakeSession()
    ctx.session = session
    const notify = new NotifyModule(ctx)
    ctx.events.on('notification.received', () => {
      throw new Error('app bug')
    })
    const frame = (id: string) =>
      notificationListFrame([liveItem(id, JSON.stringify(notificationPayload(id)))])
    expect(() => session.push(frame('n1'))).not.toThrow()
    session.push(frame('n2'))
    expect(notify.notifications.map((n) => n.messageId)).toEqual(['n2', 'n1'])
    expect(
      logger.entries.filter((e) => e.level === 'error').map((e) => [e.message, (e.detail as Error).message]),
    ).toEqual([
      ['A notification.received listener threw', 'app bug'],
      ['A notification.received listener threw', 'app bug'],
    ])
  })

  it('fills version and timestamp from the item when the JSON lacks them', () => {
    const { ctx } = memoryContext()
    const session = new FakeSession()
    ctx.session = session
    const notify = new NotifyModule(ctx)
    session.push(notificationListFrame([liveItem('n1', '{"title":"t","content":"c","type":"x"}')]))
    expect(notify.notifications).toEqual([
      {
        title: 't',
        content: 'c',
        type: 'x',
        version: 1,
        timestamp: START + 5,
        messageId: 'n1',
        read: false,
        topic: USERID,
      },
    ])
  })

  it('raises channel.invited for a group invitation and ignores other frame kinds', () => {
    const { ctx } = memoryContext()
    const session = new FakeSession()
    const notify = new NotifyModule(ctx)
    notify.attach(session)
    const invited: string[] = []
    ctx.events.on('channel.invited', (e) => invited.push(e.notification.messageId))
    session.push(connectReplyFrame({ nodeId: 'n', userId: USERID, timestamp: START, msgSign: '' }))
    session.push(
      notificationListFrame([
        liveItem(
          'g1',
          JSON.stringify({
            ...notificationPayload('Group', 'system.group_invitation'),
            metadata: { groupid: 'group:1' },
          }),
        ),
        liveItem('s1', JSON.stringify(notificationPayload('Sub'))),
      ]),
    )
    expect(invited).toEqual(['g1'])
    expect(notify.notifications[0]?.metadata).toEqual({ groupid: 'group:1' })
  })

  it('keeps each notification once when the node repeats it', () => {
    const { ctx } = memoryContext()
    const session = new FakeSession()
    ctx.session = session
    const notify = new NotifyModule(ctx)
    const frame = notificationListFrame([liveItem('n1', JSON.stringify(notificationPayload('Live')))])
    session.push(frame)
    session.push(frame)
    expect(notify.notifications.map((n) => n.messageId)).toEqual(['n1'])
  })

  it('survives a throwing listener (logged) and stops listening after dispose', () => {
    const { ctx, logger } = memoryContext()
    const session = new FakeSession()
    ctx.session = session
    const notify = new NotifyModule(ctx)
    ctx.events.on('notification.messageNew', () => {
      throw new Error('app bug')
    })
    const frame = (id: string) =>
      notificationListFrame([liveItem(id, JSON.stringify(notificationPayload(id)))])
    expect(() => session.push(frame('n1'))).not.toThrow()
    expect(logger.entries.some((e) => e.level === 'error' && (e.detail as Error).message === 'app bug')).toBe(
      true,
    )
    notify.dispose()
    expect(session.listenerCount).toBe(0)
    session.push(frame('n2'))
    expect(notify.notifications.map((n) => n.messageId)).toEqual(['n1'])
  })

  it('replaces the previous session on attach', () => {
    const { ctx } = memoryContext()
    const first = new FakeSession()
    const second = new FakeSession()
    ctx.session = first
    const notify = new NotifyModule(ctx)
    notify.attach(second)
    expect([first.listenerCount, second.listenerCount]).toEqual([0, 1])
  })
})
