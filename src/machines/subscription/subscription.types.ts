/** Shapes the subscription screen exchanges with its actors, its context and its events. */
import type { FoundTopic } from '../../domain/contract/endpoints/topic-directory'
import type { Topic } from '../../domain/contract/schemas'
import type { NotificationRow } from '../../domain/messages/notification-row'
import type { PushRules, PushSource } from '../../domain/push/rules'
import type { BrowserPushSubscription } from '../../ports/push-subscriber'
import type { BoundTelegram } from '../../sdk/bind-did/bind-did'
import type { PushSettings } from '../../sdk/webpush/webpush'
import { MachineCode, type UiError } from '../kit'
import type { PeopleNames } from '../kit/people-names'

export type PushStatus = 'on' | 'off'

/** One row of the notification history (a domain Notification with its topic, under a flat id). */
export interface NotificationView extends NotificationRow {
  come_from: string
  topic: string
}

/** A page to read: 1-based, `size` rows a page. */
export interface PageInput {
  page: number
  size: number
}

export interface NotificationPageView {
  items: NotificationView[]
  total: number
}

export interface TopicLists {
  created: Topic[]
  subscribed: Topic[]
}

export interface PublishInput {
  topicid: string
  title: string
  content: string
}

/** Errors outside the catalogue keep their text under this code. */
export const SUBSCRIPTION_FAILED = MachineCode.subscriptionFailed

/** What a person typed that the network would refuse; nothing was sent. */
export const TOPIC_INPUT_INVALID = MachineCode.topicInputInvalid

/** The text to copy to the clipboard (a topic id). */
export interface CopyTextInput {
  text: string
}

export type TopicOp = 'create' | 'subscribe' | 'publish'

/** A search of every topic on the node (docs/protocol.md §4.7); an empty keyword lists them all. */
export interface TopicSearchInput {
  keyword: string
  page: number
  size: number
}

/** A page of found topics; undefined when the node cannot search topics. */
export type TopicSearchPage = { items: FoundTopic[]; total: number } | undefined

/** The topic directory as the screen shows it (docs/product.md §14.2). */
export interface TopicDirectoryView {
  /** The keyword of the results shown, trimmed; undefined before the first search. */
  keyword: string | undefined
  /** The keyword on its way, and the page asked for. */
  pending: { keyword: string; page: number }
  results: FoundTopic[]
  total: number
  /** The last page read (0 before the first). */
  page: number
  error: UiError | undefined
  /** The topic being subscribed to from the results. */
  joining: string | undefined
  /** A failed subscribe from the results, beside that topic. */
  joinError: (UiError & { topicid: string }) | undefined
  /** The topic just subscribed to from the results, for the status line. */
  joined: Topic | undefined
}

/** Leaving a subscribed topic: the confirm step, its outcome, and whether the node lets anyone leave. */
export interface TopicLeaveView {
  /** The topic whose "Unsubscribe" asks for confirmation. */
  asked: string | undefined
  /** The topic being left. */
  leaving: string | undefined
  error: (UiError & { topicid: string }) | undefined
  /** The topic just left, for the status line. */
  left: Topic | undefined
  /** The node answered that it has no unsubscribe call. */
  unavailable: boolean
}

/** What the Web Push region reads when the screen opens; the composition root adds the person's zone. */
export interface WebPushLoad {
  /** The node's key, undefined when the node has no Web Push channel. */
  serverKey: string | undefined
  settings: PushSettings | undefined
  /** Whether this browser can receive pushes at all. */
  supported: boolean
  /** The subscription this browser holds, if any. */
  device: BrowserPushSubscription | undefined
  /** The person's IANA time zone, for quiet hours. */
  timeZone: string
}

/** One change a person makes to their alert rules. */
export type RuleEdit =
  | { kind: 'source'; source: PushSource; on: boolean }
  | { kind: 'quiet'; on: boolean }
  /** A time input's `HH:MM` value; anything else changes nothing. */
  | { kind: 'quietTime'; edge: 'from' | 'to'; text: string }
  | { kind: 'unmuteAll' }

/** Pushes to this device and the person's alert rules (docs/product.md §14.6). */
export interface WebPushView {
  serverKey: string
  supported: boolean
  device: BrowserPushSubscription | undefined
  /** A subscription the browser gave, while the node is asked to take it. */
  pending: BrowserPushSubscription | undefined
  /** How many of the person's devices the node pushes to. */
  devices: number
  /** The rules shown: the node's, or a change being saved. */
  rules: PushRules
  /** The rules the node last confirmed, restored when a save fails. */
  savedRules: PushRules
  /** Quiet hours' times (minutes after midnight), kept while quiet hours are off. */
  quietDraft: { from: number; to: number }
  timeZone: string
  error: UiError | undefined
  rulesError: UiError | undefined
  /** What the last change of the switch did, for the status line. */
  changed: 'on' | 'off' | undefined
}

export interface SubscriptionContext {
  pushStatus: PushStatus
  pushRequested: PushStatus | undefined
  pushError: UiError | undefined
  created: Topic[]
  subscribed: Topic[]
  topicsError: UiError | undefined
  /** What the last topic form sent; kept on failure, cleared on success. */
  drafts: { create: string; subscribe: string; publish: PublishInput | undefined }
  /** Bumped per form on success, so a view can reset exactly that form. */
  revision: Record<TopicOp, number>
  topicError: (UiError & { op: TopicOp }) | undefined
  published: PublishInput | undefined
  directory: TopicDirectoryView
  leave: TopicLeaveView
  /** The topic id just copied, while its "Copied" flash lasts. */
  copied: string | undefined
  copyError: UiError | undefined
  /** The Telegram chat bound to me, once read (undefined when none, or while unknown). */
  telegram: BoundTelegram | undefined
  notifications: NotificationView[]
  total: number
  /** The last history page fetched (0 before the first). */
  page: number
  /** Rows of the history pages fetched (live arrivals excluded), to know whether more exist. */
  fetched: number
  notificationsError: UiError | undefined
  marking: string[]
  /** Text for the polite live region: the newest live notification. */
  announcement: string
  /** The senders' display names, read as the notification centre reads them (kit/people-names.ts). */
  senders: PeopleNames
  webPush: WebPushView
}

export type SubscriptionEvent =
  | { type: 'push.toggle' }
  | { type: 'push.retry' }
  | { type: 'push.dismiss' }
  | { type: 'topics.create'; name: string }
  | { type: 'topics.subscribe'; topicid: string }
  | { type: 'topics.publish'; topicid: string; title: string; content: string }
  | { type: 'topics.retry' }
  | { type: 'topics.copy'; topicid: string }
  | { type: 'topics.search'; keyword: string }
  | { type: 'topics.searchMore' }
  | { type: 'topics.join'; topicid: string }
  | { type: 'topics.leave.ask'; topicid: string }
  | { type: 'topics.leave.cancel' }
  | { type: 'topics.leave.confirm' }
  | { type: 'notifications.loadMore' }
  | { type: 'notifications.markAllRead' }
  | { type: 'notifications.retry' }
  | { type: 'notification.received'; notification: NotificationView }
  | { type: 'webPush.toggle' }
  | { type: 'webPush.retry' }
  | { type: 'webPush.edit'; edit: RuleEdit }
