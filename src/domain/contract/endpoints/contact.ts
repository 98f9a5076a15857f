/** Follows, contacts and friend requests (docs/protocol.md §4.4 "Contacts / following / friends", §9.1, §9.3). */
import * as z from 'zod/mini'
import { dataEndpoint, listEndpoint, signedBy } from '../endpoint'
import { refuse } from '../refusals'
import { contactSchema, didType, num, optStr, paging, str } from '../schemas'

/**
 * Wallet-signed follow or unfollow. The action is passed through as given (docs/product.md §4): JS sends
 * `follow`/`cancel`, Flutter `follow`/`unfollow`; which values a node acts on is the node's rule
 * (docs/protocol.md §9.1), so the contract only asks for a value.
 */
export const following = dataEndpoint({
  name: 'contact.follow',
  method: 'POST',
  path: '/api/following/',
  auth: { kind: 'wallet', content: 'sign_content' },
  refusals: {
    userNotFound: refuse.userNotFound('the user or the one to follow has no account'),
    forbidden: refuse.forbidden("the wallet (or its Stark key) is not the user's registered one"),
  },
  params: z.object({
    userid: str,
    target_userid: str,
    action: z.string().check(z.minLength(1), z.maxLength(64)),
    did_type: didType,
    did_signature: str,
    did_pubkey: optStr,
    sign_content: str,
    timestamp: num,
    address: optStr,
    content: optStr,
  }),
  data: z.nullish(z.unknown()),
})

const followList = {
  method: 'GET',
  auth: signedBy.userSignature(),
  refusals: {},
  params: z.object({ ...paging, follow_status: optStr }),
  item: contactSchema,
  list: { items: 'user_list', total: 'total_count' },
} as const

export const followers = listEndpoint({
  ...followList,
  name: 'contact.followers',
  path: '/api/user_followers/',
})
export const followingList = listEndpoint({
  ...followList,
  name: 'contact.following',
  path: '/api/user_following/',
})
export const followContacts = listEndpoint({
  ...followList,
  name: 'contact.followContacts',
  path: '/api/user_follow_contacts/',
})

export const addFriend = dataEndpoint({
  name: 'contact.addFriend',
  method: 'POST',
  path: '/api/contacts/add_friends/',
  auth: signedBy.signature('target_userid', 'content'),
  refusals: { forbidden: refuse.forbidden('the user does not accept friend requests') },
  params: z.object({ target_userid: str, content: z.optional(z.string().check(z.maxLength(1000))) }),
  data: z.nullish(z.unknown()),
})

const requestList = {
  method: 'GET',
  auth: signedBy.signature(),
  refusals: {},
  params: z.object({ ...paging }),
  item: contactSchema,
  list: { items: 'result', total: 'total' },
} as const

export const sentFriendRequests = listEndpoint({
  ...requestList,
  name: 'contact.sentRequests',
  path: '/api/contacts/add_friends/',
})
export const receivedFriendRequests = listEndpoint({
  ...requestList,
  name: 'contact.receivedRequests',
  path: '/api/contacts/friend_requests/',
})

export const handleFriendRequest = dataEndpoint({
  name: 'contact.handleRequest',
  method: 'POST',
  path: '/api/contacts/friend_requests/',
  auth: signedBy.signature('action', 'target_userid'),
  refusals: { notFound: refuse.notFound('no friend request from that user') },
  params: z.object({ target_userid: str, action: z.enum(['agree', 'reject']) }),
  data: z.nullish(z.unknown()),
})

export const searchContacts = listEndpoint({
  name: 'contact.search',
  method: 'GET',
  path: '/api/contacts/search/',
  auth: signedBy.signature('keyword'),
  refusals: {},
  params: z.object({ keyword: str, ...paging }),
  item: contactSchema,
  list: { items: 'result', total: 'total' },
})

export const publishToFollowers = dataEndpoint({
  name: 'notify.publishToFollowers',
  method: 'POST',
  path: '/api/publish_notification_to_followers/',
  auth: signedBy.userSignature('title'),
  refusals: {},
  params: z.object({
    title: z.string().check(z.minLength(1), z.maxLength(200)),
    content: z.optional(z.string()),
  }),
  data: z.nullish(z.unknown()),
})

export const contactEndpoints = [
  following,
  followers,
  followingList,
  followContacts,
  addFriend,
  sentFriendRequests,
  receivedFriendRequests,
  handleFriendRequest,
  searchContacts,
  publishToFollowers,
] as const
