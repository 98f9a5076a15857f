/**
 * The I/O behind the notification centre: the signed-in client's notify module for history, count, marks
 * and live arrivals, public profiles for the senders' names, and the browser's notifications through the
 * SystemNotifier port. Wiring only; the rules live in the machine.
 */
import { fromCallback, fromPromise } from 'xstate'
import type { UserLike } from '../domain/display'
import type { Notification } from '../domain/messages'
import { notificationRowOf } from '../domain/messages/notification-row'
import type { NotificationEntry, SenderProfiles } from '../machines/notifications/notifications.types'
import type { SystemNotifier } from '../ports/system-notifications'
import type { Client } from '../sdk'
import type { LoadRuntime } from './session-actors'

const PAGE_SIZE = 20

interface NotificationDeps {
  loadRuntime: LoadRuntime
  /** The signed-in client, or undefined. */
  client: () => Client | undefined
  notifier: SystemNotifier
}

const entryOf = (n: Notification): NotificationEntry => ({
  ...notificationRowOf(n),
  from: n.come_from ?? '',
})

const signedIn = (deps: NotificationDeps): Client => {
  const client = deps.client()
  if (!client) throw new Error('Sign in to see your notifications.')
  return client
}

/** Each sender's public profile by userid (the node looks userids up under did_type "web3mq"). */
const profilesOf = async (deps: NotificationDeps, userids: readonly string[]): Promise<SenderProfiles> => {
  const runtime = await deps.loadRuntime()
  const me = deps.client()?.keys.userid ?? ''
  const read = await Promise.allSettled(
    userids.map((did_value) => runtime.publicReads.profile({ did_type: 'web3mq', did_value }, me)),
  )
  const profiles: Record<string, UserLike> = {}
  read.forEach((result, index) => {
    const userid = userids[index]
    if (result.status === 'fulfilled' && userid) profiles[userid] = result.value
  })
  return profiles
}

export const notificationActors = (deps: NotificationDeps) => ({
  loadPage: fromPromise(async ({ input }: { input: { page: number } }) => {
    const page = await signedIn(deps).notify.queryNotifications({ page: input.page, size: PAGE_SIZE })
    return { items: page.items.map(entryOf), total: page.total }
  }),
  countUnread: fromPromise(
    async () =>
      (await signedIn(deps).notify.queryNotifications({ page: 1, size: 1, read_status: 'unread' })).total,
  ),
  markRead: fromPromise(async ({ input }: { input: { ids: string[] } }) =>
    signedIn(deps).notify.changeNotificationStatus(input.ids, 'read'),
  ),
  loadSenders: fromPromise(async ({ input }: { input: { userids: string[] } }) =>
    profilesOf(deps, input.userids),
  ),
  readPermission: fromPromise(async () => deps.notifier.permission()),
  requestPermission: fromPromise(async () => deps.notifier.requestPermission()),
  showAlert: fromPromise(async ({ input }: { input: { title: string; body: string; tag: string } }) =>
    deps.notifier.show(input),
  ),
  liveNotifications: fromCallback(({ sendBack }) => {
    const client = deps.client()
    if (!client) return undefined
    const onNew = ({ notifications }: { notifications: readonly Notification[] }) =>
      sendBack({
        type: 'notifications.arrived',
        items: notifications.map(entryOf),
        hidden: deps.notifier.pageHidden(),
      })
    client.events.on('notification.messageNew', onNew)
    return () => client.events.off('notification.messageNew', onNew)
  }),
})
