/** Follows (wallet-signed), friend requests, contacts and publishing to followers (docs/protocol.md §9.1, §9.3, §9.7). */
import {
  addFriend,
  followContacts,
  followers,
  following,
  followingList,
  handleFriendRequest,
  publishToFollowers,
  receivedFriendRequests,
  searchContacts,
  sentFriendRequests,
} from '#domain/contract'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { route } from '../http/routes'
import { followText } from '../security/purpose'
import type { FriendRequest } from '../state/social'
import { contactOf, contactsOf, notify, requireUser, verifyUserWallet } from './common'

const byStatus = <T extends { follow_status?: string }>(items: T[], status: string | undefined): T[] =>
  status ? items.filter((i) => i.follow_status === status) : items

const requestItem = (ctx: NodeContext, viewer: string, other: string, request: FriendRequest) => ({
  ...contactOf(ctx, viewer, requireUser(ctx, other)),
  content: request.content,
  status: request.status,
  timestamp: request.created_at,
})

export const socialRoutes = [
  route(following, ({ fields }, ctx) => {
    const user = requireUser(ctx, fields.userid)
    const target = requireUser(ctx, fields.target_userid)
    if (user.userid === target.userid) throw fail.badRequest('You cannot follow yourself')
    verifyUserWallet(ctx, user, {
      didType: fields.did_type,
      // JS sends the signing address; other SDKs leave it out and mean the registered wallet.
      address: fields.address || user.did_value,
      didPubkey: fields.did_pubkey,
      content: fields.sign_content,
      signature: fields.did_signature,
      timestamp: fields.timestamp,
      expected: followText(fields),
    })
    if (fields.action === 'follow') {
      const already = ctx.state.social.isFollowing(user.userid, target.userid)
      ctx.state.social.follow(user.userid, target.userid)
      if (!already) {
        notify(ctx, [target.userid], {
          title: 'New follower',
          content: `${user.nickname || user.did_value} followed you`,
          type: 'system.followed',
          from: user.userid,
          metadata: { userid: user.userid },
        })
      }
    } else if (fields.action === 'cancel' || fields.action === 'unfollow') {
      ctx.state.social.unfollow(user.userid, target.userid)
    } else {
      // The contract passes any action through; an unknown one must not silently unfollow (docs/protocol.md §9.1).
      throw fail.badRequest(`Unknown follow action: ${fields.action}`)
    }
    return null
  }),

  route(followers, ({ fields, caller = '' }, ctx) =>
    byStatus(contactsOf(ctx, caller, ctx.state.social.followersOf(caller)), fields.follow_status),
  ),
  route(followingList, ({ fields, caller = '' }, ctx) =>
    byStatus(contactsOf(ctx, caller, ctx.state.social.followingOf(caller)), fields.follow_status),
  ),
  route(followContacts, ({ fields, caller = '' }, ctx) =>
    byStatus(contactsOf(ctx, caller, ctx.state.social.contactsOf(caller)), fields.follow_status),
  ),

  route(addFriend, ({ fields, caller = '' }, ctx) => {
    const target = requireUser(ctx, fields.target_userid)
    if (target.userid === caller) throw fail.badRequest('You cannot send a friend request to yourself')
    const policy = ctx.state.permissions.get(target.userid)['user:friend_request']?.value
    if (policy === 'deny_all') throw fail.forbidden('This user does not accept friend requests')
    ctx.state.social.addRequest({
      from: caller,
      to: target.userid,
      content: fields.content ?? '',
      created_at: ctx.now(),
      status: 'pending',
    })
    notify(ctx, [target.userid], {
      title: 'Friend request',
      content: fields.content ?? '',
      type: 'system.friend_request',
      from: caller,
      metadata: { userid: caller },
    })
    if (policy === 'public') {
      ctx.state.social.answer(target.userid, caller, 'agree')
      notify(ctx, [caller], {
        title: 'Friend request accepted',
        content: '',
        type: 'system.agree_friend_request',
        from: target.userid,
        metadata: { userid: target.userid },
      })
    }
    return null
  }),

  route(sentFriendRequests, ({ caller = '' }, ctx) =>
    ctx.state.social.sentBy(caller).map((r) => requestItem(ctx, caller, r.to, r)),
  ),
  route(receivedFriendRequests, ({ caller = '' }, ctx) =>
    ctx.state.social.receivedBy(caller).map((r) => requestItem(ctx, caller, r.from, r)),
  ),

  route(handleFriendRequest, ({ fields, caller = '' }, ctx) => {
    const answered = ctx.state.social.answer(caller, fields.target_userid, fields.action)
    if (!answered) throw fail.notFound('Friend request not found')
    if (fields.action === 'agree') {
      notify(ctx, [fields.target_userid], {
        title: 'Friend request accepted',
        content: '',
        type: 'system.agree_friend_request',
        from: caller,
        metadata: { userid: caller },
      })
    }
    return null
  }),

  route(searchContacts, ({ fields, caller = '' }, ctx) => {
    const needle = fields.keyword.toLowerCase()
    return contactsOf(ctx, caller, ctx.state.social.contactsOf(caller)).filter(
      (c) =>
        c.userid.toLowerCase().includes(needle) ||
        c.nickname.toLowerCase().includes(needle) ||
        c.wallet_address.toLowerCase().includes(needle),
    )
  }),

  route(publishToFollowers, ({ fields, caller = '' }, ctx) => {
    notify(ctx, ctx.state.social.followersOf(caller), {
      title: fields.title,
      content: fields.content ?? '',
      type: 'subscription',
      from: caller,
      topic: caller,
    })
    return null
  }),
]
