/**
 * "Subscription management" (docs/product.md §10.2, docs/product.md §2): seven parallel regions, so one
 * slow call never blocks another part of the screen. push: read and toggle the push server's authorisation
 * (wallet signed); topics: my created and subscribed topics, create, subscribe, publish, the directory of
 * every topic and leaving one; notifications:
 * the history with paging and read marks; senders: the display names of who sent them; copy: a topic id
 * to the clipboard; telegram: the chat bound to me; webPush: notifications while the app is closed.
 * Live notifications arrive as `notification.received` events, from the provided `liveNotifications` watch
 * (the client's `watchNotifications`) or sent by the owner, and go to the top of the list.
 * A failed call keeps what the person typed (drafts) and what was shown. I/O only through actors.
 */
import { assign } from 'xstate'
import { noNames } from '../kit/people-names'
import { copyRegion } from './subscription.copy-region'
import { prependLive } from './subscription.lists'
import { notificationsRegion } from './subscription.notifications-region'
import { pushRegion } from './subscription.push-region'
import { sendersRegion } from './subscription.senders-region'
import { subscriptionSetup } from './subscription.setup'
import { telegramRegion } from './subscription.telegram-region'
import { noDirectory, noLeave } from './subscription.topic-directory'
import { topicsRegion } from './subscription.topics-region'
import { noWebPush } from './subscription.webpush'
import { webPushRegion } from './subscription.webpush-region'

export const subscriptionMachine = subscriptionSetup.createMachine({
  id: 'subscription',
  context: {
    pushStatus: 'off',
    pushRequested: undefined,
    pushError: undefined,
    created: [],
    subscribed: [],
    topicsError: undefined,
    drafts: { create: '', subscribe: '', publish: undefined },
    revision: { create: 0, subscribe: 0, publish: 0 },
    topicError: undefined,
    published: undefined,
    directory: noDirectory,
    leave: noLeave,
    copied: undefined,
    copyError: undefined,
    telegram: undefined,
    notifications: [],
    total: 0,
    page: 0,
    fetched: 0,
    notificationsError: undefined,
    marking: [],
    announcement: '',
    senders: noNames(),
    webPush: noWebPush,
  },
  type: 'parallel',
  invoke: { src: 'liveNotifications' },
  on: {
    'notification.received': {
      actions: assign(({ context, event }) => {
        const notifications = prependLive(context.notifications, event.notification)
        const isNew = notifications.length > context.notifications.length
        return {
          notifications,
          announcement: isNew ? `New notification: ${event.notification.title}` : context.announcement,
        }
      }),
    },
  },
  states: {
    push: pushRegion,
    topics: topicsRegion,
    notifications: notificationsRegion,
    copy: copyRegion,
    telegram: telegramRegion,
    senders: sendersRegion,
    webPush: webPushRegion,
  },
})
