/**
 * The group machine's setup: its actor contract with the composition root (each default throws until
 * provided), named guards and shared actions.
 */
import { assign, setup } from 'xstate'
import {
  emptyPaged,
  fromWatch,
  MachineCode,
  mergePaged,
  missing,
  nextPage,
  pagedHasMore,
  promiseActors,
  toUiError,
} from '../kit'
import { askFor, hasUnasked, type SenderProfiles, withProfiles } from '../kit/people-names'
import { joinWayOf } from './groups.policy'
import type {
  GroupContext,
  GroupEvent,
  GroupIdInput,
  GroupInput,
  GroupRequests,
  MembersPage,
} from './groups.types'

const MACHINE = 'groupsMachine'

export const GROUP_FALLBACK = { code: MachineCode.groupFailed, message: 'Something went wrong' }

/** How a person was let into a group while its page was open. */
type Admission = Extract<GroupEvent, { type: 'group.admitted' }>['how']

/** Said when the viewer is let in while the page is open. */
export const ADMITTED_NOTICE: Record<Admission, string> = {
  approved: 'Your request to join was approved.',
  invited: 'You were invited to this group.',
}

/** Said when "Create group" is pressed without a name. */
export const NAME_REQUIRED = 'Give the group a name.'
/** Said when an NFT-gated policy is saved without a contract. */
export const CONTRACT_REQUIRED = 'Name the NFT contract whose holders may join.'

export const uiError = (error: unknown) => toUiError(error, GROUP_FALLBACK)

/** Each request fails, naming itself, until the composition root provides it. */
const requests: GroupRequests = {
  createGroup: missing(MACHINE, 'createGroup'),
  loadGroup: missing(MACHINE, 'loadGroup'),
  loadMembers: missing(MACHINE, 'loadMembers'),
  joinGroup: missing(MACHINE, 'joinGroup'),
  requestJoin: missing(MACHINE, 'requestJoin'),
  leaveGroup: missing(MACHINE, 'leaveGroup'),
  invite: missing(MACHINE, 'invite'),
  setPolicy: missing(MACHINE, 'setPolicy'),
  loadJoinRequests: missing(MACHINE, 'loadJoinRequests'),
  answerJoin: missing(MACHINE, 'answerJoin'),
  loadProfiles: missing(MACHINE, 'loadProfiles'),
}

/** Who asked to join. */
const askersOf = (context: GroupContext): string[] => context.requests.map((r) => r.userid)

export const groupsSetup = setup({
  types: {
    context: {} as GroupContext,
    events: {} as GroupEvent,
    input: {} as GroupInput,
  },
  actors: {
    ...promiseActors(requests),
    /** The client's `watchJoinRequests`: sends `group.joinRequested` per live request to this group. */
    liveJoinRequests: fromWatch<GroupEvent, GroupIdInput>(() => undefined),
    /** The client's `watchAdmission`: sends `group.admitted` when the viewer is let into this group live. */
    liveAdmission: fromWatch<GroupEvent, GroupIdInput>(() => undefined),
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
    /** Let in live (docs/protocol.md §9.6): a member now, told how. */
    admit: assign(({ context }, params: { how: Admission }) => ({
      group: context.group ? { ...context.group, is_group_member: true } : context.group,
      membershipError: undefined,
      membershipNotice: ADMITTED_NOTICE[params.how],
    })),
    setMember: assign(({ context }, params: { member: boolean }) => ({
      group: context.group ? { ...context.group, is_group_member: params.member } : context.group,
    })),
    askRequesters: assign(({ context }) => ({ requesters: askFor(context.requesters, askersOf(context)) })),
    acceptRequesters: assign(({ context }, profiles: SenderProfiles) => ({
      requesters: withProfiles(context.requesters, profiles),
    })),
  },
  guards: {
    isNew: ({ context }) => context.groupid === undefined,
    isMember: ({ context }) => context.group?.is_group_member === true,
    isOutside: ({ context }) => context.group !== undefined && context.group.is_group_member !== true,
    isCreator: ({ context }) => context.group !== undefined && context.group.creator_id === context.viewer,
    canJoin: ({ context }) =>
      context.group?.is_group_member !== true && joinWayOf(context.policy.policy) === 'join',
    canRequest: ({ context }) =>
      context.group?.is_group_member !== true && joinWayOf(context.policy.policy) === 'request',
    membersHaveMore: ({ context }) => pagedHasMore(context.members),
    hasUnaskedRequesters: ({ context }) => hasUnasked(context.requesters, askersOf(context)),
  },
})

/** The id of a loaded group; callers run only in states where it is set. */
export const groupidOf = (context: GroupContext): string => context.groupid ?? ''
