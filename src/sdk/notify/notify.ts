/**
 * Notifications (docs/product.md §3, docs/protocol.md §4.4 "Notifications", §3.5, §9.6): the REST history with paging,
 * read/delivered status, and the live type-20 push once a socket is attached. The module holds the list
 * a UI shows, newest first, with each notification once, and tells every change of it with its data to the
 * subscribers of `watchNotifications`.
 */

import type { NotificationItem } from '../../domain/contract'
import { notificationHistory, notificationStatus } from '../../domain/contract'
import type { Web3MQError } from '../../domain/errors'
import {
  collectNotifications,
  mergePageBy,
  type Notification,
  type NotificationHistoryItem,
  notificationFromHistory,
} from '../../domain/messages'
import { NodeStatus, type ReadStatus } from '../../domain/protocol'
import { type PageParams, pageFields } from '../contact/paging'
import type { ClientContext, SocketSession } from '../core/context'
import { type Unsubscribe, Watchers } from '../core/watchers'
import { emitFromSocket, onLiveNotifications } from './live-notifications'

/** The notice type the node sends for a group invitation; JS raises "channel.invited" for it (§9.6). */
export const GROUP_INVITATION = 'system.group_invitation'

/** One change of the held list, as `watchNotifications` tells it. */
export interface NotificationsChange {
  /**
   * The notifications that just arrived live (one frame's valid items, in frame order); empty when a
   * history page or a read mark changed the list.
   */
  arrived: readonly Notification[]
  /** Every notification held now, newest first. */
  notifications: readonly Notification[]
  /** How many of them are not read. */
  unread: number
}

interface NotificationQuery extends PageParams {
  /** Only notifications of this topic. */
  topic?: string
  /** Only notifications of this type, e.g. `subscription`. */
  notice_type?: string
  /** `read` or `unread`. */
  read_status?: string
}

interface NotificationPage {
  /** The valid notifications of the fetched page, in the node's order. */
  items: Notification[]
  total: number
  /** Items of the page that were not notifications; they are logged and left out of `items`. */
  failures: Web3MQError[]
}

const keyOf = (n: Notification): string => n.messageId

/** The contract item (loose, optional fields) as the domain's history item. */
const toHistoryItem = (item: NotificationItem): NotificationHistoryItem => ({
  messageid: item.messageid,
  from: item.from ?? '',
  topic: item.topic ?? '',
  from_sign: item.from_sign ?? '',
  cipher_suite: item.cipher_suite ?? '',
  payload_type: item.payload_type ?? '',
  payload: item.payload,
  timestamp: item.timestamp,
  version: item.version ?? 1,
  read: item.read === true,
})

export class NotifyModule {
  /** Notifications shown so far: live ones first, then history pages in order. */
  notifications: Notification[] = []
  private detach: (() => void) | undefined
  private readonly watchers: Watchers<NotificationsChange>

  constructor(private readonly ctx: ClientContext) {
    this.watchers = new Watchers(ctx.ports.logger, 'watchNotifications')
    if (ctx.session) this.attach(ctx.session)
  }

  /**
   * Tells `listener` every change of the held list, with the list and the notifications that arrived,
   * until the returned function is called: live arrivals, history pages and read marks.
   */
  watchNotifications(listener: (change: NotificationsChange) => void): Unsubscribe {
    return this.watchers.add(listener)
  }

  /** How many held notifications are not read. */
  get unreadCount(): number {
    return this.notifications.filter((n) => !n.read).length
  }

  /**
   * Starts listening to type-20 frames of `session` (replacing an earlier one). Each valid item is
   * added to the front of the list and announced with "notification.messageNew" and then
   * "notification.received" (the same list of the frame); a group invitation also raises
   * "channel.invited". Invalid items are logged (warn) and skipped.
   */
  attach(session: SocketSession): void {
    this.detach?.()
    this.detach = onLiveNotifications(session, {
      onNotifications: (list) => this.receive(list),
      onInvalid: (error) => this.ctx.ports.logger.warn('Skipped a live notification', error),
    })
  }

  /** Stops listening to the socket; the held list stays. */
  dispose(): void {
    this.detach?.()
    this.detach = undefined
  }

  /**
   * Fetches one page of the history (`GET /api/notification/history/`). Page 1 replaces the held list,
   * later pages append; emits "notification.getList". Node errors reject with NodeError (its msg).
   */
  async queryNotifications(query: NotificationQuery = {}): Promise<NotificationPage> {
    const { topic, notice_type, read_status } = query
    const paging = pageFields(query)
    // Absent filters are left out of the query and enter the signed string as '' (docs/protocol.md §4.4).
    const page = await this.ctx.api.call(notificationHistory, {
      ...paging,
      topic,
      notice_type,
      read_status,
    })
    const { notifications, failures } = collectNotifications(
      page.items.map((item) => notificationFromHistory(toHistoryItem(item))),
    )
    for (const failure of failures) this.ctx.ports.logger.warn('Skipped a notification', failure)
    this.notifications = mergePageBy(this.notifications, notifications, paging.page, keyOf)
    this.ctx.events.emitIfListened('notification.getList', {
      notifications: this.notifications,
      page: paging.page,
    })
    this.changed([])
    return { items: notifications, total: page.total, failures }
  }

  /** The node's count of my unread notifications: one row asked for, its total read; the held list stays. */
  async countUnread(): Promise<number> {
    const page = await this.ctx.api.call(notificationHistory, { page: 1, size: 1, read_status: 'unread' })
    return page.total
  }

  /**
   * Marks notifications `delivered` or `read` on the node (`POST /api/notification/status/`); after
   * `read` succeeds the held copies read as read too.
   */
  async changeNotificationStatus(
    ids: readonly string[],
    status: ReadStatus = NodeStatus.delivered,
  ): Promise<void> {
    await this.ctx.api.call(notificationStatus, { messages: [...ids], status })
    if (status !== NodeStatus.read) return
    const wanted = new Set(ids)
    this.notifications = this.notifications.map((n) => (wanted.has(n.messageId) ? { ...n, read: true } : n))
    this.changed([])
  }

  private changed(arrived: readonly Notification[]): void {
    if (this.watchers.size === 0) return
    const { notifications, unreadCount: unread } = this
    this.watchers.tell({ arrived, notifications, unread })
  }

  private receive(list: Notification[]): void {
    // Live items go in front: merging the held list as a "later page" of the new items keeps each once.
    this.notifications = mergePageBy(list, this.notifications, 2, keyOf)
    this.changed(list)
    const { events, ports } = this.ctx
    emitFromSocket(events, ports.logger, 'notification.messageNew', { notifications: list })
    // The official SDK's name for the same arrival; apps written against it listen to this one.
    emitFromSocket(events, ports.logger, 'notification.received', { notifications: list })
    for (const notification of list) {
      if (notification.type === GROUP_INVITATION) {
        emitFromSocket(events, ports.logger, 'channel.invited', { notification })
      }
    }
  }
}
