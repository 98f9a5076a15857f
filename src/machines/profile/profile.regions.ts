/**
 * The follow, edit and copy regions of the profile's `ready` state. Each is a separate region so that,
 * say, a pending follow signature does not block copying the address or paging a list.
 */
import { assign } from 'xstate'
import { toUiError } from '../kit'
import { applyFollow, applySaved, rollbackFollow } from './profile.actions'
import { draftChanges, draftFrom, validateDraft } from './profile.draft'
import { PROFILE_FALLBACK } from './profile.errors'
import { copyTextOf, profileOf, profileSetup } from './profile.setup'

/** Follow/unfollow: the count and button change at once; a refusal puts both back and says why. */
export const followRegion = profileSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'profile.follow': {
          guard: 'canFollow',
          target: 'busy',
          actions: assign(({ context }) => {
            const { profile, rollback } = applyFollow(profileOf(context))
            return { profile, followRollback: rollback, followError: undefined }
          }),
        },
      },
    },
    busy: {
      tags: ['following'],
      invoke: {
        src: 'follow',
        input: ({ context }) => ({
          targetUserid: profileOf(context).userid,
          action: context.followRollback?.wasFollowing ? 'cancel' : 'follow',
        }),
        onDone: { target: 'idle', actions: assign({ followRollback: undefined }) },
        onError: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            profile: context.followRollback
              ? rollbackFollow(profileOf(context), context.followRollback)
              : context.profile,
            followRollback: undefined,
            followError: toUiError(event.error, PROFILE_FALLBACK),
          })),
        },
      },
    },
  },
})

/** Editing one's own nickname and avatar URL; errors keep what was typed. */
export const editRegion = profileSetup.createStateConfig({
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'profile.edit': {
          guard: 'isSelf',
          target: 'editing',
          actions: assign(({ context }) => ({
            draft: draftFrom(context.profile),
            draftErrors: {},
            editError: undefined,
          })),
        },
      },
    },
    editing: {
      tags: ['editing'],
      on: {
        'profile.editChange': {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, [event.field]: event.value },
            draftErrors: { ...context.draftErrors, [event.field]: undefined },
          })),
        },
        'profile.save': [
          {
            guard: 'draftInvalid',
            actions: assign(({ context }) => ({ draftErrors: validateDraft(context.draft) })),
          },
          { guard: 'draftUnchanged', target: 'viewing' },
          { target: 'saving', actions: assign({ draftErrors: {}, editError: undefined }) },
        ],
        'profile.cancelEdit': {
          target: 'viewing',
          actions: assign({ draftErrors: {}, editError: undefined }),
        },
      },
    },
    saving: {
      tags: ['editing', 'saving'],
      invoke: {
        src: 'updateProfile',
        input: ({ context }) => draftChanges(context.draft, context.profile),
        onDone: {
          target: 'refreshing',
          actions: assign(({ context }) => ({ profile: applySaved(context) })),
        },
        onError: {
          target: 'editing',
          actions: assign({ editError: ({ event }) => toUiError(event.error, PROFILE_FALLBACK) }),
        },
      },
    },
    // The save succeeded and its values already show; a failed reload only means other fields may be stale.
    refreshing: {
      tags: ['saving'],
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ handle: context.handle, did: context.did }),
        onDone: { target: 'viewing', actions: assign({ profile: ({ event }) => event.output.profile }) },
        onError: 'viewing',
      },
    },
  },
})

/** Copying the address through the provided clipboard actor, then "Copied" for COPIED_MS. */
export const copyRegion = profileSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: { 'profile.copy': { guard: 'hasCopyText', target: 'copying' } },
    },
    copying: {
      tags: ['copying'],
      entry: assign({ copyError: undefined }),
      invoke: {
        src: 'copyText',
        input: ({ context }) => ({ text: copyTextOf(context) }),
        onDone: 'copied',
        onError: {
          target: 'idle',
          actions: assign({ copyError: ({ event }) => toUiError(event.error, PROFILE_FALLBACK) }),
        },
      },
    },
    copied: {
      tags: ['copied'],
      after: { copiedFlash: 'idle' },
      on: { 'profile.copy': { guard: 'hasCopyText', target: 'copying' } },
    },
  },
})
