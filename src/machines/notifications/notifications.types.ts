/** Shapes the notification centre exchanges with its actors, its context and its events. */
import type { NotificationRow } from '../../domain/messages/notification-row'
import type { AlertPermission, SystemAlert } from '../../ports/system-notifications'
import type { ContactsChange } from '../../sdk/contact/contact'
import type { UiError } from '../kit'

export type { AlertPermission, SystemAlert }

/**
 * Where a notification leads (docs/protocol.md §9.6 names the fields): a friend request to its sender, whom
 * the person answers on Contacts; an accepted request to that person; a group notice to the group.
 */
export type NotificationTarget =
  | { kind: 'friendRequest'; userid: string }
  | { kind: 'person'; userid: string }
  | { kind: 'group'; groupid: string }

/** One notification as the centre lists it (a domain Notification under a flat id). */
export interface NotificationEntry extends NotificationRow {
  /** The sender's userid ('' when the node named none). */
  from: string
  /** Where opening it leads; absent for a notice that names no place (a topic post). */
  target?: NotificationTarget
}

/** A page of the history to read: 1-based, `size` rows a page. */
export interface NotificationPageInput {
  page: number
  size: number
}

export interface NotificationPage {
  items: NotificationEntry[]
  /** How many notifications the node holds for the person. */
  total: number
}

export type { SenderProfiles } from '../kit/people-names'

/** Errors outside the catalogue keep their text under this code. */
export const NOTIFICATIONS_FAILED = 'NOTIFICATIONS.FAILED'

export interface NotificationsContext {
  /** Newest first: live arrivals on top of the history pages. */
  items: NotificationEntry[]
  total: number
  /** The last history page fetched (0 before the first). */
  page: number
  /** Rows of the history pages fetched (live arrivals excluded), to know whether more exist. */
  fetched: number
  /** The node's count of unread notifications, kept current with arrivals and marks. */
  unread: number
  /** Whether `unread` came from the node; when it could not, it counts the unread rows shown. */
  unreadFromNode: boolean
  /** Display names of senders by userid (display rules), once their profiles were read. */
  senders: Record<string, string>
  /** Senders already asked for, so a failed read is not repeated in a loop. */
  asked: string[]
  /** The senders of the read under way. */
  lookingUp: string[]
  listError: UiError | undefined
  markError: UiError | undefined
  /** The ids being marked read. */
  marking: string[]
  /** Ids to mark once the mark under way ends (opened or answered meanwhile). */
  queued: string[]
  permission: AlertPermission
  /** Text for the polite live region: the newest live notification. */
  announcement: string
}

export type NotificationsEvent =
  /** From the composition root: a person signed in (start) or out (stop). */
  | { type: 'notifications.start' }
  | { type: 'notifications.stop' }
  | { type: 'notifications.retry' }
  /** The page opened: read page 1 and the count again (marks made elsewhere, arrivals missed offline). */
  | { type: 'notifications.refresh' }
  | { type: 'notifications.loadMore' }
  | { type: 'notifications.markRead'; id: string }
  | { type: 'notifications.markAllRead' }
  /** A change of the person's contacts (`watchContacts`); their own answer to a friend request reads its notice. */
  | { type: 'notifications.contactsChanged'; change: ContactsChange }
  | { type: 'notifications.allowAlerts' }
  /**
   * Live arrivals (none when a change of the client's list brought none), and whether the page was hidden
   * when they came.
   */
  /**
   * A chat message from someone else arrived (docs/product.md §14.6): its alert, whether the page was hidden
   * and whether the person's rules let it alert now.
   */
  | { type: 'notifications.chatArrived'; alert: SystemAlert; hidden: boolean; allowed: boolean }
  | {
      type: 'notifications.arrived'
      items: NotificationEntry[]
      hidden: boolean
      /** The arrivals the person's rules let alert now (docs/product.md §14.6): the rest only list. */
      alerting: string[]
    }
