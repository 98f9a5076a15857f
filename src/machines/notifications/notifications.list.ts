/**
 * The pure list rules of the notification centre: its row of a notification and where it leads, arrivals on
 * top once each, history pages under them, read marks, and how many unread rows a change adds or removes.
 * Kept apart so they are tested alone.
 */
import type { Notification } from '../../domain/messages'
import { notificationRowOf } from '../../domain/messages/notification-row'
import { mergePageBy } from '../../domain/messages/paging'
import type { ContactsChange } from '../../sdk/contact/contact'
import type { NotificationEntry, NotificationTarget } from './notifications.types'

// The centre's senders are named as every list names people it knows by userid (kit/people-names.ts).
export { namesOf, profilesRead } from '../kit/people-names'

/** The notice types that name a place (docs/protocol.md §9.6). */
const FRIEND_REQUEST = 'system.friend_request'
const AGREE_FRIEND_REQUEST = 'system.agree_friend_request'
const GROUP_NOTICES = new Set([
  'system.group_invitation',
  'system.group.agree_join_request',
  'group_invitation',
])

const textField = (metadata: Notification['metadata'], key: string): string => {
  const value = metadata?.[key]
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * Where a notification leads (docs/protocol.md §9.6): a friend request or its acceptance to the sender
 * (`come_from`, else `metadata.userid`), a group invitation or an approved join to `metadata.groupid`.
 * A notice missing the field it needs leads nowhere rather than somewhere wrong.
 */
export const targetOf = (n: Notification): NotificationTarget | undefined => {
  if (n.type === FRIEND_REQUEST || n.type === AGREE_FRIEND_REQUEST) {
    const userid = n.come_from?.trim() || textField(n.metadata, 'userid')
    if (userid === '') return undefined
    return n.type === FRIEND_REQUEST ? { kind: 'friendRequest', userid } : { kind: 'person', userid }
  }
  if (!GROUP_NOTICES.has(n.type)) return undefined
  const groupid = textField(n.metadata, 'groupid')
  return groupid === '' ? undefined : { kind: 'group', groupid }
}

/** The row the centre lists for a domain notification, with its sender's userid ('' when none). */
export const entryOf = (n: Notification): NotificationEntry => {
  const target = targetOf(n)
  return { ...notificationRowOf(n), from: n.come_from ?? '', ...(target ? { target } : {}) }
}

/**
 * Whose friend request the person answered (agree or reject), if `change` tells one: the SDK tells the
 * person's own answer with no notification, the other side's with the notification that brought it.
 */
export const answeredRequestOf = (change: ContactsChange): string | undefined => {
  if (change.kind !== 'contact' || change.change.notification) return undefined
  const { action, userid } = change.change
  return action === 'agree' || action === 'reject' ? userid : undefined
}

/** The unread friend requests of `userid` listed: once the person answered, they are read too. */
export const answeredRequestIds = (entries: readonly NotificationEntry[], userid: string): string[] =>
  entries
    .filter(
      (entry) => !entry.read && entry.target?.kind === 'friendRequest' && entry.target.userid === userid,
    )
    .map((entry) => entry.id)

/** `queue` with `ids` added once each, leaving out the ids being marked already. */
export const enqueued = (
  queue: readonly string[],
  marking: readonly string[],
  ids: readonly string[],
): string[] => {
  const skip = new Set([...queue, ...marking])
  return [...queue, ...ids.filter((id) => !skip.has(id))]
}

const idOf = (entry: NotificationEntry): string => entry.id

/** The arrivals not listed yet, newest first. */
export const newArrivals = (
  shown: readonly NotificationEntry[],
  arrived: readonly NotificationEntry[],
): NotificationEntry[] => {
  const listed = new Set(shown.map(idOf))
  return arrived.filter((entry) => !listed.has(entry.id)).sort((a, b) => b.timestamp - a.timestamp)
}

/** Live arrivals go on top, newest first; rows already listed stay where they are. */
export const withArrivals = (
  shown: readonly NotificationEntry[],
  arrived: readonly NotificationEntry[],
): NotificationEntry[] => mergePageBy(newArrivals(shown, arrived), shown, 2, idOf)

/** A history page under what is shown: rows a later page repeats (the list shifted) keep their place. */
export const withPage = (
  shown: readonly NotificationEntry[],
  page: readonly NotificationEntry[],
): NotificationEntry[] => mergePageBy(shown, page, 2, idOf)

/** Page 1 read again: its rows (fresh read marks) first, then the rows shown that it no longer holds. */
export const withFreshFirstPage = (
  shown: readonly NotificationEntry[],
  page: readonly NotificationEntry[],
): NotificationEntry[] => mergePageBy(page, shown, 2, idOf)

/** The rows of `ids` read; returns the new list and how many of them were unread before. */
export const markedRead = (
  entries: readonly NotificationEntry[],
  ids: readonly string[],
): { entries: NotificationEntry[]; newlyRead: number } => {
  const wanted = new Set(ids)
  let newlyRead = 0
  const next = entries.map((entry) => {
    if (!wanted.has(entry.id) || entry.read) return entry
    newlyRead++
    return { ...entry, read: true }
  })
  return { entries: next, newlyRead }
}

/** Senders of `entries` not yet asked for, each once. */
export const unaskedSenders = (entries: readonly NotificationEntry[], asked: readonly string[]): string[] => {
  const done = new Set(asked)
  return [...new Set(entries.map((entry) => entry.from))].filter((from) => from !== '' && !done.has(from))
}
