/** Pure helpers of the contacts machine: item keys and what a follow does to a row's follow status. */
import type { PagedList } from '../kit'
import type { ContactsItem, ContactsTab, FollowAction, Group, TabPage } from './contacts.types'

export const isGroup = (item: ContactsItem): item is Group => 'groupid' in item

export const keyOf = (item: ContactsItem): string => (isGroup(item) ? item.groupid : item.userid)

/** Whether the viewer follows the person, read from the node's `follow_status` (docs/product.md §3). */
export const iFollow = (status: string | undefined): boolean =>
  status === 'following' || status === 'follow_each'

/** Whether the person follows the viewer. */
const theyFollow = (status: string | undefined): boolean => status === 'follower' || status === 'follow_each'

/** The follow status after the viewer's follow or unfollow went through. */
export const afterFollow = (status: string | undefined, action: FollowAction): string | undefined => {
  if (action === 'follow') return theyFollow(status) ? 'follow_each' : 'following'
  return theyFollow(status) ? 'follower' : undefined
}

/**
 * Whether a person with this follow status is listed in `tab`: Contacts are mutual follows only
 * (docs/protocol.md §9.3 "Contacts are mutual follows"), Following the people the viewer follows, Followers
 * the people who follow the viewer; the request tabs list people whatever the follows.
 */
export const belongsTo = (tab: ContactsTab, status: string | undefined): boolean => {
  if (tab === 'contacts') return status === 'follow_each'
  if (tab === 'following') return iFollow(status)
  if (tab === 'followers') return theyFollow(status)
  return true
}

/**
 * The shown list once the viewer's follow or unfollow of `userid` went through: the row takes its new
 * follow status, or leaves the list (and the total) when that status no longer belongs to the tab, as
 * an unfollowed contact leaves Contacts.
 */
export const afterFollowIn = (
  tab: ContactsTab,
  list: PagedList<ContactsItem>,
  userid: string,
  action: FollowAction,
): PagedList<ContactsItem> => {
  const items = list.items.flatMap((item) => {
    if (isGroup(item) || item.userid !== userid) return [item]
    const follow_status = afterFollow(item.follow_status, action)
    return belongsTo(tab, follow_status) ? [{ ...item, follow_status }] : []
  })
  const removed = list.items.length - items.length
  return { ...list, items, total: Math.max(0, list.total - removed) }
}

/** A friend request already agreed or rejected (the node may list it with its `status`). */
const answered = (item: ContactsItem): boolean =>
  !isGroup(item) && typeof item.status === 'string' && item.status !== '' && item.status !== 'pending'

/** What a fetched page shows: received requests only while they wait for an answer. */
export const shownOf = (tab: ContactsTab, page: TabPage): TabPage => {
  if (tab !== 'received') return page
  const items = page.items.filter((item) => !answered(item))
  return { items, total: Math.max(items.length, page.total - (page.items.length - items.length)) }
}
