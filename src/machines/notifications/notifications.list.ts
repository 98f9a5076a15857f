/**
 * The pure list rules of the notification centre: its row of a notification, arrivals on top once each,
 * history pages under them, read marks, and how many unread rows a change adds or removes. Kept apart so
 * they are tested alone.
 */
import { displayName, type UserLike } from '../../domain/display'
import type { Notification } from '../../domain/messages'
import { notificationRowOf } from '../../domain/messages/notification-row'
import { mergePageBy } from '../../domain/messages/paging'
import type { NotificationEntry, SenderProfiles } from './notifications.types'

/** The row the centre lists for a domain notification, with its sender's userid ('' when none). */
export const entryOf = (n: Notification): NotificationEntry => ({
  ...notificationRowOf(n),
  from: n.come_from ?? '',
})

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

/** Display names (docs/product.md §2 display rules) of the profiles read; blank names are left out. */
export const namesOf = (profiles: SenderProfiles): Record<string, string> => {
  const names: Record<string, string> = {}
  for (const [userid, profile] of Object.entries(profiles)) {
    const name = displayName(profile)
    if (name !== '') names[userid] = name
  }
  return names
}

/**
 * The senders' profiles from the reads of `userids` (`read` in the same order): a sender whose profile could
 * not be read is left out, and keeps a short id.
 */
export const profilesRead = (
  userids: readonly string[],
  read: readonly PromiseSettledResult<UserLike>[],
): SenderProfiles => {
  const profiles: SenderProfiles = {}
  read.forEach((result, index) => {
    const userid = userids[index]
    if (result.status === 'fulfilled' && userid) profiles[userid] = result.value
  })
  return profiles
}
