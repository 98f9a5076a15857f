/** Groups and their permissions (docs/protocol.md §4.4 "Groups"); a user's own permissions: `permission.ts`. */
import * as z from 'zod/mini'
import { SignatureField } from '../../config'
import { dataEndpoint, type HashedVariant, listEndpoint, session, signedBy } from '../endpoint'
import { refuse } from '../refusals'
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

/** What a route about one group refuses: no such group, or a signer who is not in it. */
const groupRefusals = {
  notFound: refuse.notFound('no group with that id'),
  forbidden: refuse.forbidden('the signer is not a member of the group'),
} as const

export const createGroup = dataEndpoint({
  name: 'group.create',
  method: 'POST',
  path: '/api/groups/',
  auth: session(SignatureField.signature, ['userid', 'groupid', 'timestamp'], 'userid', NFT_PAYLOAD_HASH),
  refusals: { conflict: refuse.conflict('a group with that id exists') },
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
  refusals: {},
  params: z.object({ ...paging }),
  item: groupSchema,
  list: { items: 'result', total: 'total' },
})

export const groupMembers = listEndpoint({
  name: 'group.members',
  method: 'GET',
  path: '/api/group_members/',
  auth: signedBy.signature('groupid'),
  refusals: groupRefusals,
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
  refusals: {
    ...groupRefusals,
    forbidden: refuse.forbidden(
      "the signer is not a member, or the group admits by the creator's invitation only",
    ),
  },
  params: z.object({ groupid: str, members: strList }),
  data: z.nullish(z.unknown()),
})

/** Answers the group joined (the JS SDK adds it to its chat list from the answer). */
export const joinGroup = dataEndpoint({
  name: 'group.join',
  method: 'POST',
  path: '/api/user_join_group/',
  auth: signedBy.userSignature('groupid'),
  refusals: {
    notFound: groupRefusals.notFound,
    forbidden: refuse.forbidden("the group's join policy admits by invitation or approval, or names no NFT"),
  },
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
  refusals: {
    userNotFound: refuse.userNotFound('the user has no account'),
    notFound: groupRefusals.notFound,
    conflict: refuse.conflict('the user is a member already'),
    forbidden: refuse.forbidden("the group does not admit by approval, or the wallet is not the user's"),
  },
  params: z.object({ ...walletProof, request_reason: optStr }),
  data: z.nullish(z.unknown()),
})

/** The creator approves (status 1) or rejects (0) a join request; the wallet signs docs/protocol.md §9.2. */
export const approveJoinRequest = dataEndpoint({
  name: 'group.approveJoinRequest',
  method: 'POST',
  path: '/api/group/approve_join_request/',
  auth: { kind: 'wallet', content: 'sign_content' },
  refusals: {
    userNotFound: refuse.userNotFound('the creator has no account'),
    notFound: refuse.notFound('no such group, or no join request from that user'),
    forbidden: refuse.forbidden("the signer is not the creator, or the wallet is not the user's"),
  },
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
  refusals: groupRefusals,
  params: z.object({ groupid: str }),
  data: z.nullish(z.unknown()),
})

export const groupsInfo = listEndpoint({
  name: 'group.info',
  read: true,
  method: 'POST',
  path: '/api/groups/info/',
  auth: signedBy.userSignature(),
  refusals: {},
  params: z.object({ groupid_list: strList }),
  item: groupSchema,
  list: { items: 'data_list', total: 'total_count' },
})

export const groupPermissions = dataEndpoint({
  name: 'group.permissions',
  method: 'GET',
  path: '/api/get_group_permissions/',
  auth: signedBy.userSignature('groupid'),
  refusals: { notFound: groupRefusals.notFound },
  params: z.object({ groupid: str }),
  data: groupPermissionsSchema,
})

export const updateGroupPermissions = dataEndpoint({
  name: 'group.updatePermissions',
  method: 'POST',
  path: '/api/update_group_permissions/',
  auth: session(SignatureField.userSignature, ['userid', 'groupid', 'timestamp'], 'userid', NFT_PAYLOAD_HASH),
  refusals: {
    notFound: groupRefusals.notFound,
    forbidden: refuse.forbidden('only the creator changes the permissions'),
  },
  params: z.object({ groupid: str, permissions: permissionsSchema, nfts }),
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
] as const
