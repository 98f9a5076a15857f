/** Pure helpers of the contacts machine: item keys and what a follow does to a row's follow status. */
import type { ContactsItem, ContactsTab, FollowAction, Group, TabPage } from './contacts.types'

export const isGroup = (item: ContactsItem): item is Group => 'groupid' in item

export const keyOf = (item: ContactsItem): string => (isGroup(item) ? item.groupid : item.userid)

/** Whether the viewer follows the person, read from the node's `follow_status` (docs/product.md §3). */
export const iFollow = (status: string | undefined): boolean =>
  status === 'following' || status === 'follow_each'

/** The follow status after the viewer's follow or unfollow went through. */
export const afterFollow = (status: string | undefined, action: FollowAction): string | undefined => {
  const theyFollow = status === 'follower' || status === 'follow_each'
  if (action === 'follow') return theyFollow ? 'follow_each' : 'following'
  return theyFollow ? 'follower' : undefined
}

/** The items with one person's follow status replaced. */
export const withFollow = (
  items: readonly ContactsItem[],
  userid: string,
  action: FollowAction,
): ContactsItem[] =>
  items.map((item) =>
    !isGroup(item) && item.userid === userid
      ? { ...item, follow_status: afterFollow(item.follow_status, action) }
      : item,
  )

/** A friend request already agreed or rejected (the node may list it with its `status`). */
const answered = (item: ContactsItem): boolean =>
  !isGroup(item) && typeof item.status === 'string' && item.status !== '' && item.status !== 'pending'

/** What a fetched page shows: received requests only while they wait for an answer. */
export const shownOf = (tab: ContactsTab, page: TabPage): TabPage => {
  if (tab !== 'received') return page
  const items = page.items.filter((item) => !answered(item))
  return { items, total: Math.max(items.length, page.total - (page.items.length - items.length)) }
}
