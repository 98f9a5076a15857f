/**
 * What a follow, an unfollow or an agreed friend request does to the lists `ContactModule` holds, so they say
 * what the node now says without waiting for the next fetch. A contact is a mutual follow and an agreed
 * friend request is two follows (docs/protocol.md §9.3 "Contacts are mutual follows").
 */
import type { Contact } from '../../domain/contract'

export interface HeldLists {
  contactList: Contact[]
  followerList: Contact[]
  followingList: Contact[]
}

const FOLLOW_EACH = 'follow_each'

const without = (list: readonly Contact[], userid: string): Contact[] =>
  list.filter((c) => c.userid !== userid)

const withStatus = (list: readonly Contact[], userid: string, status: string): Contact[] =>
  list.map((c) => (c.userid === userid ? { ...c, follow_status: status } : c))

/** `person` as a mutual follow, at the end of `list` unless it is there already (then its status changes). */
const asMutual = (list: readonly Contact[], person: Contact): Contact[] =>
  list.some((c) => c.userid === person.userid)
    ? withStatus(list, person.userid, FOLLOW_EACH)
    : [...list, { ...person, follow_status: FOLLOW_EACH }]

/**
 * After my unfollow of `userid`: gone from my contacts and my following; still my follower if they were.
 * After my follow: a follower of mine becomes a contact and someone I follow.
 */
export const afterMyFollow = (lists: HeldLists, userid: string, follow: boolean): HeldLists => {
  if (!follow) {
    return {
      contactList: without(lists.contactList, userid),
      followingList: without(lists.followingList, userid),
      followerList: lists.followerList.map((c) =>
        c.userid === userid && c.follow_status === FOLLOW_EACH ? { ...c, follow_status: 'follower' } : c,
      ),
    }
  }
  const follower = lists.followerList.find((c) => c.userid === userid)
  if (!follower) {
    return { ...lists, followingList: withStatus(lists.followingList, userid, 'following') }
  }
  return {
    contactList: asMutual(lists.contactList, follower),
    followerList: withStatus(lists.followerList, userid, FOLLOW_EACH),
    followingList: asMutual(lists.followingList, follower),
  }
}

/** The profile fields of a friend request's row, without the request's own (note, status, time). */
const profileOf = ({ content: _c, status: _s, timestamp: _t, ...person }: Contact): Contact => person

/** After a friend request with `person` was agreed: we follow each other, so they are in all three lists. */
export const afterAgreed = (lists: HeldLists, person: Contact): HeldLists => {
  const mutual = profileOf(person)
  return {
    contactList: asMutual(lists.contactList, mutual),
    followerList: asMutual(lists.followerList, mutual),
    followingList: asMutual(lists.followingList, mutual),
  }
}
