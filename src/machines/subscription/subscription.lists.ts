/**
 * The pure list updates the subscription machine applies (live notifications first, pages appended,
 * read marks, topics once), kept apart so they are tested alone.
 */
import type { AuthInfo, Topic } from '../../domain/contract/schemas'
import type { Notification } from '../../domain/messages'
import { mergePageBy } from '../../domain/messages'
import { notificationRowOf } from '../../domain/messages/notification-row'
import type { NotificationView, PushStatus } from './subscription.types'

/** The row a domain notification becomes; `topic` is the item's content topic when known. */
export const notificationViewOf = (n: Notification, topic = ''): NotificationView => ({
  ...notificationRowOf(n),
  come_from: n.come_from ?? '',
  topic,
})

/** The topics the screen lists: the first 100 I created and the first 100 I subscribed to. */
export const TOPICS_PAGE = { page: 1, size: 100 } as const

/** auth_status 1 means the push server may receive notifications for the user; anything else is off. */
export const pushStatusOf = (info: AuthInfo | null | undefined): PushStatus =>
  info?.auth_status === 1 ? 'on' : 'off'

const byId = (n: NotificationView): string => n.id

/** A live notification goes to the top; one already listed (same id) is not shown twice. */
export const prependLive = (list: readonly NotificationView[], n: NotificationView): NotificationView[] =>
  list.some((item) => item.id === n.id) ? [...list] : [n, ...list]

/**
 * A fetched history page appended under what is shown: rows already listed (live arrivals, or rows a
 * later page repeats because the list shifted) keep their place, so each id appears once.
 */
export const appendPage = (
  list: readonly NotificationView[],
  items: readonly NotificationView[],
): NotificationView[] => mergePageBy(list, items, 2, byId)

/** The given ids read; every other row unchanged. */
export const markAsRead = (list: readonly NotificationView[], ids: readonly string[]): NotificationView[] => {
  const wanted = new Set(ids)
  return list.map((n) => (wanted.has(n.id) && !n.read ? { ...n, read: true } : n))
}

/**
 * A fetched list under the topics added here while it was on its way (newer than anything it holds);
 * each topic once.
 */
export const mergeTopics = (fetched: readonly Topic[], local: readonly Topic[]): Topic[] => [
  ...local.filter((t) => !fetched.some((f) => f.topicid === t.topicid)),
  ...fetched,
]

/** A topic once in a list, the newest first. */
export const addTopic = (list: readonly Topic[], topic: Topic): Topic[] =>
  list.some((t) => t.topicid === topic.topicid) ? [...list] : [topic, ...list]
