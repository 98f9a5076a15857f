/**
 * The signed-in user's profile, other users' public profiles, search, bound DIDs and the push-server
 * authorisation (docs/product.md §7 user rows, docs/protocol.md §4.4 "User / profile", §9.4, §9.5). Profiles read here
 * refresh the local user-info cache when a chat store is open, so message lists can name senders.
 */
import { type DidType, PUSH_DAPP_ID } from '../../domain/config'
import {
  type AuthInfo,
  type BindDidEntry,
  type Contact,
  type ListPage,
  myProfile,
  type Profile,
  type PublicProfile,
  publicFollowers,
  publicFollowing,
  publicProfile,
  searchUsers,
  updateMyProfile,
  userAuthInfo,
  userBindDid,
  userBindDids,
} from '../../domain/contract'
import type { ClientContext } from '../core/context'
import { addressResolverOf } from './address-resolver'
import { type PushAuthInput, requestPushAuth, switchPushAuth } from './push-auth'

export interface PublicProfileQuery {
  did_type: string
  did_value: string
  /** The viewer, so the node can answer `is_my_following`. */
  my_userid?: string
}

export interface UserPageQuery {
  userid: string
  page?: number
  size?: number
}

export interface BindDidInput {
  provider_id: string
  did_type: string
  did_value: string
  did_action?: string
  did_content?: string
}

export class UserModule {
  constructor(private readonly ctx: ClientContext) {}

  /** The signed-in user's profile (signed GET `my_profile`); cached as user info. */
  async getMyProfile(): Promise<Profile> {
    const profile = await this.ctx.api.call(myProfile, {})
    await this.cache(profile)
    return profile
  }

  /** Updates nickname and/or avatar_url; fields left undefined are not sent and stay as they are. */
  async updateMyProfile(nickname?: string, avatar_url?: string): Promise<void> {
    await this.ctx.api.call(updateMyProfile, {
      ...(nickname === undefined ? {} : { nickname }),
      ...(avatar_url === undefined ? {} : { avatar_url }),
    })
    const store = this.ctx.ports.chatStore
    if (!store?.ready) return
    const cached = await store.userInfo(this.ctx.keys.userid)
    await this.cache({
      userid: this.ctx.keys.userid,
      nickname: nickname ?? cached?.nickname ?? '',
      avatar_url: avatar_url ?? cached?.avatar_url ?? '',
    })
  }

  /** Any user's public profile by DID (unsigned), with stats and bound DIDs; cached as user info. */
  async getPublicProfile({ did_type, did_value, my_userid }: PublicProfileQuery): Promise<PublicProfile> {
    const profile = await this.ctx.api.call(publicProfile, {
      did_type,
      did_value,
      timestamp: this.ctx.api.timestamp(),
      ...(my_userid === undefined ? {} : { my_userid }),
    })
    await this.cache(profile)
    return profile
  }

  /**
   * The userid of a wallet address, the official SDK's `transformAddress`: a value starting with `0x` is an
   * address on `didType` (default `eth`) and is looked up with the unsigned `get_user_info` (docs/protocol.md
   * §5.2), the answer kept for a few minutes (./address-resolver.ts); any other value (a `user:` or `group:`
   * id) comes back unchanged. An address no user holds rejects with the node's NodeError "User not found"
   * (docs/protocol.md §4.1; refusal `userNotFound` of `didLookup`).
   */
  transformAddress(walletAddress: string, didType?: DidType): Promise<string> {
    return addressResolverOf(this.ctx).resolve(walletAddress, didType)
  }

  /** Who follows `userid` (unsigned, paged). */
  async publicFollowers(query: UserPageQuery): Promise<ListPage<Contact>> {
    return this.ctx.api.call(publicFollowers, { ...query, timestamp: this.ctx.api.timestamp() })
  }

  /** Whom `userid` follows (unsigned, paged). */
  async publicFollowing(query: UserPageQuery): Promise<ListPage<Contact>> {
    return this.ctx.api.call(publicFollowing, { ...query, timestamp: this.ctx.api.timestamp() })
  }

  /** Users matching `keyword` (signed over userid + keyword + timestamp). */
  async searchUsers(keyword: string, page?: number, size?: number): Promise<ListPage<Contact>> {
    return this.ctx.api.call(searchUsers, {
      keyword,
      ...(page === undefined ? {} : { page }),
      ...(size === undefined ? {} : { size }),
    })
  }

  /** The DIDs bound to the signed-in user. */
  async getUserBindDids(): Promise<BindDidEntry[]> {
    return this.ctx.api.call(userBindDids, {})
  }

  /** Binds (or, with did_action 'unbind', unbinds) a DID through a provider (docs/protocol.md §9.5). */
  async userBindDid(input: BindDidInput): Promise<void> {
    await this.ctx.api.call(userBindDid, input)
  }

  /** The user's authorisation of a dapp (default: the push server), or null when there is none. */
  async getMyAuthInfo(dappId: string = PUSH_DAPP_ID): Promise<AuthInfo | null> {
    return (await this.ctx.api.call(userAuthInfo, { dapp_id: dappId })) ?? null
  }

  /** Turns push-server delivery on or off with a wallet-signed authorisation (docs/protocol.md §9.4). */
  async authorizePushServer(input: PushAuthInput): Promise<AuthInfo | null> {
    return requestPushAuth(this.ctx, input)
  }

  /** Authorises, then reads the stored state back: null when it does not show the requested status. */
  async switchPushServer(input: PushAuthInput, dappId: string = PUSH_DAPP_ID): Promise<AuthInfo | null> {
    return switchPushAuth(this.ctx, input, dappId)
  }

  private async cache(user: { userid: string; nickname?: string; avatar_url?: string }): Promise<void> {
    const store = this.ctx.ports.chatStore
    // The cache is an optimisation: without an open store the profile is still returned.
    if (!store?.ready) return
    await store.putUserInfo({
      userid: user.userid,
      nickname: user.nickname ?? '',
      avatar_url: user.avatar_url ?? '',
    })
  }
}
