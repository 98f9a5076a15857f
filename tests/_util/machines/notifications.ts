/** Fake actors for the notification centre's tests: scripted answers and a log of every call. */
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { notificationsMachine } from '../../../src/machines/notifications/notifications.machine'
import type {
  AlertPermission,
  NotificationEntry,
  NotificationPage,
  SenderProfiles,
  SystemAlert,
} from '../../../src/machines/notifications/notifications.types'

export interface NotificationsScript {
  page?: (page: number) => Promise<NotificationPage>
  countUnread?: () => Promise<number>
  markRead?: (ids: string[]) => Promise<void>
  senders?: (userids: string[]) => Promise<SenderProfiles>
  permission?: AlertPermission
  /** What the browser answers when asked. */
  answer?: AlertPermission
}

export const entry = (id: string, read = false, from = 'user:bob'): NotificationEntry => ({
  id,
  title: `Title ${id}`,
  content: `Content ${id}`,
  type: 'subscription',
  timestamp: 1_700_000_000_000,
  read,
  from,
})

/** A friend request from `from`, which leads to that person. */
export const friendRequest = (id: string, from: string, read = false): NotificationEntry => ({
  ...entry(id, read, from),
  title: 'Friend request',
  type: 'system.friend_request',
  target: { kind: 'friendRequest', userid: from },
})

/**
 * The machine on scripted actors, started and signed in; `deliver` plays a live frame, `answered` the
 * person's own answer to a friend request.
 */
export const startNotifications = (script: NotificationsScript = {}) => {
  const calls: string[] = []
  const alerts: SystemAlert[] = []
  let chat: (alert: SystemAlert, hidden: boolean, allowed?: boolean) => void = () => undefined
  let deliver: (items: NotificationEntry[], hidden?: boolean, alerting?: string[]) => void = () => undefined
  let answered: (userid: string) => void = () => undefined
  const machine = notificationsMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => {
        calls.push(`loadPage:${input.page}`)
        return (script.page ?? (async () => ({ items: [], total: 0 })))(input.page)
      }),
      countUnread: fromPromise(async () => {
        calls.push('countUnread')
        return (script.countUnread ?? (async () => 0))()
      }),
      markRead: fromPromise(async ({ input }) => {
        calls.push(`markRead:${input.ids.join(',')}`)
        return (script.markRead ?? (async () => undefined))(input.ids)
      }),
      loadSenders: fromPromise(async ({ input }) => {
        calls.push(`loadSenders:${input.userids.join(',')}`)
        return (script.senders ?? (async () => ({})))(input.userids)
      }),
      readPermission: fromPromise(async () => script.permission ?? 'default'),
      requestPermission: fromPromise(async () => {
        calls.push('requestPermission')
        return script.answer ?? 'granted'
      }),
      showAlert: fromPromise(async ({ input }) => {
        alerts.push(input)
      }),
      liveNotifications: fromCallback(({ sendBack }) => {
        deliver = (items, hidden = false, alerting = items.map((i) => i.id)) =>
          sendBack({ type: 'notifications.arrived', items, hidden, alerting })
      }),
      chatArrivals: fromCallback(({ sendBack }) => {
        chat = (alert, hidden, allowed = true) =>
          sendBack({ type: 'notifications.chatArrived', alert, hidden, allowed })
      }),
      answeredRequests: fromCallback(({ sendBack }) => {
        answered = (userid) =>
          sendBack({
            type: 'notifications.contactsChanged',
            change: { kind: 'contact', change: { userid, action: 'agree' } },
          })
      }),
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock() }).start()
  actor.send({ type: 'notifications.start' })
  return {
    actor,
    calls,
    alerts,
    chat: (alert: SystemAlert, hidden: boolean, allowed?: boolean) => chat(alert, hidden, allowed),
    deliver: (items: NotificationEntry[], hidden?: boolean, alerting?: string[]) =>
      deliver(items, hidden, alerting),
    answered: (userid: string) => answered(userid),
  }
}
