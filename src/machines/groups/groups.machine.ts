/**
 * One group: on `/groups/new` the create form (name, avatar URL) until the node made the group; on
 * `/groups/:groupid` the group loaded with its join policy, then its regions (groups.regions.ts).
 * Failures say what happened and keep what was typed.
 */
import { assign } from 'xstate'
import { emptyPaged } from '../kit'
import { noNames } from '../kit/people-names'
import { policyDraftOf } from './groups.policy'
import { inviteRegion, membershipRegion, membersRegion, policyRegion, requestsRegion } from './groups.regions'
import { requestersRegion } from './groups.requesters-region'
import { groupidOf, groupsSetup, NAME_REQUIRED, uiError } from './groups.setup'

export { JOIN_POLICIES, type JoinWay, joinWayOf, policyOf } from './groups.policy'
export { CONTRACT_REQUIRED, NAME_REQUIRED } from './groups.setup'
export type * from './groups.types'

export const groupsMachine = groupsSetup.createMachine({
  id: 'group',
  context: ({ input }) => ({
    groupid: input.groupid,
    viewer: input.viewer,
    draft: { name: '', avatarUrl: '' },
    draftError: undefined,
    group: undefined,
    policy: { policy: 'public', nfts: [] },
    error: undefined,
    members: emptyPaged(),
    membershipError: undefined,
    membershipNotice: undefined,
    reason: '',
    inviteError: undefined,
    invited: undefined,
    inviting: undefined,
    policyDraft: policyDraftOf('public', []),
    policyError: undefined,
    policyNotice: undefined,
    requests: [],
    requestsError: undefined,
    requesters: noNames(),
    answering: undefined,
    answerError: undefined,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isNew', target: 'new' }, { target: 'loading' }] },
    new: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'group.draft': {
              actions: assign(({ context, event }) => ({
                draft: { ...context.draft, [event.field]: event.value },
                draftError: undefined,
              })),
            },
            'group.create': [
              {
                guard: ({ context }) => context.draft.name.trim() === '',
                actions: assign({ draftError: { code: 'GROUP.NAME_REQUIRED', message: NAME_REQUIRED } }),
              },
              { target: 'creating', actions: assign({ draftError: undefined }) },
            ],
          },
        },
        creating: {
          tags: ['creating'],
          invoke: {
            src: 'createGroup',
            input: ({ context }) => ({
              name: context.draft.name.trim(),
              avatarUrl: context.draft.avatarUrl.trim(),
            }),
            onDone: {
              target: '#group.created',
              actions: assign({ groupid: ({ event }) => event.output.groupid }),
            },
            onError: {
              target: 'editing',
              actions: assign({ draftError: ({ event }) => uiError(event.error) }),
            },
          },
        },
      },
    },
    // The page moves to the new group's own address, which starts a fresh machine.
    created: { type: 'final' },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadGroup',
        input: ({ context }) => ({ groupid: groupidOf(context) }),
        onDone: [
          { guard: ({ event }) => event.output.group === undefined, target: 'missing' },
          {
            target: 'ready',
            actions: assign(({ event }) => ({
              group: event.output.group,
              policy: event.output.policy,
              policyDraft: policyDraftOf(event.output.policy.policy, event.output.policy.nfts),
              error: undefined,
            })),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => uiError(event.error) }) },
      },
    },
    missing: {},
    failed: { on: { 'group.retry': 'loading' } },
    ready: {
      type: 'parallel',
      invoke: [
        { src: 'liveJoinRequests', input: ({ context }) => ({ groupid: groupidOf(context) }) },
        { src: 'liveAdmission', input: ({ context }) => ({ groupid: groupidOf(context) }) },
      ],
      states: {
        members: membersRegion,
        membership: membershipRegion,
        invite: inviteRegion,
        policy: policyRegion,
        requests: requestsRegion,
        requesters: requestersRegion,
      },
    },
  },
})
