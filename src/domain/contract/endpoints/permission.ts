/**
 * A user's own permissions, e.g. `user:chat` (docs/protocol.md §4.4 "Permissions"). The reads answer in the
 * shape the official clients read (`data.permissions[...]`, `data.follow_status`), not a bare record.
 */
import * as z from 'zod/mini'
import { dataEndpoint, signedBy } from '../endpoint'
import { permissionsSchema, str, targetPermissionsSchema, userPermissionsSchema } from '../schemas'

export const userPermissions = dataEndpoint({
  name: 'permission.get',
  method: 'GET',
  path: '/api/get_user_permissions/',
  auth: signedBy.userSignature(),
  refusals: {},
  params: z.object({}),
  data: userPermissionsSchema,
})

export const targetUserPermissions = dataEndpoint({
  name: 'permission.target',
  read: true,
  method: 'POST',
  path: '/api/get_target_user_permissions/',
  auth: signedBy.userSignature('target_userid'),
  refusals: {},
  params: z.object({ target_userid: str }),
  data: targetPermissionsSchema,
})

/** JS signs the JSON text of the permissions object (docs/protocol.md §4.4). */
export const updateUserPermissions = dataEndpoint({
  name: 'permission.update',
  method: 'POST',
  path: '/api/update_user_permissions/',
  auth: signedBy.userSignature('permissions'),
  refusals: {},
  params: z.object({ permissions: permissionsSchema }),
  data: z.nullish(z.unknown()),
})

export const permissionEndpoints = [userPermissions, targetUserPermissions, updateUserPermissions] as const
