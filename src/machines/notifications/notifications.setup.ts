/**
 * The typed setup of the notification centre: actor slots (each fails until the composition root
 * provides it), the list and count updates, and named guards.
 */
import { assign, fromPromise, setup } from 'xstate'
import { unreadIdsOf } from '../../domain/messages/notification-row'
import type { ContactsChange } from '../../sdk/contact/contact'
import { missing, missingWatch, toUiError } from '../kit'
import {
  answeredRequestIds,
  answeredRequestOf,
  enqueued,
  markedRead,
  namesOf,
  newArrivals,
  unaskedSenders,
  withArrivals,
  withFreshFirstPage,
  withPage,
} from './notifications.list'
import {
  type AlertPermission,
  NOTIFICATIONS_FAILED,
  type NotificationEntry,
  type NotificationPage,
  type NotificationPageInput,
  type NotificationsContext,
  type NotificationsEvent,
  type SenderProfiles,
  type SystemAlert,
} from './notifications.types'

const MACHINE = 'notificationsMachine'

export const emptyContext = (): NotificationsContext => ({
  items: [],
  total: 0,
  page: 0,
  fetched: 0,
  unread: 0,
  unreadFromNode: false,
  senders: {},
  asked: [],
  lookingUp: [],
  listError: undefined,
  markError: undefined,
  marking: [],
  queued: [],
  permission: 'default',
  announcement: '',
})

/** The failure a view shows, in the error's own words when it has some. */
export const failure = (error: unknown, message: string) =>
  toUiError(error, { code: NOTIFICATIONS_FAILED, message })

const unreadShown = (items: readonly NotificationEntry[]): number => unreadIdsOf(items).length

export const notificationsSetup = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent },
  actors: {
    loadPage: fromPromise<NotificationPage, NotificationPageInput>(missing(MACHINE, 'loadPage')),
    /** How many notifications the node holds unread for the person. */
    countUnread: fromPromise<number>(missing(MACHINE, 'countUnread')),
    markRead: fromPromise<void, { ids: string[] }>(missing(MACHINE, 'markRead')),
    loadSenders: fromPromise<SenderProfiles, { userids: string[] }>(missing(MACHINE, 'loadSenders')),
    readPermission: fromPromise<AlertPermission>(missing(MACHINE, 'readPermission')),
    /** Asks the browser; only ever started by the person's click. */
    requestPermission: fromPromise<AlertPermission>(missing(MACHINE, 'requestPermission')),
    showAlert: fromPromise<void, SystemAlert>(missing(MACHINE, 'showAlert')),
    /** The client's `watchNotifications`: sends `notifications.arrived` for each change until stopped. */
    liveNotifications: missingWatch(MACHINE, 'liveNotifications'),
    /** The client's `watchContacts`: sends `notifications.contactsChanged` for each change of my contacts. */
    answeredRequests: missingWatch(MACHINE, 'answeredRequests'),
    /** The client's chat arrivals from others: sends `notifications.chatArrived` for each until stopped. */
    chatArrivals: missingWatch(MACHINE, 'chatArrivals'),
  },
  actions: {
    acceptPage: assign(({ context }, { items, total }: NotificationPage) => {
      const next = withPage(context.items, items)
      return {
        items: next,
        total,
        page: context.page + 1,
        fetched: context.fetched + items.length,
        listError: undefined,
        unread: context.unreadFromNode ? context.unread : unreadShown(next),
      }
    }),
    acceptFirstPage: assign(({ context }, { items, total }: NotificationPage) => ({
      items: withFreshFirstPage(context.items, items),
      total,
      page: 1,
      fetched: items.length,
      listError: undefined,
    })),
    acceptArrivals: assign(({ context }, { items }: { items: NotificationEntry[] }) => {
      const next = withArrivals(context.items, items)
      const fresh = next.slice(0, next.length - context.items.length)
      const newest = fresh[0]
      return {
        items: next,
        unread: context.unread + unreadShown(fresh),
        announcement: newest ? `New notification: ${newest.title}` : context.announcement,
      }
    }),
    /** Rows to mark read once the mark under way (if any) ends; the marks region takes them from there. */
    enqueue: assign(({ context }, { ids }: { ids: readonly string[] }) => ({
      queued: enqueued(context.queued, context.marking, ids),
    })),
    /** The queued rows become the mark under way. */
    takeQueue: assign(({ context }) => ({ marking: context.queued, queued: [], markError: undefined })),
    acceptMarks: assign(({ context }) => {
      const { entries, newlyRead } = markedRead(context.items, context.marking)
      return { items: entries, unread: Math.max(0, context.unread - newlyRead), marking: [] }
    }),
    askSenders: assign(({ context }) => {
      const lookingUp = unaskedSenders(context.items, context.asked)
      return { lookingUp, asked: [...context.asked, ...lookingUp] }
    }),
    acceptSenders: assign(({ context }, profiles: SenderProfiles) => ({
      senders: { ...context.senders, ...namesOf(profiles) },
    })),
  },
  guards: {
    hasMore: ({ context }) => context.fetched < context.total,
    hasUnread: ({ context }) => unreadShown(context.items) > 0,
    hasUnaskedSenders: ({ context }) => unaskedSenders(context.items, context.asked).length > 0,
    /**
     * Out of sight, allowed by the browser and by the person's rules, and new (docs/product.md §2, §14.6).
     */
    canAlert: ({ context }, params: { hidden: boolean; items: NotificationEntry[]; alerting: string[] }) => {
      const newest = newArrivals(context.items, params.items)[0]
      return (
        params.hidden &&
        context.permission === 'granted' &&
        newest !== undefined &&
        params.alerting.includes(newest.id)
      )
    },
    /** A chat message alerts like a notification: out of sight, allowed by the browser and the rules. */
    canAlertChat: ({ context }, params: { hidden: boolean; allowed: boolean }) =>
      params.hidden && params.allowed && context.permission === 'granted',
    isUnread: ({ context }, params: { id: string }) =>
      context.items.some((entry) => entry.id === params.id && !entry.read),
    hasQueued: ({ context }) => context.queued.length > 0,
    answersRequest: ({ context }, params: { change: ContactsChange }) =>
      answeredRequestIds(context.items, answeredRequestOf(params.change) ?? '').length > 0,
  },
})
