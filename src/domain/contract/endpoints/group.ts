/** Groups and permissions (docs/protocol.md §4.4 "Groups", "Permissions"). */
import * as z from 'zod/mini'
import { SignatureField } from '../../config'
import { dataEndpoint, type HashedVariant, listEndpoint, session, signedBy } from '../endpoint'
import {
  contactSchema,
  didType,
  groupPermissionsSchema,
  groupSchema,
  nftSchema,
  num,
  optStr,
  paging,
  permissionsSchema,
  str,
  strList,
} from '../schemas'

/** With `nfts`, create and update sign hex sha256(userid + groupid + JSON(permissions) + JSON(nfts) + timestamp). */
const NFT_PAYLOAD_HASH: HashedVariant = {
  when: 'nfts',
  parts: ['userid', 'groupid', 'permissions', 'nfts', 'timestamp'],
}
const nfts = z.optional(z.array(nftSchema))

export const createGroup = dataEndpoint({
  name: 'group.create',
  method: 'POST',
  path: '/api/groups/',
  auth: session(SignatureField.signature, ['userid', 'groupid', 'timestamp'], 'userid', NFT_PAYLOAD_HASH),
  params: z.object({
    group_name: z.optional(z.string().check(z.maxLength(100))),
    groupid: optStr,
    avatar_url: optStr,
    avatar_base64: optStr,
    permissions: z.optional(permissionsSchema),
    nfts,
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
  // The JS SDK reads the member count from total_count.
  list: { items: 'result', total: 'total', totalCount: true },
})

export const groupInvitation = dataEndpoint({
  name: 'group.invite',
  method: 'POST',
  path: '/api/group_invitation/',
  auth: signedBy.signature('groupid'),
  params: z.object({ groupid: str, members: strList }),
  data: z.nullish(z.unknown()),
})

/** Answers the group joined (the JS SDK adds it to its chat list from the answer). */
export const joinGroup = dataEndpoint({
  name: 'group.join',
  method: 'POST',
  path: '/api/user_join_group/',
  auth: signedBy.userSignature('groupid'),
  params: z.object({ groupid: str }),
  data: groupSchema,
})

const walletProof = {
  userid: str,
  groupid: str,
  did_type: didType,
  did_signature: str,
  did_pubkey: optStr,
  sign_content: str,
  /** The signing wallet; the registered one when absent. */
  wallet_address: optStr,
  timestamp: num,
}

/** Asks to join a group that admits by the creator's approval; the wallet signs docs/protocol.md §9.2. */
export const groupJoinRequest = dataEndpoint({
  name: 'group.joinRequest',
  method: 'POST',
  path: '/api/group/user_join_request/',
  auth: { kind: 'wallet', content: 'sign_content' },
  params: z.object({ ...walletProof, request_reason: optStr }),
  data: z.nullish(z.unknown()),
})

/** The creator approves (status 1) or rejects (0) a join request; the wallet signs docs/protocol.md §9.2. */
export const approveJoinRequest = dataEndpoint({
  name: 'group.approveJoinRequest',
  method: 'POST',
  path: '/api/group/approve_join_request/',
  auth: { kind: 'wallet', content: 'sign_content' },
  params: z.object({
    ...walletProof,
    request_userid: str,
    status: z.union([z.literal(0), z.literal(1)]),
    reason: optStr,
  }),
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
  data: groupPermissionsSchema,
})

export const updateGroupPermissions = dataEndpoint({
  name: 'group.updatePermissions',
  method: 'POST',
  path: '/api/update_group_permissions/',
  auth: session(SignatureField.userSignature, ['userid', 'groupid', 'timestamp'], 'userid', NFT_PAYLOAD_HASH),
  params: z.object({ groupid: str, permissions: permissionsSchema, nfts }),
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
  groupJoinRequest,
  approveJoinRequest,
  quitGroup,
  groupsInfo,
  groupPermissions,
  updateGroupPermissions,
  userPermissions,
  targetUserPermissions,
  updateUserPermissions,
] as const
