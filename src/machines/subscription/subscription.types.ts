/** Shapes the subscription screen exchanges with its actors, its context and its events. */
import type { Topic } from '../../domain/contract/schemas'
import type { NotificationRow } from '../../domain/messages/notification-row'
import type { BoundTelegram } from '../../sdk/bind-did/bind-did'
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
  | { type: 'notifications.loadMore' }
  | { type: 'notifications.markAllRead' }
  | { type: 'notifications.retry' }
  | { type: 'notification.received'; notification: NotificationView }
