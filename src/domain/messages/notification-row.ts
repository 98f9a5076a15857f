/**
 * The fields both notification lists show (the header's centre and the subscription screen's history):
 * a domain Notification under a flat id, and the unread rows of such a list.
 */
import type { Notification } from './types'

export interface NotificationRow {
  id: string
  title: string
  content: string
  type: string
  /** Milliseconds since the epoch. */
  timestamp: number
  read: boolean
}

export const notificationRowOf = (n: Notification): NotificationRow => ({
  id: n.messageId,
  title: n.title,
  content: n.content,
  type: n.type,
  timestamp: n.timestamp,
  read: n.read,
})

/** The ids of the rows not read yet, in list order. */
export const unreadIdsOf = (rows: readonly NotificationRow[]): string[] =>
  rows.filter((row) => !row.read).map((row) => row.id)
