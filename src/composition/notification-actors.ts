/**
 * The I/O behind the notification centre: the signed-in client's notify module for history, count, marks
 * and its one subscription (`watchNotifications`), the contact module's answers to friend requests
 * (`watchContacts`), public profiles for the senders' names, and the browser's
 * notifications through the SystemNotifier port. Wiring only; the rules live in the machine and the SDK.
 */
import { fromPromise } from 'xstate'
import { displayName } from '../domain/display'
import type { Notification } from '../domain/messages'
import { notificationSource } from '../domain/push/content'
import { fromWatch } from '../machines/kit'
import { entryOf } from '../machines/notifications/notifications.list'
import type { NotificationPageInput, NotificationsEvent } from '../machines/notifications/notifications.types'
import type { SystemAlert, SystemNotifier } from '../ports/system-notifications'
import type { Client } from '../sdk'
import { signedIn } from './own-did'
import { readProfiles } from './people-profiles'
import type { LoadRuntime } from './session-actors'

interface NotificationDeps {
  loadRuntime: LoadRuntime
  /** The signed-in client, or undefined. */
  client: () => Client | undefined
  notifier: SystemNotifier
}

/** The arrivals the person's rules let alert now, by the source each belongs to. */
const alerting = (client: Client | undefined, arrived: readonly Notification[]): string[] =>
  arrived
    .filter((n) => client?.webPush.mayAlert({ source: notificationSource(n.type, n.topic ?? '') }) ?? true)
    .map((n) => n.messageId)

export const notificationActors = (deps: NotificationDeps) => ({
  loadPage: fromPromise(async ({ input }: { input: NotificationPageInput }) => {
    const page = await signedIn(deps.client()).notify.queryNotifications(input)
    return { items: page.items.map(entryOf), total: page.total }
  }),
  countUnread: fromPromise(async () => signedIn(deps.client()).notify.countUnread()),
  markRead: fromPromise(async ({ input }: { input: { ids: string[] } }) =>
    signedIn(deps.client()).notify.changeNotificationStatus(input.ids, 'read'),
  ),
  loadSenders: fromPromise(async ({ input }: { input: { userids: string[] } }) =>
    readProfiles(deps, input.userids),
  ),
  readPermission: fromPromise(async () => deps.notifier.permission()),
  requestPermission: fromPromise(async () => deps.notifier.requestPermission()),
  showAlert: fromPromise(async ({ input }: { input: SystemAlert }) => deps.notifier.show(input)),
  liveNotifications: fromWatch<NotificationsEvent>((send) =>
    deps.client()?.notify.watchNotifications(({ arrived }) =>
      send({
        type: 'notifications.arrived',
        items: arrived.map(entryOf),
        hidden: deps.notifier.pageHidden(),
        alerting: alerting(deps.client(), arrived),
      }),
    ),
  ),
  chatArrivals: fromWatch<NotificationsEvent>((send) =>
    deps.client()?.webPush.watchChatArrivals(
      {
        hidden: () => deps.notifier.pageHidden(),
        profileName: async (userid) => displayName((await readProfiles(deps, [userid]))[userid] ?? {}),
      },
      (arrival) => send({ type: 'notifications.chatArrived', ...arrival }),
    ),
  ),
  answeredRequests: fromWatch<NotificationsEvent>((send) =>
    deps.client()?.contact.watchContacts((change) => send({ type: 'notifications.contactsChanged', change })),
  ),
})
