/** Shapes the subscription screen exchanges with its actors, its context and its events. */
import type { Topic } from '../../domain/contract/schemas'

export type PushStatus = 'on' | 'off'

/** One row of the notification history (a domain Notification with its topic, under a flat id). */
export interface NotificationView {
  id: string
  title: string
  content: string
  type: string
  /** Milliseconds since the epoch. */
  timestamp: number
  read: boolean
  come_from: string
  topic: string
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

export type TopicOp = 'create' | 'subscribe' | 'publish'

export interface SubscriptionContext {
  pushStatus: PushStatus
  pushRequested: PushStatus | undefined
  pushError: string | undefined
  created: Topic[]
  subscribed: Topic[]
  topicsError: string | undefined
  /** What the last topic form sent; kept on failure, cleared on success. */
  drafts: { create: string; subscribe: string; publish: PublishInput | undefined }
  /** Bumped per form on success, so a view can reset exactly that form. */
  revision: Record<TopicOp, number>
  topicError: { op: TopicOp; message: string } | undefined
  published: PublishInput | undefined
  notifications: NotificationView[]
  total: number
  /** The last history page fetched (0 before the first). */
  page: number
  /** Rows of the history pages fetched (live arrivals excluded), to know whether more exist. */
  fetched: number
  notificationsError: string | undefined
  marking: string[]
  /** Text for the polite live region: the newest live notification. */
  announcement: string
}

export type SubscriptionEvent =
  | { type: 'push.toggle' }
  | { type: 'push.retry' }
  | { type: 'push.dismiss' }
  | { type: 'topics.create'; name: string }
  | { type: 'topics.subscribe'; topicid: string }
  | { type: 'topics.publish'; topicid: string; title: string; content: string }
  | { type: 'topics.retry' }
  | { type: 'notifications.loadMore' }
  | { type: 'notifications.markAllRead' }
  | { type: 'notifications.retry' }
  | { type: 'notification.received'; notification: NotificationView }
