/**
 * The notification history region: page 1 on start, "load more" while the node has more, and "Mark
 * all as read" for the rows unread when asked (a live row arriving meanwhile stays unread). A failed
 * page or mark keeps the rows shown.
 */
import { assign } from 'xstate'
import { unreadIdsOf } from '../../domain/messages/notification-row'
import { LIST_PAGE_SIZE, toUiError } from '../kit'
import { markAsRead } from './subscription.lists'
import { subscriptionSetup } from './subscription.setup'
import { SUBSCRIPTION_FAILED } from './subscription.types'

export const notificationsRegion = subscriptionSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      tags: ['notificationsLoading'],
      entry: assign({ notificationsError: undefined }),
      invoke: {
        src: 'loadNotifications',
        input: ({ context }) => ({ page: context.page + 1, size: LIST_PAGE_SIZE }),
        onDone: { target: 'ready', actions: { type: 'acceptPage', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: assign({
            notificationsError: ({ event }) =>
              toUiError(event.error, {
                code: SUBSCRIPTION_FAILED,
                message: 'Could not load your notifications.',
              }),
          }),
        },
      },
    },
    loadFailed: { tags: ['notificationsLoadFailed'], on: { 'notifications.retry': 'loading' } },
    ready: {
      on: {
        'notifications.loadMore': { guard: 'hasMore', target: 'loadingMore' },
        'notifications.markAllRead': {
          guard: 'hasUnread',
          target: 'marking',
          actions: assign({ marking: ({ context }) => unreadIdsOf(context.notifications) }),
        },
      },
    },
    loadingMore: {
      tags: ['notificationsBusy'],
      entry: assign({ notificationsError: undefined }),
      invoke: {
        src: 'loadNotifications',
        input: ({ context }) => ({ page: context.page + 1, size: LIST_PAGE_SIZE }),
        onDone: { target: 'ready', actions: { type: 'acceptPage', params: ({ event }) => event.output } },
        onError: {
          target: 'ready',
          actions: assign({
            notificationsError: ({ event }) =>
              toUiError(event.error, {
                code: SUBSCRIPTION_FAILED,
                message: 'Could not load more notifications.',
              }),
          }),
        },
      },
    },
    marking: {
      tags: ['notificationsBusy'],
      entry: assign({ notificationsError: undefined }),
      invoke: {
        src: 'markRead',
        input: ({ context }) => ({ ids: context.marking }),
        onDone: {
          target: 'ready',
          actions: assign(({ context }) => ({
            notifications: markAsRead(context.notifications, context.marking),
            marking: [],
          })),
        },
        onError: {
          target: 'ready',
          actions: assign({
            marking: [],
            notificationsError: ({ event }) =>
              toUiError(event.error, {
                code: SUBSCRIPTION_FAILED,
                message: 'Could not mark the notifications as read.',
              }),
          }),
        },
      },
    },
  },
})
