/**
 * The notification centre (docs/product.md §2, §3): one actor for the whole app while a person is signed
 * in, so the header's bell counts on every page and the list is there when the page opens. Regions: list
 * (history pages, newest first), count (the node's unread count, kept current), marks (one row, a row
 * opened, a friend request answered, or all shown), senders (display names of who sent them) and alerts (the browser's permission, asked only on the
 * person's click). Live arrivals go on top, raise the count, and while the tab is hidden show a browser
 * notification if the person allowed it. The composition root sends start and stop with the session.
 */
import { assign, spawnChild } from 'xstate'
import { unreadIdsOf } from '../../domain/messages/notification-row'
import { notificationAlert } from '../../domain/push/content'
import { LIST_PAGE_SIZE } from '../kit'
import { newArrivals } from './notifications.list'
import { marksRegion } from './notifications.marks-region'
import { emptyContext, failure, notificationsSetup } from './notifications.setup'
import type { NotificationsEvent } from './notifications.types'

type Arrived = Extract<NotificationsEvent, { type: 'notifications.arrived' }>
type ChatArrived = Extract<NotificationsEvent, { type: 'notifications.chatArrived' }>

/**
 * The browser notification for a frame's newest new arrival: the same words, link and tag a push of it
 * carries (docs/product.md §14.6), so the two replace each other instead of stacking.
 */
const alertOf = (shown: Parameters<typeof newArrivals>[0], event: Arrived) => {
  const newest = newArrivals(shown, event.items)[0]
  const { title, body, tag, url } = notificationAlert({
    messageid: newest?.id ?? '',
    type: newest?.type ?? '',
    topic: '',
    title: newest?.title ?? '',
    content: newest?.content ?? '',
    ts: newest?.timestamp ?? 0,
  })
  return { title, body, tag, url }
}

const listRegion = notificationsSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      tags: ['listLoading'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ page: context.page + 1, size: LIST_PAGE_SIZE }),
        onDone: { target: 'ready', actions: { type: 'acceptPage', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: assign({
            listError: ({ event }) => failure(event.error, 'Could not load your notifications.'),
          }),
        },
      },
    },
    failed: {
      tags: ['listFailed'],
      on: { 'notifications.retry': { target: 'loading', actions: assign({ listError: undefined }) } },
    },
    ready: {
      on: {
        'notifications.loadMore': { guard: 'hasMore', target: 'loadingMore' },
        'notifications.refresh': 'refreshing',
      },
    },
    // The rows stay shown while page 1 is read again; a failure keeps them and says so.
    refreshing: {
      invoke: {
        src: 'loadPage',
        input: { page: 1, size: LIST_PAGE_SIZE },
        onDone: {
          target: 'ready',
          actions: { type: 'acceptFirstPage', params: ({ event }) => event.output },
        },
        onError: {
          target: 'ready',
          actions: assign({
            listError: ({ event }) => failure(event.error, 'Could not refresh your notifications.'),
          }),
        },
      },
    },
    loadingMore: {
      tags: ['listBusy'],
      entry: assign({ listError: undefined }),
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ page: context.page + 1, size: LIST_PAGE_SIZE }),
        onDone: { target: 'ready', actions: { type: 'acceptPage', params: ({ event }) => event.output } },
        onError: {
          target: 'ready',
          actions: assign({
            listError: ({ event }) => failure(event.error, 'Could not load more notifications.'),
          }),
        },
      },
    },
  },
})

const countRegion = notificationsSetup.createStateConfig({
  initial: 'counting',
  states: {
    counting: {
      invoke: {
        src: 'countUnread',
        onDone: {
          target: 'counted',
          actions: assign({ unread: ({ event }) => event.output, unreadFromNode: true }),
        },
        // Without the node's count the bell counts the unread rows shown, which is still true, if partial.
        onError: {
          target: 'counted',
          actions: assign({ unread: ({ context }) => unreadIdsOf(context.items).length }),
        },
      },
    },
    counted: { on: { 'notifications.refresh': 'counting' } },
  },
})

const sendersRegion = notificationsSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: { always: { guard: 'hasUnaskedSenders', target: 'loading', actions: 'askSenders' } },
    loading: {
      invoke: {
        src: 'loadSenders',
        input: ({ context }) => ({ userids: context.lookingUp }),
        onDone: { target: 'idle', actions: { type: 'acceptSenders', params: ({ event }) => event.output } },
        // Names stay short ids; the list itself is unaffected.
        onError: 'idle',
      },
    },
  },
})

const alertsRegion = notificationsSetup.createStateConfig({
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'readPermission',
        onDone: { target: 'idle', actions: assign({ permission: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ permission: 'unsupported' }) },
      },
    },
    idle: {
      on: {
        'notifications.allowAlerts': {
          guard: ({ context }) => context.permission === 'default',
          target: 'asking',
        },
      },
    },
    asking: {
      tags: ['askingPermission'],
      invoke: {
        src: 'requestPermission',
        onDone: { target: 'idle', actions: assign({ permission: ({ event }) => event.output }) },
        onError: 'idle',
      },
    },
  },
})

export const notificationsMachine = notificationsSetup.createMachine({
  id: 'notifications',
  context: emptyContext,
  initial: 'signedOut',
  states: {
    signedOut: {
      entry: assign(emptyContext),
      on: { 'notifications.start': 'active' },
    },
    active: {
      type: 'parallel',
      // A new sign-in starts from nothing: nothing of the previous person's list may show.
      entry: assign(({ context }) => ({ ...emptyContext(), permission: context.permission })),
      invoke: [{ src: 'liveNotifications' }, { src: 'answeredRequests' }, { src: 'chatArrivals' }],
      on: {
        'notifications.stop': 'signedOut',
        'notifications.start': { target: 'active', reenter: true },
        'notifications.chatArrived': {
          guard: { type: 'canAlertChat', params: ({ event }) => event },
          actions: spawnChild('showAlert', { input: ({ event }) => (event as ChatArrived).alert }),
        },
        'notifications.arrived': [
          {
            guard: {
              type: 'canAlert',
              params: ({ event }) => ({ hidden: event.hidden, items: event.items, alerting: event.alerting }),
            },
            actions: [
              spawnChild('showAlert', {
                input: ({ context, event }) => alertOf(context.items, event as Arrived),
              }),
              { type: 'acceptArrivals', params: ({ event }) => ({ items: event.items }) },
            ],
          },
          { actions: { type: 'acceptArrivals', params: ({ event }) => ({ items: event.items }) } },
        ],
      },
      states: {
        list: listRegion,
        count: countRegion,
        marks: marksRegion,
        senders: sendersRegion,
        alerts: alertsRegion,
      },
    },
  },
})
