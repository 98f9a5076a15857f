/** What the group routes share: the group item, lookups that refuse, and the join policy in force. */
import type { Endpoint } from '#domain/contract'
import { GROUP_JOIN_PERMISSION, GroupJoinValue, hashedVariantOf } from '#domain/contract'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import type { GroupRecord } from '../state/groups'

export const groupItem = (g: GroupRecord, viewer?: string) => ({
  groupid: g.groupid,
  group_name: g.group_name,
  avatar_url: g.avatar_url,
  avatar_base64: g.avatar_base64,
  creator_id: g.creator_id,
  ...(viewer === undefined ? {} : { is_group_member: g.members.has(viewer) }),
})

export const requireGroup = (ctx: NodeContext, groupid: string): GroupRecord => {
  const group = ctx.state.groups.get(groupid)
  if (!group) throw fail.notFound('Group not found')
  return group
}

export const requireMember = (group: GroupRecord, userid: string): void => {
  if (!group.members.has(userid)) throw fail.forbidden('You are not a member of this group')
}

export const requireCreator = (group: GroupRecord, userid: string, action: string): void => {
  if (group.creator_id !== userid) throw fail.forbidden(`Only the creator can ${action}`)
}

/** The `group:join` values of docs/protocol.md §4.4 "Groups", as the contract names them. */
export const JoinPolicy = GroupJoinValue

export const joinPolicy = (group: GroupRecord): unknown =>
  group.permissions[GROUP_JOIN_PERMISSION]?.value ?? GroupJoinValue.public

/**
 * Whether the request is the NFT variant (docs/protocol.md §4.4 "Groups"). The router has verified its
 * session signature over the hash recomputed from the fields, which a differing `payload_hash` fails.
 */
export const isNftVariant = (endpoint: Endpoint, fields: Readonly<Record<string, unknown>>): boolean =>
  hashedVariantOf(endpoint.auth, fields) !== undefined
