/**
 * Joining a group under its `group:join` policy, and the wallet-signed join request and approval of the
 * creator-approval policy (docs/protocol.md §4.4 "Groups", §9.2). What each policy admits is in
 * mock-node/README.md.
 */
import { approveJoinRequest, groupJoinRequest, joinGroup } from '#domain/contract'
import { groupJoinApproveNonce, groupJoinRequestNonce } from '#domain/signing/group-text'
import { SignedPurpose } from '#domain/signing/signed-text'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { route } from '../http/routes'
import type { GroupRecord } from '../state/groups'
import type { UserRecord } from '../state/users'
import { notify, requireUser, verifyUserWallet } from './common'
import { groupItem, JoinPolicy, joinPolicy, requireCreator, requireGroup } from './group-common'

/** Refuses a direct join the group's policy does not allow. */
const refuseDirectJoin = (group: GroupRecord): void => {
  switch (joinPolicy(group)) {
    case JoinPolicy.public:
      return
    case JoinPolicy.nft:
      // The node cannot see chains: it admits only where the group names the NFTs that would be checked.
      if (group.nfts.length > 0) return
      throw fail.forbidden('This group admits NFT holders but names no NFT')
    case JoinPolicy.approval:
      throw fail.forbidden("This group admits members by the creator's approval: send a join request")
    default:
      throw fail.forbidden('This group can only be joined by invitation')
  }
}

interface WalletFields {
  userid: string
  timestamp: number
  did_type: string
  did_signature: string
  did_pubkey?: string
  sign_content: string
  wallet_address?: string
}

/**
 * The signer's registered wallet signed the text, once, and the text is the one for this action: its purpose
 * line and the nonce rebuilt from this request's fields, so a signature made for anything else is refused.
 */
const verifyPurpose = (
  ctx: NodeContext,
  fields: WalletFields,
  purpose: string,
  nonce: string,
): UserRecord => {
  const user = requireUser(ctx, fields.userid)
  verifyUserWallet(ctx, user, {
    didType: fields.did_type,
    address: fields.wallet_address || user.did_value,
    didPubkey: fields.did_pubkey,
    content: fields.sign_content,
    signature: fields.did_signature,
    timestamp: fields.timestamp,
    expected: { purposes: [purpose], nonces: [nonce] },
  })
  return user
}

export const groupJoinRoutes = [
  route(joinGroup, ({ fields, caller = '' }, ctx) => {
    const group = requireGroup(ctx, fields.groupid)
    if (!group.members.has(caller)) refuseDirectJoin(group)
    group.members.add(caller)
    ctx.state.groups.save(group)
    return groupItem(group, caller)
  }),

  route(groupJoinRequest, ({ fields }, ctx) => {
    const reason = fields.request_reason ?? ''
    const nonce = groupJoinRequestNonce({ ...fields, requestReason: reason })
    const user = verifyPurpose(ctx, fields, SignedPurpose.groupJoinRequest, nonce)
    const group = requireGroup(ctx, fields.groupid)
    if (group.members.has(user.userid)) throw fail.conflict('You are already a member of this group')
    if (joinPolicy(group) !== JoinPolicy.approval)
      throw fail.forbidden("This group does not admit members by the creator's approval")
    group.requests.set(user.userid, { userid: user.userid, reason, created_at: ctx.now() })
    ctx.state.groups.save(group)
    notify(ctx, [group.creator_id], {
      title: 'Group join request',
      content: reason,
      type: 'system.group.join_request',
      from: user.userid,
      topic: group.groupid,
      metadata: { groupid: group.groupid, userid: user.userid },
    })
    return null
  }),

  route(approveJoinRequest, ({ fields }, ctx) => {
    const reason = fields.reason ?? ''
    const nonce = groupJoinApproveNonce({ ...fields, requestUserid: fields.request_userid, reason })
    const user = verifyPurpose(ctx, fields, SignedPurpose.groupJoinApprove, nonce)
    const group = requireGroup(ctx, fields.groupid)
    requireCreator(group, user.userid, 'answer join requests')
    if (!group.requests.delete(fields.request_userid)) throw fail.notFound('Join request not found')
    if (fields.status === 1) group.members.add(fields.request_userid)
    ctx.state.groups.save(group)
    if (fields.status === 1) {
      notify(ctx, [fields.request_userid], {
        title: 'Join request approved',
        content: group.group_name,
        type: 'system.group.agree_join_request',
        from: user.userid,
        topic: group.groupid,
        metadata: { groupid: group.groupid },
      })
    }
    return null
  }),
]
