/** Groups and permissions (docs/protocol.md §4.4 "Groups", "Permissions"); joining is in group-join.ts. */
import {
  createGroup,
  groupInvitation,
  groupMembers,
  groupPermissions,
  groupsInfo,
  myGroups,
  quitGroup,
  targetUserPermissions,
  updateGroupPermissions,
  updateUserPermissions,
  userPermissions,
} from '#domain/contract'
import { GROUP_PREFIX, isGroupTopic } from '#domain/protocol'
import { fail } from '../failure'
import { route } from '../http/routes'
import { defaultGroupPermissions } from '../state/permissions'
import { contactsOf, notify, requireUser } from './common'
import {
  groupItem,
  isNftVariant,
  JoinPolicy,
  joinPolicy,
  requireCreator,
  requireGroup,
  requireMember,
} from './group-common'
import { groupJoinRoutes } from './group-join'

export const groupRoutes = [
  route(createGroup, ({ fields, caller = '' }, ctx) => {
    // Messages reach a group by its `group:` topic; any other id would make them direct messages.
    if (fields.groupid && !isGroupTopic(fields.groupid))
      throw fail.badRequest(`A group id starts with "${GROUP_PREFIX}"`)
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
      nfts: fields.nfts ?? [],
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
    if (joinPolicy(group) === JoinPolicy.invite) requireCreator(group, caller, 'invite to this group')
    for (const member of fields.members) requireUser(ctx, member)
    const invited = fields.members.filter((m) => !group.members.has(m))
    for (const member of invited) {
      group.members.add(member)
      group.requests.delete(member)
    }
    ctx.state.groups.save(group)
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

  ...groupJoinRoutes,

  route(quitGroup, ({ fields, caller = '' }, ctx) => {
    const group = requireGroup(ctx, fields.groupid)
    requireMember(group, caller)
    group.members.delete(caller)
    ctx.state.groups.save(group)
    return null
  }),

  route(groupsInfo, ({ fields, caller = '' }, ctx) =>
    fields.groupid_list.flatMap((id) => {
      const group = ctx.state.groups.get(id)
      return group ? [groupItem(group, caller)] : []
    }),
  ),

  route(groupPermissions, ({ fields }, ctx) => {
    const group = requireGroup(ctx, fields.groupid)
    const nfts = group.nfts.length > 0 ? { nfts: group.nfts } : {}
    return { groupid: group.groupid, permissions: group.permissions, ...nfts }
  }),

  route(updateGroupPermissions, ({ fields, caller = '' }, ctx) => {
    const group = requireGroup(ctx, fields.groupid)
    requireCreator(group, caller, 'change group permissions')
    if (isNftVariant(updateGroupPermissions, fields)) group.nfts = fields.nfts ?? []
    group.permissions = { ...group.permissions, ...fields.permissions }
    ctx.state.groups.save(group)
    return null
  }),

  route(userPermissions, ({ caller = '' }, ctx) => ({ permissions: ctx.state.permissions.get(caller) })),

  route(targetUserPermissions, ({ fields, caller = '' }, ctx) => {
    const target = requireUser(ctx, fields.target_userid).userid
    return {
      target_userid: target,
      permissions: ctx.state.permissions.get(target),
      follow_status: ctx.state.social.status(caller, target) ?? ('' as const),
    }
  }),

  route(updateUserPermissions, ({ fields, caller = '' }, ctx) => {
    ctx.state.permissions.update(caller, fields.permissions)
    return null
  }),
]
