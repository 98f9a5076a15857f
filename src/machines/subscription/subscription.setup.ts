/**
 * The typed setup shared by the subscription machine and its three regions: actors (each throws until
 * the composition root provides it), the actions that update drafts and errors, and named guards.
 */
import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate'
import type { AuthInfo, Topic } from '../../domain/contract/schemas'
import { missing, toUiError } from '../kit'
import { appendPage, unreadIds } from './subscription.lists'
import {
  type NotificationPageView,
  type PublishInput,
  type PushStatus,
  SUBSCRIPTION_FAILED,
  type SubscriptionContext,
  type SubscriptionEvent,
  type TopicLists,
  type TopicOp,
} from './subscription.types'

const MACHINE = 'subscriptionMachine'

const blank = (s: string): boolean => s.trim() === ''

export const subscriptionSetup = setup({
  types: { context: {} as SubscriptionContext, events: {} as SubscriptionEvent },
  actors: {
    getAuthInfo: fromPromise<AuthInfo | null>(missing(MACHINE, 'getAuthInfo')),
    setPushAuth: fromPromise<AuthInfo | null, { status: PushStatus }>(missing(MACHINE, 'setPushAuth')),
    loadTopics: fromPromise<TopicLists>(missing(MACHINE, 'loadTopics')),
    createTopic: fromPromise<Topic, { name: string }>(missing(MACHINE, 'createTopic')),
    subscribeTopic: fromPromise<void, { topicid: string }>(missing(MACHINE, 'subscribeTopic')),
    publishTopic: fromPromise<void, PublishInput>(missing(MACHINE, 'publishTopic')),
    loadNotifications: fromPromise<NotificationPageView, { page: number }>(
      missing(MACHINE, 'loadNotifications'),
    ),
    markRead: fromPromise<void, { ids: string[] }>(missing(MACHINE, 'markRead')),
    /** Sends `notification.received` to the machine for each live notification until stopped. */
    liveNotifications: fromCallback<EventObject>(() => {
      throw new Error(`${MACHINE} needs liveNotifications from machine.provide()`)
    }),
  },
  actions: {
    requestToggle: assign({ pushRequested: ({ context }) => (context.pushStatus === 'on' ? 'off' : 'on') }),
    /** Keeps the draft the person typed; only the message changes. */
    topicFailed: assign((_, params: { op: TopicOp; error: unknown }) => ({
      topicError: {
        op: params.op,
        ...toUiError(params.error, {
          code: SUBSCRIPTION_FAILED,
          message: 'The topic request failed. Try again.',
        }),
      },
    })),
    acceptPage: assign(({ context }, { items, total }: NotificationPageView) => {
      return {
        notifications: appendPage(context.notifications, items),
        total,
        page: context.page + 1,
        fetched: context.fetched + items.length,
        notificationsError: undefined,
      }
    }),
    topicDone: assign(({ context }, params: { op: TopicOp }) => ({
      topicError: undefined,
      drafts: { ...context.drafts, [params.op]: params.op === 'publish' ? undefined : '' },
      revision: { ...context.revision, [params.op]: context.revision[params.op] + 1 },
    })),
  },
  guards: {
    hasMore: ({ context }) => context.fetched < context.total,
    hasUnread: ({ context }) => unreadIds(context.notifications).length > 0,
    textGiven: (_, params: { text: string }) => !blank(params.text),
    publishComplete: (_, params: PublishInput) =>
      !blank(params.topicid) && !blank(params.title) && !blank(params.content),
  },
})
