/**
 * The regions of a loaded group: members (paged, shown to members), membership (join, request, leave),
 * invite, the creator's join policy setting and the creator's pending join requests. Each is its own region,
 * so a pending wallet signature in one does not block the others.
 */
import { assign, raise } from 'xstate'
import { LIST_PAGE_SIZE } from '../kit'
import { nftsOf, policyDraftOf } from './groups.policy'
import { CONTRACT_REQUIRED, groupidOf, groupsSetup, uiError } from './groups.setup'
import type { GroupContext } from './groups.types'

const groupInput = ({ context }: { context: GroupContext }) => ({ groupid: groupidOf(context) })

/**
 * Handled by each state, not the region: a re-entering transition on a region of a parallel state would
 * re-enter every sibling region too.
 */
const reloadMembers = { 'group.reloadMembers': { target: 'check', actions: 'membersFirst' } } as const

export const membersRegion = groupsSetup.createStateConfig({
  initial: 'check',
  states: {
    check: { always: [{ guard: 'isMember', target: 'loading' }, { target: 'hidden' }] },
    // The node shows members to members only.
    hidden: { on: reloadMembers },
    loading: {
      tags: ['membersLoading'],
      on: reloadMembers,
      invoke: {
        src: 'loadMembers',
        input: ({ context }) => ({
          groupid: groupidOf(context),
          page: context.members.requestedPage,
          size: LIST_PAGE_SIZE,
        }),
        onDone: {
          target: 'shown',
          actions: { type: 'mergeMembers', params: ({ event }) => ({ page: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'membersFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shown: {
      on: {
        ...reloadMembers,
        'group.moreMembers': { guard: 'membersHaveMore', target: 'loading', actions: 'nextMembers' },
      },
    },
    failed: { tags: ['membersError'], on: { ...reloadMembers, 'group.retryMembers': 'loading' } },
  },
})

export const membershipRegion = groupsSetup.createStateConfig({
  initial: 'idle',
  on: {
    // Let in live (approved or invited), whether asked on this page or before it opened: a member now, members
    // shown. Targets a state of this region only, so the sibling regions are not re-entered.
    'group.admitted': {
      guard: 'isOutside',
      target: '.idle',
      actions: [
        { type: 'admit', params: ({ event }) => ({ how: event.how }) },
        raise({ type: 'group.reloadMembers' }),
      ],
    },
  },
  states: {
    idle: {
      on: {
        'group.reason': { actions: assign({ reason: ({ event }) => event.value }) },
        'group.join': [
          { guard: 'canJoin', target: 'joining', actions: 'clearMembership' },
          { guard: 'canRequest', target: 'requesting', actions: 'clearMembership' },
        ],
        'group.leave': { guard: 'isMember', target: 'leaving', actions: 'clearMembership' },
      },
    },
    joining: {
      tags: ['membershipBusy'],
      invoke: {
        src: 'joinGroup',
        input: groupInput,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setMember', params: { member: true } },
            assign({ membershipNotice: 'You joined this group.' }),
            raise({ type: 'group.reloadMembers' }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({ membershipError: ({ event }) => uiError(event.error) }),
        },
      },
    },
    requesting: {
      tags: ['membershipBusy'],
      invoke: {
        src: 'requestJoin',
        input: ({ context }) => ({ groupid: groupidOf(context), reason: context.reason.trim() }),
        onDone: {
          target: 'requested',
          actions: assign({
            reason: '',
            membershipNotice: 'Join request sent. The creator will answer it.',
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({ membershipError: ({ event }) => uiError(event.error) }),
        },
      },
    },
    // Asked once; the creator's answer arrives as a notification (group.admitted when approved).
    requested: {},
    leaving: {
      tags: ['membershipBusy'],
      invoke: {
        src: 'leaveGroup',
        input: groupInput,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setMember', params: { member: false } },
            assign({ membershipNotice: 'You left this group.' }),
            raise({ type: 'group.reloadMembers' }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({ membershipError: ({ event }) => uiError(event.error) }),
        },
      },
    },
  },
})

export const inviteRegion = groupsSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'group.invite': {
          guard: 'isMember',
          target: 'inviting',
          actions: assign({
            inviting: ({ event }) => event.person,
            inviteError: undefined,
            invited: undefined,
          }),
        },
      },
    },
    inviting: {
      tags: ['inviting'],
      invoke: {
        src: 'invite',
        input: ({ context }) => ({ groupid: groupidOf(context), userid: context.inviting?.userid ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context }) => ({ invited: context.inviting, inviting: undefined })),
            raise({ type: 'group.reloadMembers' }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({ inviteError: ({ event }) => uiError(event.error), inviting: undefined }),
        },
      },
    },
  },
})

export const policyRegion = groupsSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'group.policyDraft': {
          actions: assign(({ context, event }) => ({
            policyDraft: { ...context.policyDraft, ...event.draft },
            policyError: undefined,
            policyNotice: undefined,
          })),
        },
        'group.savePolicy': [
          { guard: ({ context }) => !context.group || context.group.creator_id !== context.viewer },
          {
            guard: ({ context }) =>
              context.policyDraft.policy === 'nft_validation' && context.policyDraft.contract.trim() === '',
            actions: assign({ policyError: { code: 'GROUP.CONTRACT_REQUIRED', message: CONTRACT_REQUIRED } }),
          },
          { target: 'saving', actions: assign({ policyError: undefined, policyNotice: undefined }) },
        ],
      },
    },
    saving: {
      tags: ['policySaving'],
      invoke: {
        src: 'setPolicy',
        input: ({ context }) => ({
          groupid: groupidOf(context),
          policy: context.policyDraft.policy,
          ...(context.policyDraft.policy === 'nft_validation' ? { nfts: nftsOf(context.policyDraft) } : {}),
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ context }) => {
            const nfts = context.policyDraft.policy === 'nft_validation' ? nftsOf(context.policyDraft) : []
            return {
              policy: { policy: context.policyDraft.policy, nfts },
              policyDraft: policyDraftOf(context.policyDraft.policy, nfts),
              policyNotice: 'Join policy saved.',
            }
          }),
        },
        onError: { target: 'idle', actions: assign({ policyError: ({ event }) => uiError(event.error) }) },
      },
    },
  },
})

