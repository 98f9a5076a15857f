/** Profiles, lookups, search, bound DIDs and dapp authorisation (docs/protocol.md §4.4 "User / profile", §9.4). */

import { USERID_DID_TYPE } from '#domain/config'
import {
  myProfile,
  publicFollowers,
  publicFollowing,
  publicProfile,
  searchUsers,
  updateMyProfile,
  userAuth,
  userAuthInfo,
  userBindDid,
  userBindDids,
  userInfo,
} from '#domain/contract'
import { fail } from '../failure'
import { route } from '../http/routes'
import { pushAuthText } from '../security/purpose'
import type { BoundDid } from '../state/identity'
import { type UserRecord, walletAddressForm } from '../state/users'
import { contactOf, contactsOf, profileOf, requireUser, verifyUserWallet } from './common'

export const BIND_NOT_OWN = 'Only your own wallet or userid can be bound'

/** DID types that name a user of this node: a wallet (docs/protocol.md §5.1) or a userid (`USERID_DID_TYPE`). */
const USER_DID_TYPES: ReadonlySet<string> = new Set(['eth', 'starknet', USERID_DID_TYPE])

/**
 * `user_binddid` is signed by the session key alone (docs/protocol.md §9.5): it proves who binds, never
 * that they hold the DID. A DID that names a user here (a wallet or a userid) is therefore bound only when
 * it is the caller's own, compared in the wallet's one spelling, so no one lists another's wallet or
 * account on their profile. Other DIDs (email, Telegram, ENS…) are the caller's claims, listed as such.
 */
const refuseForeignDid = (user: UserRecord, didType: string, didValue: string): void => {
  if (!USER_DID_TYPES.has(didType)) return
  const own =
    didType === USERID_DID_TYPE
      ? didValue === user.userid
      : didType === user.did_type &&
        walletAddressForm(didType, didValue) === walletAddressForm(user.did_type, user.did_value)
  if (!own) throw fail.forbidden(BIND_NOT_OWN)
}

const bindEntry = (b: BoundDid) => ({
  did_type: b.did_type,
  did_value: b.did_value,
  provider_id: b.provider_id,
  ...(b.bind_type ? { bind_type: b.bind_type, bind_value: b.bind_value, bind_name: b.bind_name ?? '' } : {}),
  ...(b.metadata ? { metadata: b.metadata } : {}),
})

export const userRoutes = [
  route(myProfile, ({ caller }, ctx) => profileOf(requireUser(ctx, caller ?? ''))),

  route(updateMyProfile, ({ fields, caller }, ctx) => {
    const user = requireUser(ctx, caller ?? '')
    return profileOf(
      ctx.state.users.upsert({
        ...user,
        ...(fields.nickname === undefined ? {} : { nickname: fields.nickname }),
        ...(fields.avatar_url === undefined ? {} : { avatar_url: fields.avatar_url }),
      }),
    )
  }),

  route(searchUsers, ({ fields, caller }, ctx) =>
    ctx.state.users.search(fields.keyword).map((u) => contactOf(ctx, caller ?? '', u)),
  ),

  route(userInfo, ({ fields }, ctx) => {
    const user = ctx.state.users.find(fields.did_type, fields.did_value)
    if (!user) throw fail.userNotFound()
    return {
      userid: user.userid,
      did_type: user.did_type,
      did_value: user.did_value,
      pubkey: user.main_pubkey,
      pubkey_type: 'ed25519',
      wallet_address: user.did_value,
      wallet_type: user.did_type,
      main_pubkey: user.main_pubkey,
      ...(user.did_type === 'starknet' ? { did_pubkey: user.did_pubkey } : {}),
      // The wallet's attestation of the main key, for clients to verify (docs/protocol.md §3.10 "Identity").
      ...(user.attestation ?? { timestamp: user.created_at }),
    }
  }),

  route(publicProfile, ({ fields }, ctx) => {
    const user = ctx.state.users.find(fields.did_type, fields.did_value)
    if (!user) throw fail.userNotFound()
    const social = ctx.state.social
    return {
      ...profileOf(user),
      is_my_following: fields.my_userid ? social.isFollowing(fields.my_userid, user.userid) : false,
      stats: {
        total_followers: social.followersOf(user.userid).length,
        total_following: social.followingOf(user.userid).length,
      },
      bind_did_list: ctx.state.identity.bindsOf(user.userid).map(bindEntry),
      timestamp: ctx.now(),
    }
  }),

  route(publicFollowers, ({ fields }, ctx) => {
    requireUser(ctx, fields.userid)
    return contactsOf(ctx, fields.userid, ctx.state.social.followersOf(fields.userid))
  }),

  route(publicFollowing, ({ fields }, ctx) => {
    requireUser(ctx, fields.userid)
    return contactsOf(ctx, fields.userid, ctx.state.social.followingOf(fields.userid))
  }),

  route(userBindDids, ({ caller }, ctx) => ctx.state.identity.bindsOf(caller ?? '').map(bindEntry)),

  route(userBindDid, ({ fields, caller }, ctx) => {
    const userid = caller ?? ''
    if (fields.did_action === 'unbind') {
      if (!ctx.state.identity.unbind(userid, fields.did_type, fields.did_value))
        throw fail.notFound('Binding not found')
      return null
    }
    refuseForeignDid(requireUser(ctx, userid), fields.did_type, fields.did_value)
    ctx.state.identity.bind(userid, {
      did_type: fields.did_type,
      did_value: fields.did_value,
      provider_id: fields.provider_id,
      ...(fields.did_content ? { metadata: { content: fields.did_content } } : {}),
      created_at: ctx.now(),
    })
    return null
  }),

  route(
    userAuthInfo,
    ({ fields, caller }, ctx) => ctx.state.identity.auth(caller ?? '', fields.dapp_id) ?? null,
  ),

  route(userAuth, ({ fields }, ctx) => {
    const user = requireUser(ctx, fields.userid)
    verifyUserWallet(ctx, user, {
      didType: fields.did_type,
      address: fields.did_value,
      didPubkey: fields.did_pubkey,
      content: fields.signature_content,
      signature: fields.did_signature,
      timestamp: fields.timestamp,
      expected: pushAuthText(fields),
    })
    return ctx.state.identity.setAuth({
      userid: user.userid,
      dapp_id: fields.dapp_id,
      auth_status: fields.auth_status,
      scopes: fields.scopes,
      create_at: ctx.now(),
    })
  }),
]
