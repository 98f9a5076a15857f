/**
 * Groups (docs/protocol.md §4.4 "Groups"): create (NFT-gated too), my groups, members, invite, join, join
 * requests and their approval, quit and info. Group permissions live in the permission module. The held lists
 * merge page by page, each group and member once.
 */
import {
  type Contact,
  createGroup,
  GROUP_JOIN_PERMISSION,
  type Group,
  type GroupJoin,
  GroupJoinValue,
  groupInvitation,
  groupMembers,
  groupPermissions,
  groupsInfo,
  joinGroup,
  type ListPage,
  myGroups,
  type Nft,
  NodeCode,
  type Permissions,
  quitGroup,
} from '../../domain/contract'
import { NodeError } from '../../domain/errors'
import { mergeListPage, type PageParams, pageFields } from '../contact/paging'
import type { ClientContext } from '../core/context'
import type { Unsubscribe } from '../core/watchers'
import { type Admission, admissionOf } from './admission'
import {
  type ApproveJoinBySignatureParams,
  type ApproveJoinRequestParams,
  type ApproveJoinSignContentParams,
  answerJoinRequest,
  approveBySignature,
  approveSignContent,
  type JoinRequestBySignatureParams,
  type JoinRequestParams,
  type JoinRequestSignContentParams,
  type JoinSignContent,
  joinRequestBySignature,
  joinRequestSignContent,
  requestToJoin,
} from './join-request'
import {
  joinRequestOf,
  type PendingJoinRequest,
  pendingJoinRequests,
  settleJoinRequest,
} from './pending-requests'

export type { Admission, PendingJoinRequest }

export interface CreateGroupParams {
  group_name?: string
  /** Chosen by the node when absent; it is part of the signed string (userid + groupid + timestamp). */
  groupid?: string
  avatar_url?: string
  avatar_base64?: string
  permissions?: Permissions
  /**
   * Makes the group NFT-gated: its `group:join` becomes `nft_validation`, and the session key signs the
   * request's payload hash instead of the plain string (docs/protocol.md §4.4 "Groups").
   */
  nfts?: Nft[]
}

const NFT_VALIDATION: Permissions = { [GROUP_JOIN_PERMISSION]: { type: 'enum', value: GroupJoinValue.nft } }

/** Who may join a group (docs/protocol.md §4.4 "Groups"): the `group:join` value, and the NFTs it names. */
export interface JoinPolicy {
  /** One of the contract's `group:join` values; `public` also when the group sets none. */
  policy: GroupJoin
  nfts: Nft[]
}

/** With NFTs the join rule is NFT validation whatever else was asked, as the JS SDK sends it. */
/** An empty avatar URL is no avatar: the field is left out rather than sent blank. */
const createFields = ({ avatar_url, ...params }: CreateGroupParams): CreateGroupParams => {
  const fields = avatar_url ? { ...params, avatar_url } : params
  return params.nfts && params.nfts.length > 0 ? { ...fields, permissions: NFT_VALIDATION } : fields
}

const byGroupid = (g: Group): string => g.groupid
const byUserid = (c: Contact): string => c.userid

export class GroupModule {
  /** Groups I am a member of. */
  groupList: Group[] = []
  /** Members fetched so far, by group id. */
  members: Record<string, Contact[]> = {}

  constructor(private readonly ctx: ClientContext) {}

  /** Creates a group with me as its first member; emits "group.created". */
  async createGroup(params: CreateGroupParams = {}): Promise<Group> {
    const group = await this.ctx.api.call(createGroup, createFields(params))
    this.groupList = [group, ...this.groupList.filter((g) => g.groupid !== group.groupid)]
    this.ctx.events.emitIfListened('group.created', { groupid: group.groupid })
    return group
  }

  /** Groups I am a member of, merged page by page. */
  async getGroupList(params?: PageParams): Promise<ListPage<Group>> {
    const page = await this.ctx.api.call(myGroups, pageFields(params))
    this.groupList = mergeListPage(this.groupList, page, params, byGroupid)
    return page
  }

  /** A group's members (the node answers only members); emits "group.getMembers" with the held list. */
  async getGroupMemberList(groupid: string, params?: PageParams): Promise<ListPage<Contact>> {
    const page = await this.ctx.api.call(groupMembers, { groupid, ...pageFields(params) })
    const merged = mergeListPage(this.members[groupid] ?? [], page, params, byUserid)
    this.members = { ...this.members, [groupid]: merged }
    this.ctx.events.emitIfListened('group.getMembers', { groupid, members: merged })
    return page
  }

  /** Adds users to a group; each invitee gets a `system.group_invitation` notification. */
  async inviteGroupMember(groupid: string, members: readonly string[]): Promise<void> {
    await this.ctx.api.call(groupInvitation, { groupid, members: [...members] })
  }

  /** Joins a group its permissions let me join; emits "group.joined" and answers the group. */
  async joinGroup(groupid: string): Promise<Group> {
    const group = await this.ctx.api.call(joinGroup, { groupid })
    this.ctx.events.emitIfListened('group.joined', { groupid })
    return group
  }

