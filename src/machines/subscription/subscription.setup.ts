/**
 * The typed setup shared by the subscription machine and its three regions: actors (each throws until
 * the composition root provides it), the actions that update drafts and errors, and named guards.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { AuthInfo, Topic } from '../../domain/contract/schemas'
import { unreadIdsOf } from '../../domain/messages/notification-row'
import type { PushRules } from '../../domain/push/rules'
import { checkText, checkTopicId, Limits, type Problem } from '../../domain/validation'
import type { BrowserPushSubscription } from '../../ports/push-subscriber'
import type { AlertPermission } from '../../ports/system-notifications'
import type { BoundTelegram } from '../../sdk/bind-did/bind-did'
import type { PushSettings } from '../../sdk/webpush/webpush'
import { missing, missingWatch, toUiError } from '../kit'
import { askFor, hasUnasked, type SenderProfiles, withProfiles } from '../kit/people-names'
import { appendPage } from './subscription.lists'
import {
  type CopyTextInput,
  type NotificationPageView,
  type PageInput,
  type PublishInput,
  type PushStatus,
  SUBSCRIPTION_FAILED,
  type SubscriptionContext,
  type SubscriptionEvent,
  TOPIC_INPUT_INVALID,
  type TopicLists,
  type TopicOp,
  type TopicSearchInput,
  type TopicSearchPage,
  type WebPushLoad,
} from './subscription.types'
import { deviceErrorOf, draftAfter, patch, rulesAfter } from './subscription.webpush'

const MACHINE = 'subscriptionMachine'

const blank = (s: string): boolean => s.trim() === ''

/** What the network would refuse in a publication: its title or content length. */
const publishProblem = (p: PublishInput): Problem =>
  checkText(p.title, 'The title', Limits.publishTitle) ??
  (p.content.trim().length > Limits.publishContent
    ? `The content can be at most ${Limits.publishContent} characters.`
    : undefined)

/** The check each topic form's text must pass before it is sent. */
const topicInputProblem = (op: TopicOp, text: string): Problem =>
  op === 'create' ? checkText(text, 'The topic name', Limits.topicName) : checkTopicId(text)

/** Who sent the notifications listed. */
const sendersOf = (context: SubscriptionContext): string[] => context.notifications.map((n) => n.come_from)

