/** Groups and permissions (docs/protocol.md §4.4 "Groups", "Permissions"). */
import {
  createGroup,
  groupInvitation,
  groupMembers,
  groupPermissions,
  groupsInfo,
  joinGroup,
  myGroups,
  quitGroup,
  targetUserPermissions,
  updateGroupPermissions,
  updateUserPermissions,
  userPermissions,
} from '../../../src/domain/contract'
import { GROUP_PREFIX } from '../../../src/domain/protocol'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { route } from '../http/routes'
import type { GroupRecord } from '../state/groups'
import { defaultGroupPermissions } from '../state/permissions'
import { contactsOf, notify, requireUser } from './common'

const groupItem = (g: GroupRecord, viewer?: string) => ({
  groupid: g.groupid,
  group_name: g.group_name,
  avatar_url: g.avatar_url,
  avatar_base64: g.avatar_base64,
  creator_id: g.creator_id,
  ...(viewer === undefined ? {} : { is_group_member: g.members.has(viewer) }),
})

const requireGroup = (ctx: NodeContext, groupid: string): GroupRecord => {
  const group = ctx.state.groups.get(groupid)
  if (!group) throw fail.notFound('Group not found')
  return group
}

const requireMember = (group: GroupRecord, userid: string): void => {
  if (!group.members.has(userid)) throw fail.forbidden('You are not a member of this group')
}

const joinPolicy = (group: GroupRecord): unknown => group.permissions['group:join']?.value ?? 'public'

export const groupRoutes = [
  route(createGroup, ({ fields, caller = '' }, ctx) => {
    const groupid = fields.groupid || ctx.newId(GROUP_PREFIX)
    if (ctx.state.groups.get(groupid)) throw fail.conflict('Group already exists')
    const group = ctx.state.groups.create({
      groupid,
      group_name: fields.group_name ?? '',
      avatar_url: fields.avatar_url ?? '',
      avatar_base64: fields.avatar_base64 ?? '',
      creator_id: caller,
      create_at: ctx.now(),
      members: new Set([caller]),
      permissions: { ...defaultGroupPermissions(), ...fields.permissions },
    })
    return groupItem(group)
  }),

  route(myGroups, ({ caller = '' }, ctx) => ctx.state.groups.of(caller).map((g) => groupItem(g, caller))),

  route(groupMembers, ({ fields, caller = '' }, ctx) => {
    const group = requireGroup(ctx, fields.groupid)
    requireMember(group, caller)
    return contactsOf(ctx, caller, [...group.members])
  }),

  route(groupInvitation, ({ fields, caller = '' }, ctx) => {
    const group = requireGroup(ctx, fields.groupid)
    requireMember(group, caller)
    if (joinPolicy(group) === 'creator_invite_friends' && group.creator_id !== caller) {
      throw fail.forbidden('Only the creator can invite to this group')
    }
    for (const member of fields.members) requireUser(ctx, member)
    const invited = fields.members.filter((m) => !group.members.has(m))
    for (const member of invited) group.members.add(member)
    notify(ctx, invited, {
      title: 'Group invitation',
      content: group.group_name,
      type: 'system.group_invitation',
      from: caller,
      topic: group.groupid,
      metadata: { groupid: group.groupid },
    })
    return null
  }),

  route(joinGroup, ({ fields, caller = '' }, ctx) => {
    const group = requireGroup(ctx, fields.groupid)
    if (joinPolicy(group) !== 'public') throw fail.forbidden('This group can only be joined by invitation')
    group.members.add(caller)
    return null
  }),

  route(quitGroup, ({ fields, caller = '' }, ctx) => {
    const group = requireGroup(ctx, fields.groupid)
    requireMember(group, caller)
    group.members.delete(caller)
    return null
  }),

  route(groupsInfo, ({ fields, caller = '' }, ctx) =>
    fields.groupid_list.flatMap((id) => {
      const group = ctx.state.groups.get(id)
      return group ? [groupItem(group, caller)] : []
    }),
  ),

  route(groupPermissions, ({ fields }, ctx) => requireGroup(ctx, fields.groupid).permissions),

  route(updateGroupPermissions, ({ fields, caller = '' }, ctx) => {
    const group = requireGroup(ctx, fields.groupid)
    if (group.creator_id !== caller) throw fail.forbidden('Only the creator can change group permissions')
    group.permissions = { ...group.permissions, ...fields.permissions }
    return null
  }),

  route(userPermissions, ({ caller = '' }, ctx) => ctx.state.permissions.get(caller)),

  route(targetUserPermissions, ({ fields }, ctx) => {
    requireUser(ctx, fields.target_userid)
    return ctx.state.permissions.get(fields.target_userid)
  }),

  route(updateUserPermissions, ({ fields, caller = '' }, ctx) => {
    ctx.state.permissions.update(caller, fields.permissions)
    return null
  }),
]