  /** Asks the creator of a group that admits by approval to let me in (wallet-signed). */
  async joinRequest(params: JoinRequestParams): Promise<void> {
    await requestToJoin(this.ctx, params)
  }

  /**
   * As the group's creator, approves or rejects someone's join request (wallet-signed), then marks their
   * join-request notices read so the request is no longer pending anywhere (see ./pending-requests). When the
   * node no longer holds the request (answered on another device that could not mark them) they are marked
   * read too, and the refusal is passed on.
   */
  async approve(params: ApproveJoinRequestParams): Promise<void> {
    await this.answered(params, () => answerJoinRequest(this.ctx, params))
  }

  /**
   * The first step of a join request the dapp's own wallet signs (the official SDK's name): the request text
   * (docs/protocol.md §9.2) and its moment, which `requestJoinGroupBySignature` needs back (see ./join-request).
   */
  async getRequestJoinGroupSignContent(params: JoinRequestSignContentParams): Promise<JoinSignContent> {
    return joinRequestSignContent(this.ctx, params)
  }

  /** The second step: sends the signed request text with the wallet's signature (see ./join-request). */
  async requestJoinGroupBySignature(params: JoinRequestBySignatureParams): Promise<void> {
    await joinRequestBySignature(this.ctx, params)
  }

  /** As the group's creator, the first step of an answer the dapp's wallet signs: the text and its moment. */
  async getApproveJoinGroupRequestSignContent(
    params: ApproveJoinSignContentParams,
  ): Promise<JoinSignContent> {
    return approveSignContent(this.ctx, params)
  }

  /**
   * The second step: sends the signed answer, then settles the request's notices as `approve` does (and on
   * the same refusal).
   */
  async approveJoinGroupRequestBySignature(params: ApproveJoinBySignatureParams): Promise<void> {
    await this.answered(params, () => approveBySignature(this.ctx, params))
  }

  /**
   * Sends an answer to a join request, then marks the request's notices read. A node that no longer holds the
   * request (404) has them marked read too before its refusal is passed on.
   */
  private async answered(
    request: { groupid: string; requestUserid: string },
    send: () => Promise<void>,
  ): Promise<void> {
    try {
      await send()
    } catch (error) {
      if (error instanceof NodeError && error.nodeCode === NodeCode.notFound)
        await settleJoinRequest(this.ctx, request.groupid, request.requestUserid)
      throw error
    }
    await settleJoinRequest(this.ctx, request.groupid, request.requestUserid)
  }

  /** As the group's creator, the join requests still to answer, oldest first (see ./pending-requests). */
  async getPendingJoinRequests(groupid: string): Promise<PendingJoinRequest[]> {
    return pendingJoinRequests(this.ctx, groupid)
  }

  /**
   * As the group's creator, tells `listener` each join request to `groupid` as it arrives live, until the
   * returned function is called (the notices of ./pending-requests, read from the live notifications).
   */
  watchJoinRequests(groupid: string, listener: (request: PendingJoinRequest) => void): Unsubscribe {
    return this.ctx.events.on('notification.messageNew', ({ notifications }) => {
      for (const notification of notifications) {
        const request = joinRequestOf(notification, groupid)
        if (request) listener(request)
      }
    })
  }

  /**
   * Tells `listener` when this person is let into `groupid` live, the creator approving their request or a
   * member inviting them (./admission), until the returned function is called; the group page turns them
   * into a member without a reload.
   */
  watchAdmission(groupid: string, listener: (how: Admission) => void): Unsubscribe {
    return this.ctx.events.on('notification.messageNew', ({ notifications }) => {
      for (const notification of notifications) {
        const how = admissionOf(notification, groupid)
        if (how) listener(how)
      }
    })
  }

  /** Leaves a group and drops it from the held list. */
  async quitGroup(groupid: string): Promise<void> {
    await this.ctx.api.call(quitGroup, { groupid })
    this.groupList = this.groupList.filter((g) => g.groupid !== groupid)
  }

  /**
   * A group's join policy, read from its permissions (`GET /api/get_group_permissions/`), with the NFTs an
   * NFT-gated group names, which the permission module's reading leaves out. Anyone may read it: a person
   * decides how to join from it.
   */
  async getJoinPolicy(groupid: string): Promise<JoinPolicy> {
    const answer = await this.ctx.api.call(groupPermissions, { groupid })
    const value = answer.permissions[GROUP_JOIN_PERMISSION]?.value
    return {
      policy: value === undefined || value === '' ? GroupJoinValue.public : value,
      nfts: answer.nfts ?? [],
    }
  }

  /** Public information of one group, or undefined when the node knows no such group. */
  async getGroupInfo(groupid: string): Promise<Group | undefined> {
    return (await this.getGroupsInfo([groupid])).find((g) => g.groupid === groupid)
  }

  /** Public information of the given groups (unknown ids are left out by the node). */
  async getGroupsInfo(groupids: readonly string[]): Promise<Group[]> {
    const page = await this.ctx.api.call(groupsInfo, { groupid_list: [...groupids] })
    return page.items
  }
}