export const subscriptionSetup = setup({
  types: { context: {} as SubscriptionContext, events: {} as SubscriptionEvent },
  actors: {
    getAuthInfo: fromPromise<AuthInfo | null>(missing(MACHINE, 'getAuthInfo')),
    setPushAuth: fromPromise<AuthInfo | null, { status: PushStatus }>(missing(MACHINE, 'setPushAuth')),
    /** My created and subscribed topics, one page of each. */
    loadTopics: fromPromise<TopicLists, PageInput>(missing(MACHINE, 'loadTopics')),
    createTopic: fromPromise<Topic, { name: string }>(missing(MACHINE, 'createTopic')),
    /** Resolves with the topic as my subscribed list now holds it (its name), when the SDK reads it back. */
    subscribeTopic: fromPromise<Topic, { topicid: string }>(missing(MACHINE, 'subscribeTopic')),
    /** Every topic on the node by name or id (docs/protocol.md §4.7); undefined where the node has no search. */
    searchTopics: fromPromise<TopicSearchPage, TopicSearchInput>(missing(MACHINE, 'searchTopics')),
    /** Ends my subscription; false where the node has no unsubscribe call. */
    unsubscribeTopic: fromPromise<boolean, { topicid: string }>(missing(MACHINE, 'unsubscribeTopic')),
    copyText: fromPromise<void, CopyTextInput>(missing(MACHINE, 'copyText')),
    loadTelegramBinding: fromPromise<BoundTelegram | undefined>(missing(MACHINE, 'loadTelegramBinding')),
    publishTopic: fromPromise<void, PublishInput>(missing(MACHINE, 'publishTopic')),
    loadNotifications: fromPromise<NotificationPageView, PageInput>(missing(MACHINE, 'loadNotifications')),
    markRead: fromPromise<void, { ids: string[] }>(missing(MACHINE, 'markRead')),
    /** The public profiles of notification senders, to name them. */
    loadSenders: fromPromise<SenderProfiles, { userids: string[] }>(missing(MACHINE, 'loadSenders')),
    /** The client's `watchNotifications`: sends `notification.received` for each live arrival until stopped. */
    liveNotifications: missingWatch(MACHINE, 'liveNotifications'),
    /** The node's key and rules, and this browser's subscription (subscription.webpush-region.ts). */
    loadWebPush: fromPromise<WebPushLoad>(missing(MACHINE, 'loadWebPush')),
    /** Asks the person to allow notifications; started from their click on the switch. */
    requestAlertPermission: fromPromise<AlertPermission>(missing(MACHINE, 'requestAlertPermission')),
    /** The browser's subscription under the node's key. */
    subscribeBrowser: fromPromise<BrowserPushSubscription, { serverKey: string }>(
      missing(MACHINE, 'subscribeBrowser'),
    ),
    /** Gives the node this device's subscription; resolves with how many devices it pushes to. */
    registerDevice: fromPromise<number, BrowserPushSubscription>(missing(MACHINE, 'registerDevice')),
    unregisterDevice: fromPromise<void, { endpoint: string }>(missing(MACHINE, 'unregisterDevice')),
    unsubscribeBrowser: fromPromise<void>(missing(MACHINE, 'unsubscribeBrowser')),
    saveWebPushRules: fromPromise<PushSettings, PushRules>(missing(MACHINE, 'saveWebPushRules')),
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
    /** Refused before sending: the draft stays, and the message says what to change. */
    topicRefused: assign(({ context }, params: { op: TopicOp; draft: string | PublishInput }) => {
      const message =
        typeof params.draft === 'string'
          ? topicInputProblem(params.op, params.draft)
          : publishProblem(params.draft)
      return {
        topicError: { op: params.op, code: TOPIC_INPUT_INVALID, message: message ?? '' },
        drafts: { ...context.drafts, [params.op]: params.draft },
      }
    }),
    acceptPage: assign(({ context }, { items, total }: NotificationPageView) => {
      return {
        notifications: appendPage(context.notifications, items),
        total,
        page: context.page + 1,
        fetched: context.fetched + items.length,
        notificationsError: undefined,
      }
    }),
    askSenders: assign(({ context }) => ({ senders: askFor(context.senders, sendersOf(context)) })),
    acceptSenders: assign(({ context }, profiles: SenderProfiles) => ({
      senders: withProfiles(context.senders, profiles),
    })),
    /** A failed step of this device's push switch: it goes back where it was, with the reason. */
    deviceFailed: assign(({ context }, params: { error: unknown }) =>
      patch(context, { pending: undefined, error: deviceErrorOf(params.error) }),
    ),
    /** An edit of the alert rules: the shown rules and the quiet-hours draft (subscription.webpush.ts). */
    editRules: assign(({ context, event }) =>
      event.type === 'webPush.edit'
        ? patch(context, {
            rules: rulesAfter(context.webPush, event.edit),
            quietDraft: draftAfter(context.webPush, event.edit),
            rulesError: undefined,
          })
        : {},
    ),
    topicDone: assign(({ context }, params: { op: TopicOp }) => ({
      topicError: undefined,
      drafts: { ...context.drafts, [params.op]: params.op === 'publish' ? undefined : '' },
      revision: { ...context.revision, [params.op]: context.revision[params.op] + 1 },
    })),
  },
  guards: {
    /** An edit that changes what the node keeps, so it is saved. */
    rulesChange: ({ context, event }) =>
      event.type === 'webPush.edit' && rulesAfter(context.webPush, event.edit) !== context.webPush.rules,
    hasMore: ({ context }) => context.fetched < context.total,
    hasUnread: ({ context }) => unreadIdsOf(context.notifications).length > 0,
    hasUnaskedSenders: ({ context }) => hasUnasked(context.senders, sendersOf(context)),
    textGiven: (_, params: { text: string }) => !blank(params.text),
    /** Given, and in a form the network accepts. */
    textValid: (_, params: { op: TopicOp; text: string }) =>
      !blank(params.text) && topicInputProblem(params.op, params.text) === undefined,
    publishComplete: (_, params: PublishInput) =>
      !blank(params.topicid) && !blank(params.title) && !blank(params.content),
    publishValid: (_, params: PublishInput) =>
      !blank(params.topicid) &&
      !blank(params.title) &&
      !blank(params.content) &&
      publishProblem(params) === undefined,
  },
})
