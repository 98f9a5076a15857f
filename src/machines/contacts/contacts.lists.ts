/** Pure helpers of the contacts machine: item keys and what a follow does to a row's follow status. */
import type { ContactsItem, FollowAction, Group } from './contacts.types'

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
