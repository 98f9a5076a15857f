/** Profiles, lookups, search, bound DIDs and push-server authorisation (docs/protocol.md §4.4 "User / profile"). */
import * as z from 'zod/mini'
import { dataEndpoint, listEndpoint, signedBy } from '../endpoint'
import { didLookup, refuse } from '../refusals'
import {
  authInfoSchema,
  bindDidEntrySchema,
  contactSchema,
  didType,
  didValue,
  num,
  optStr,
  paging,
  profileSchema,
  publicProfileSchema,
  str,
  userInfoSchema,
} from '../schemas'

export const myProfile = dataEndpoint({
  name: 'user.profile',
  method: 'GET',
  path: '/api/my_profile/',
  auth: signedBy.signature(),
  refusals: {},
  params: z.object({}),
  data: profileSchema,
})

export const updateMyProfile = dataEndpoint({
  name: 'user.updateProfile',
  method: 'POST',
  path: '/api/my_profile/',
  auth: signedBy.signature(),
  refusals: {},
  params: z.object({
    nickname: z.optional(z.string().check(z.maxLength(64))),
    avatar_url: z.optional(z.string().check(z.maxLength(2048))),
  }),
  data: z.nullish(z.unknown()),
})

export const searchUsers = listEndpoint({
  name: 'user.search',
  method: 'GET',
  path: '/api/users/search/',
  auth: signedBy.signature('keyword'),
  refusals: {},
  params: z.object({ keyword: str, ...paging }),
  item: contactSchema,
  list: { items: 'result', total: 'total' },
})

/** Unsigned lookup; an unknown wallet answers code 404 "User not found" (docs/protocol.md §4.1). */
export const userInfo = dataEndpoint({
  name: 'user.info',
  method: 'POST',
  path: '/api/get_user_info/',
  auth: { kind: 'none' },
  refusals: didLookup.refusals,
  params: z.object({ did_type: didType, did_value: didValue, timestamp: num }),
  data: userInfoSchema,
})

export const publicProfile = dataEndpoint({
  name: 'user.publicProfile',
  method: 'GET',
  path: '/api/get_user_public_profile/',
  auth: { kind: 'none' },
  refusals: didLookup.refusals,
  params: z.object({ did_type: didType, did_value: didValue, timestamp: num, my_userid: optStr }),
  data: publicProfileSchema,
})

export const publicFollowers = listEndpoint({
  name: 'user.publicFollowers',
  method: 'GET',
  path: '/api/user_public_followers/',
  auth: { kind: 'none' },
  refusals: { userNotFound: refuse.userNotFound('no account with this userid') },
  params: z.object({ userid: str, timestamp: num, ...paging }),
  item: contactSchema,
  list: { items: 'user_list', total: 'total_count' },
})

export const publicFollowing = listEndpoint({
  ...publicFollowers,
  name: 'user.publicFollowing',
  path: '/api/user_public_following/',
})

export const userBindDids = dataEndpoint({
  name: 'user.bindDids',
  read: true,
  method: 'POST',
  path: '/api/get_user_binddids/',
  auth: signedBy.signature(),
  refusals: {},
  params: z.object({}),
  data: z.array(bindDidEntrySchema),
})

export const userBindDid = dataEndpoint({
  name: 'user.bindDid',
  method: 'POST',
  path: '/api/user_binddid/',
  auth: signedBy.signature('did_type', 'did_value'),
  refusals: {
    notFound: refuse.notFound('nothing bound to unbind'),
    forbidden: refuse.forbidden("a wallet or userid that is not the signer's own"),
  },
  params: z.object({
    provider_id: str,
    did_type: didType,
    did_value: didValue,
    did_action: optStr,
    did_content: optStr,
  }),
  data: z.nullish(z.unknown()),
})

export const userAuthInfo = dataEndpoint({
  name: 'user.authInfo',
  read: true,
  method: 'POST',
  path: '/api/dapp/user_auth_info/',
  auth: signedBy.userSignature('dapp_id'),
  refusals: {},
  params: z.object({ dapp_id: str }),
  data: z.nullish(authInfoSchema),
})

/** Wallet-signed authorisation of a dapp such as the push server (docs/protocol.md §9.4). */
export const userAuth = dataEndpoint({
  name: 'user.auth',
  method: 'POST',
  path: '/api/dapp/user_auth/',
  auth: { kind: 'wallet', content: 'signature_content' },
  refusals: {
    userNotFound: refuse.userNotFound('the user has no account'),
    forbidden: refuse.forbidden("the wallet (or its Stark key) is not the user's registered one"),
  },
  params: z.object({
    userid: str,
    dapp_id: str,
    scopes: z.record(z.string(), z.string()),
    timestamp: num,
    signature_content: str,
    did_signature: str,
    did_type: didType,
    did_value: didValue,
    did_pubkey: optStr,
    auth_status: num,
  }),
  data: z.nullish(authInfoSchema),
})

export const userEndpoints = [
  myProfile,
  updateMyProfile,
  searchUsers,
  userInfo,
  publicProfile,
  publicFollowers,
  publicFollowing,
  userBindDids,
  userBindDid,
  userAuthInfo,
  userAuth,
] as const
