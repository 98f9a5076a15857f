/**
 * The shapes the group machine (`/groups/new`, `/groups/:groupid`) exchanges with the UI and the
 * composition root's actors. Groups and members are the contract's loose entity types.
 */
import type { Contact, Group, GroupJoin, Nft } from '../../domain/contract'
import type { FetchedPage, PagedList, UiError } from '../kit'
import type { PeopleNames, SenderProfiles } from '../kit/people-names'

export type { Contact, Group, Nft }

/** A group's join policy: one of the contract's `group:join` values. */
export type JoinPolicyValue = GroupJoin

export interface GroupPolicy {
  policy: string
  nfts: Nft[]
}

export interface GroupInput {
  /** Absent on `/groups/new`. */
  groupid?: string
  /** The signed-in person's userid. */
  viewer: string
}

// ---- actor contract ----

export interface CreateGroupInput {
  name: string
  avatarUrl: string
}

export interface GroupIdInput {
  groupid: string
}

export interface LoadGroupOutput {
  /** Undefined when the node knows no such group. */
  group: Group | undefined
  policy: GroupPolicy
}

export interface MembersPageInput {
  groupid: string
  page: number
  size: number
}

export type MembersPage = FetchedPage<Contact>

export interface JoinRequestInput {
  groupid: string
  reason: string
}

export interface InviteInput {
  groupid: string
  userid: string
}

export interface SetPolicyInput {
  groupid: string
  policy: JoinPolicyValue
  /** Only for `nft_validation`. */
  nfts?: Nft[]
}

/** A pending request to join, as the creator sees it. */
export interface JoinRequestItem {
  userid: string
  reason: string
}

export interface AnswerJoinInput {
  groupid: string
  userid: string
  approve: boolean
}

/**
 * The node requests behind the machine's promise actors, by actor name: the one declaration of their types,
 * from which the setup's slots, the composition root's actors and the test fakes are all built (`promiseActors`).
 */
export interface GroupRequests {
  createGroup(input: CreateGroupInput): Promise<Group>
  loadGroup(input: GroupIdInput): Promise<LoadGroupOutput>
  loadMembers(input: MembersPageInput): Promise<MembersPage>
  joinGroup(input: GroupIdInput): Promise<void>
  requestJoin(input: JoinRequestInput): Promise<void>
  leaveGroup(input: GroupIdInput): Promise<void>
  invite(input: InviteInput): Promise<void>
  setPolicy(input: SetPolicyInput): Promise<void>
  loadJoinRequests(input: GroupIdInput): Promise<JoinRequestItem[]>
  answerJoin(input: AnswerJoinInput): Promise<void>
  /** Public profiles of people known by userid (the askers), to name them; one not read is left out. */
  loadProfiles(input: { userids: string[] }): Promise<SenderProfiles>
}

// ---- machine state ----

export interface CreateDraft {
  name: string
  avatarUrl: string
}

export interface PolicyDraft {
  policy: JoinPolicyValue
  /** The NFT contract an NFT-gated group admits holders of, and its chain. */
  contract: string
  chain: 'evm' | 'starknet'
}

export interface GroupContext {
  groupid: string | undefined
  viewer: string
  draft: CreateDraft
  draftError: UiError | undefined
  group: Group | undefined
  policy: GroupPolicy
  error: UiError | undefined
  members: PagedList<Contact>
  /** Join, request or leave: what went wrong, or what happened. */
  membershipError: UiError | undefined
  membershipNotice: string | undefined
  reason: string
  inviteError: UiError | undefined
  invited: Contact | undefined
  /** Whom the pending invite is for. */
  inviting: Contact | undefined
  policyDraft: PolicyDraft
  policyError: UiError | undefined
  policyNotice: string | undefined
  requests: JoinRequestItem[]
  requestsError: UiError | undefined
  /** The askers' display names, read as the notification centre reads its senders' (kit/people-names.ts). */
  requesters: PeopleNames
  /** The request being answered, and how. */
  answering: { userid: string; approve: boolean } | undefined
  answerError: UiError | undefined
}

export type GroupEvent =
  | { type: 'group.draft'; field: keyof CreateDraft; value: string }
  | { type: 'group.create' }
  | { type: 'group.retry' }
  | { type: 'group.moreMembers' }
  | { type: 'group.retryMembers' }
  | { type: 'group.reloadMembers' }
  | { type: 'group.reason'; value: string }
  | { type: 'group.join' }
  | { type: 'group.leave' }
  | { type: 'group.invite'; person: Contact }
  | { type: 'group.policyDraft'; draft: Partial<PolicyDraft> }
  | { type: 'group.savePolicy' }
  | { type: 'group.answer'; userid: string; approve: boolean }
  | { type: 'group.retryRequests' }
  /** A join request arrived live (creator only). */
  | { type: 'group.joinRequested'; request: JoinRequestItem }
  /** The viewer was let in live: the creator approved their request, or a member invited them. */
  | { type: 'group.admitted'; how: 'approved' | 'invited' }
