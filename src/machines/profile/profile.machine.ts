/**
 * The profile page (docs/product.md §2 `/profile/:handle`, `/profile`): load the profile by handle or the viewer's
 * own → ready | notFound (node code 404, or a handle that is no address, userid or type:value) | failed
 * (retried by hand, and by itself every few seconds) | signedOut (`/profile` with nobody signed in). Within ready four regions run side by side: the
 * followers/following list, follow toggling, editing one's own profile, and the "Copied" flash. All I/O,
 * the clipboard included, goes through actors the composition root provides (see profile-setup.ts).
 */
import { assign } from 'xstate'
import { toUiError } from '../kit'
import { acceptProfile, emptyList } from './profile.actions'
import { PROFILE_FALLBACK } from './profile.errors'
import { profileListRegion } from './profile.list-region'
import { copyRegion, editRegion, followRegion } from './profile.regions'
import { resolveHandle } from './profile.resolve-handle'
import { profileSetup } from './profile.setup'
import type { ProfileContext, ProfileInput } from './profile.types'

const initialContext = ({ input }: { input: ProfileInput }): ProfileContext => {
  const handle = input.handle?.trim() ? input.handle : undefined
  return {
    handle,
    did: handle === undefined ? undefined : resolveHandle(handle),
    viewer: input.viewer,
    profile: undefined,
    isSelf: false,
    error: undefined,
    list: emptyList(),
    followRollback: undefined,
    followError: undefined,
    draft: { nickname: '', avatarUrl: '' },
    draftErrors: {},
    editError: undefined,
    copyError: undefined,
  }
}

export const profileMachine = profileSetup.createMachine({
  id: 'profile',
  context: initialContext,
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'signedOutWithoutHandle', target: 'signedOut' },
        { guard: 'handleUnreadable', target: 'notFound' },
        { target: 'loading' },
      ],
    },
    /**
     * One request; `fresh` shows the spinner, `quiet` (the machine's own retry after a failure) keeps the
     * error on screen until the profile arrives, so an outage does not flicker.
     */
    loading: {
      initial: 'fresh',
      states: {
        fresh: { tags: ['loading'], entry: assign({ error: undefined }) },
        quiet: { tags: ['error', 'retrying'], on: { 'profile.retry': 'fresh' } },
      },
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ handle: context.handle, did: context.did }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => acceptProfile(context, event.output)),
        },
        onError: [
          {
            guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => toUiError(event.error, PROFILE_FALLBACK) }),
          },
        ],
      },
    },
    failed: {
      tags: ['error'],
      // By itself every few seconds too: the page recovers when the node is back.
      after: { autoRetry: '#profile.loading.quiet' },
      on: { 'profile.retry': 'loading' },
    },
    notFound: { tags: ['notFound'] },
    signedOut: { tags: ['signedOut'] },
    ready: {
      tags: ['ready'],
      type: 'parallel',
      states: {
        list: profileListRegion,
        follow: followRegion,
        edit: editRegion,
        copy: copyRegion,
      },
    },
  },
})

export { DraftMessages } from './profile.draft'
export { COPIED_MS, PROFILE_RETRY_MS } from './profile.setup'
export type * from './profile.types'
