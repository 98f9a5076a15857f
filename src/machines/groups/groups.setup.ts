/**
 * The group machine's setup: its actor contract with the composition root (each default throws until
 * provided), named guards and shared actions.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate'
import { emptyPaged, mergePaged, missing, nextPage, pagedHasMore, toUiError } from '../kit'
import { joinWayOf } from './groups.policy'
import type {
  AnswerJoinInput,
  CreateGroupInput,
  Group,
  GroupContext,
  GroupEvent,
  GroupIdInput,
  GroupInput,
  InviteInput,
  JoinRequestInput,
  JoinRequestItem,
  LoadGroupOutput,
  MembersPage,
  MembersPageInput,
  SetPolicyInput,
} from './groups.types'

const MACHINE = 'groupsMachine'

export const GROUP_FALLBACK = { code: 'GROUP_FAILED', message: 'Something went wrong' }

/** Said when "Create group" is pressed without a name. */
export const NAME_REQUIRED = 'Give the group a name.'
/** Said when an NFT-gated policy is saved without a contract. */
export const CONTRACT_REQUIRED = 'Name the NFT contract whose holders may join.'

export const uiError = (error: unknown) => toUiError(error, GROUP_FALLBACK)

export const groupsSetup = setup({
  types: {
    context: {} as GroupContext,
    events: {} as GroupEvent,
    input: {} as GroupInput,
  },
  actors: {
    createGroup: fromPromise<Group, CreateGroupInput>(missing(MACHINE, 'createGroup')),
    loadGroup: fromPromise<LoadGroupOutput, GroupIdInput>(missing(MACHINE, 'loadGroup')),
    loadMembers: fromPromise<MembersPage, MembersPageInput>(missing(MACHINE, 'loadMembers')),
    joinGroup: fromPromise<void, GroupIdInput>(missing(MACHINE, 'joinGroup')),
    requestJoin: fromPromise<void, JoinRequestInput>(missing(MACHINE, 'requestJoin')),
    leaveGroup: fromPromise<void, GroupIdInput>(missing(MACHINE, 'leaveGroup')),
    invite: fromPromise<void, InviteInput>(missing(MACHINE, 'invite')),
    setPolicy: fromPromise<void, SetPolicyInput>(missing(MACHINE, 'setPolicy')),
    loadJoinRequests: fromPromise<JoinRequestItem[], GroupIdInput>(missing(MACHINE, 'loadJoinRequests')),
    answerJoin: fromPromise<void, AnswerJoinInput>(missing(MACHINE, 'answerJoin')),
    /** Sends `group.joinRequested` for each join request to this group arriving live. */
    liveJoinRequests: fromCallback<GroupEvent, GroupIdInput>(() => undefined),
  },
  actions: {
    membersFirst: assign({ members: () => emptyPaged() }),
    mergeMembers: assign(({ context }, params: { page: MembersPage }) => ({
      members: mergePaged(context.members, params.page, (m) => m.userid),
    })),
    nextMembers: assign(({ context }) => ({ members: nextPage(context.members) })),
    membersFailed: assign(({ context }, params: { error: unknown }) => ({
      members: { ...context.members, error: uiError(params.error) },
    })),
    clearMembership: assign({ membershipError: undefined, membershipNotice: undefined }),
    setMember: assign(({ context }, params: { member: boolean }) => ({
      group: context.group ? { ...context.group, is_group_member: params.member } : context.group,
    })),
  },
  guards: {
    isNew: ({ context }) => context.groupid === undefined,
    isMember: ({ context }) => context.group?.is_group_member === true,
    isCreator: ({ context }) => context.group !== undefined && context.group.creator_id === context.viewer,
    canJoin: ({ context }) =>
      context.group?.is_group_member !== true && joinWayOf(context.policy.policy) === 'join',
    canRequest: ({ context }) =>
      context.group?.is_group_member !== true && joinWayOf(context.policy.policy) === 'request',
    membersHaveMore: ({ context }) => pagedHasMore(context.members),
  },
})

/** The id of a loaded group; callers run only in states where it is set. */
export const groupidOf = (context: GroupContext): string => context.groupid ?? ''
