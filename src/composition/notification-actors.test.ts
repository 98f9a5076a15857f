import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { memoryContext, START, USERID } from '../../tests/_util/memory-context'
import { notificationPayload } from '../../tests/_util/notification-items'
import { FakeSession } from '../../tests/fakes/socket-pair'
import { handleFriendRequest, notificationHistory, notificationStatus } from '../domain/contract'
import { utf8ToBytes } from '../domain/crypto/encoding'
import { notificationListFrame } from '../domain/protocol'
import { notificationsMachine } from '../machines/notifications/notifications.machine'
import type { SystemAlert, SystemNotifier } from '../ports/system-notifications'
import type { Client } from '../sdk'
import { ContactModule } from '../sdk/contact/contact'
import { NotifyModule } from '../sdk/notify/notify'
import { WebPushModule } from '../sdk/webpush/webpush'
import { notificationActors } from './notification-actors'
import type { ScreenDeps } from './screen-actors'
import { subscriptionScreen } from './screen-subscription'
import type { LoadRuntime } from './session-actors'

/**
 * The client's notify and contact modules on the in-memory node (history: 'old', of type `type`; 3 unread
 * on the node) and a socket; the node's status marks are logged.
 */
const signedIn = (type = 'subscription') => {
  const { ctx, node } = memoryContext()
  node.answer(notificationHistory, ({ read_status }) => ({
    items: [
      {
        messageid: 'old',
        from: 'user:sender',
        topic: USERID,
        cipher_suite: 'NONE',
        payload: notificationPayload('Old', type),
        timestamp: START - 1000,
        read: false,
      },
    ],
    total: read_status === 'unread' ? 3 : 1,
  }))
  const marked: string[][] = []
  node.answer(notificationStatus, ({ messages }) => {
    marked.push(messages)
    return null
  })
  node.answer(handleFriendRequest, () => null)
  const session = new FakeSession()
  ctx.session = session
  const client = {
    notify: new NotifyModule(ctx),
    contact: new ContactModule(ctx),
    webPush: new WebPushModule(ctx),
    events: ctx.events,
    channel: { channelList: [] },
    keys: { userid: USERID },
  } as unknown as Client
  const live = (id: string) =>
    session.push(
      notificationListFrame([
        { messageId: id, payload: utf8ToBytes(JSON.stringify(notificationPayload(id))), timestamp: START },
      ]),
    )
  return { client, live, marked }
}

const notifier = (hidden: boolean) => {
  const alerts: SystemAlert[] = []
  const port: SystemNotifier = {
    permission: () => 'granted',
    requestPermission: async () => 'granted',
    pageHidden: () => hidden,
    show: (alert) => alerts.push(alert),
  }
  return { port, alerts }
}

const noRuntime: LoadRuntime = () => Promise.reject(new Error('no runtime in this test'))

describe('notification actors', () => {
  it('the centre lists the history, then puts a live arrival on top, counts it and alerts a hidden page', async () => {
    const { client, live } = signedIn()
    const { port, alerts } = notifier(true)
    const actors = notificationActors({ loadRuntime: noRuntime, client: () => client, notifier: port })
    const centre = createActor(notificationsMachine.provide({ actors })).start()
    centre.send({ type: 'notifications.start' })
    await waitFor(centre, (s) => s.matches({ active: { list: 'ready', count: 'counted' } }))
    expect(centre.getSnapshot().context.unread).toBe(3)
    await waitFor(centre, (s) => s.matches({ active: { alerts: 'idle' } }))
    live('Fresh')
    const { items, unread } = centre.getSnapshot().context
    expect(items.map((entry) => entry.id)).toEqual(['Fresh', 'old'])
    expect(unread).toBe(4)
    expect(alerts).toEqual([
      { title: 'Fresh', body: 'Fresh body', tag: 'notification:Fresh', url: '/notifications' },
    ])
    centre.send({ type: 'notifications.stop' })
    live('Later')
    expect(centre.getSnapshot().context.items).toEqual([])
  })

  it("answering a friend request marks that sender's request read on the node, and no other", async () => {
    const { client, marked } = signedIn('system.friend_request')
    const actors = notificationActors({
      loadRuntime: noRuntime,
      client: () => client,
      notifier: notifier(false).port,
    })
    const centre = createActor(notificationsMachine.provide({ actors })).start()
    centre.send({ type: 'notifications.start' })
    const shown = await waitFor(centre, (s) => s.matches({ active: { list: 'ready', count: 'counted' } }))
    expect(shown.context.items[0]?.target).toEqual({ kind: 'friendRequest', userid: 'user:sender' })
    await client.contact.operationFriend('user:someone-else', 'agree')
    expect(centre.getSnapshot().hasTag('marking')).toBe(false)
    await client.contact.operationFriend('user:sender', 'agree')
    const read = await waitFor(centre, (s) => s.context.items[0]?.read === true && !s.hasTag('marking'))
    expect(marked).toEqual([['old']])
    expect(read.context.unread).toBe(2)
    centre.stop()
  })

  it('the subscription screen puts a live arrival on top of its history', async () => {
    const { client, live } = signedIn()
    const deps = { client: () => client } as unknown as ScreenDeps
    const screen = createActor(subscriptionScreen(deps)).start()
    await waitFor(screen, (s) => s.matches({ notifications: 'ready' }))
    live('Fresh')
    expect(screen.getSnapshot().context.notifications.map((n) => n.id)).toEqual(['Fresh', 'old'])
    expect(screen.getSnapshot().context.announcement).toBe('New notification: Fresh')
    screen.stop()
  })
})
