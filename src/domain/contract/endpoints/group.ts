/** Groups and permissions (docs/protocol.md §4.4 "Groups", "Permissions"). */
import * as z from 'zod/mini'
import { dataEndpoint, listEndpoint, signedBy } from '../endpoint'
import { contactSchema, groupSchema, optStr, paging, permissionsSchema, str, strList } from '../schemas'

export const createGroup = dataEndpoint({
  name: 'group.create',
  method: 'POST',
  path: '/api/groups/',
  auth: signedBy.signature('groupid'),
  params: z.object({
    group_name: z.optional(z.string().check(z.maxLength(100))),
    groupid: optStr,
    avatar_url: optStr,
    avatar_base64: optStr,
    permissions: z.optional(permissionsSchema),
  }),
  data: groupSchema,
})

export const myGroups = listEndpoint({
  name: 'group.list',
  method: 'GET',
  path: '/api/groups/',
  auth: signedBy.signature(),
  params: z.object({ ...paging }),
  item: groupSchema,
  list: { items: 'result', total: 'total' },
})

export const groupMembers = listEndpoint({
  name: 'group.members',
  method: 'GET',
  path: '/api/group_members/',
  auth: signedBy.signature('groupid'),
  params: z.object({ groupid: str, ...paging }),
  item: contactSchema,
  list: { items: 'result', total: 'total' },
})

export const groupInvitation = dataEndpoint({
  name: 'group.invite',
  method: 'POST',
  path: '/api/group_invitation/',
  auth: signedBy.signature('groupid'),
  params: z.object({ groupid: str, members: strList }),
  data: z.nullish(z.unknown()),
})

export const joinGroup = dataEndpoint({
  name: 'group.join',
  method: 'POST',
  path: '/api/user_join_group/',
  auth: signedBy.userSignature('groupid'),
  params: z.object({ groupid: str }),
  data: z.nullish(z.unknown()),
})

export const quitGroup = dataEndpoint({
  name: 'group.quit',
  method: 'POST',
  path: '/api/quit_group/',
  auth: signedBy.userSignature('groupid'),
  params: z.object({ groupid: str }),
  data: z.nullish(z.unknown()),
})

export const groupsInfo = listEndpoint({
  name: 'group.info',
  method: 'POST',
  path: '/api/groups/info/',
  auth: signedBy.userSignature(),
  params: z.object({ groupid_list: strList }),
  item: groupSchema,
  list: { items: 'data_list', total: 'total_count' },
})

export const groupPermissions = dataEndpoint({
  name: 'group.permissions',
  method: 'GET',
  path: '/api/get_group_permissions/',
  auth: signedBy.userSignature('groupid'),
  params: z.object({ groupid: str }),
  data: permissionsSchema,
})

export const updateGroupPermissions = dataEndpoint({
  name: 'group.updatePermissions',
  method: 'POST',
  path: '/api/update_group_permissions/',
  auth: signedBy.userSignature('groupid'),
  params: z.object({ groupid: str, permissions: permissionsSchema }),
  data: z.nullish(z.unknown()),
})

export const userPermissions = dataEndpoint({
  name: 'permission.get',
  method: 'GET',
  path: '/api/get_user_permissions/',
  auth: signedBy.userSignature(),
  params: z.object({}),
  data: permissionsSchema,
})

export const targetUserPermissions = dataEndpoint({
  name: 'permission.target',
  method: 'POST',
  path: '/api/get_target_user_permissions/',
  auth: signedBy.userSignature('target_userid'),
  params: z.object({ target_userid: str }),
  data: permissionsSchema,
})

/** JS signs the JSON text of the permissions object (docs/protocol.md §4.4). */
export const updateUserPermissions = dataEndpoint({
  name: 'permission.update',
  method: 'POST',
  path: '/api/update_user_permissions/',
  auth: signedBy.userSignature('permissions'),
  params: z.object({ permissions: permissionsSchema }),
  data: z.nullish(z.unknown()),
})

export const groupEndpoints = [
  createGroup,
  myGroups,
  groupMembers,
  groupInvitation,
  joinGroup,
  quitGroup,
  groupsInfo,
  groupPermissions,
  updateGroupPermissions,
  userPermissions,
  targetUserPermissions,
  updateUserPermissions,
] as const