export const requestsRegion = groupsSetup.createStateConfig({
  initial: 'check',
  states: {
    check: { always: [{ guard: 'isCreator', target: 'loading' }, { target: 'hidden' }] },
    hidden: {},
    loading: {
      tags: ['requestsLoading'],
      invoke: {
        src: 'loadJoinRequests',
        input: groupInput,
        onDone: { target: 'shown', actions: assign({ requests: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ requestsError: ({ event }) => uiError(event.error) }),
        },
      },
    },
    failed: { tags: ['requestsError'], on: { 'group.retryRequests': 'loading' } },
    shown: {
      initial: 'idle',
      on: {
        'group.joinRequested': {
          actions: assign(({ context, event }) => ({
            requests: [...context.requests.filter((r) => r.userid !== event.request.userid), event.request],
          })),
        },
      },
      states: {
        idle: {
          on: {
            'group.answer': {
              target: 'answering',
              actions: assign({
                answering: ({ event }) => ({ userid: event.userid, approve: event.approve }),
                answerError: undefined,
              }),
            },
          },
        },
        answering: {
          tags: ['answering'],
          invoke: {
            src: 'answerJoin',
            input: ({ context }) => ({
              groupid: groupidOf(context),
              userid: context.answering?.userid ?? '',
              approve: context.answering?.approve ?? true,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({
                  requests: context.requests.filter((r) => r.userid !== context.answering?.userid),
                  answering: undefined,
                })),
                raise({ type: 'group.reloadMembers' }),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({ answerError: ({ event }) => uiError(event.error), answering: undefined }),
            },
          },
        },
      },
    },
  },
})
