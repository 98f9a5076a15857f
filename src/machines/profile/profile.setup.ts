/**
 * The profile machine's setup: its actor contract with the composition root (each default throws until
 * provided), named guards, the shared list actions and the "Copied" delay. Regions build on it.
 */
import { assign, fromPromise, setup } from 'xstate'
import { missing, toUiError } from '../kit'
import { emptyList, listHasMore, mergeList } from './profile.actions'
import { draftChanges, hasDraftErrors, validateDraft } from './profile.draft'
import { isNotFound, PROFILE_FALLBACK } from './profile.errors'
import type {
  ContactPage,
  ContactPageInput,
  CopyTextInput,
  FollowInput,
  ListKind,
  LoadProfileInput,
  LoadProfileOutput,
  ProfileContext,
  ProfileEvent,
  ProfileInput,
  PublicProfile,
  UpdateProfileInput,
} from './profile.types'

/** How long "Copied" shows after the address was copied (docs/product.md §10.4: 800 ms). */
export const COPIED_MS = 800
/** After a failed load the machine tries again by itself this often, so it recovers when the node is back. */
export const PROFILE_RETRY_MS = 5000

const MACHINE = 'profileMachine'

/** The loaded profile; callers run only in states where it is set. */
export const profileOf = (context: ProfileContext): PublicProfile => context.profile as PublicProfile

/** The full wallet address (what a person pastes elsewhere), else the userid. */
export const copyTextOf = (context: ProfileContext): string =>
  context.profile?.wallet_address?.trim() || context.profile?.userid || ''

export const profileSetup = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: {
    loadProfile: fromPromise<LoadProfileOutput, LoadProfileInput>(missing(MACHINE, 'loadProfile')),
    loadFollowers: fromPromise<ContactPage, ContactPageInput>(missing(MACHINE, 'loadFollowers')),
    loadFollowing: fromPromise<ContactPage, ContactPageInput>(missing(MACHINE, 'loadFollowing')),
    follow: fromPromise<void, FollowInput>(missing(MACHINE, 'follow')),
    updateProfile: fromPromise<void, UpdateProfileInput>(missing(MACHINE, 'updateProfile')),
    copyText: fromPromise<void, CopyTextInput>(missing(MACHINE, 'copyText')),
  },
  actions: {
    openList: assign((_, params: { kind: ListKind }) => ({ list: emptyList(params.kind) })),
    mergeList: assign(({ context }, params: { page: ContactPage }) => ({
      list: mergeList(context.list, params.page),
    })),
    nextListPage: assign(({ context }) => ({
      list: { ...context.list, requestedPage: context.list.page + 1, error: undefined },
    })),
    listFailed: assign(({ context }, params: { error: unknown }) => ({
      list: { ...context.list, error: toUiError(params.error, PROFILE_FALLBACK) },
    })),
  },
  guards: {
    signedOutWithoutHandle: ({ context }) => context.handle === undefined && context.viewer === undefined,
    handleUnreadable: ({ context }) => context.handle !== undefined && context.did === undefined,
    notFound: (_, params: { error: unknown }) => isNotFound(params.error),
    canFollow: ({ context }) =>
      context.viewer !== undefined && !context.isSelf && context.profile !== undefined,
    isSelf: ({ context }) => context.isSelf,
    listHasMore: ({ context }) => listHasMore(context.list),
    draftInvalid: ({ context }) => hasDraftErrors(validateDraft(context.draft)),
    draftUnchanged: ({ context }) => Object.keys(draftChanges(context.draft, context.profile)).length === 0,
    hasCopyText: ({ context }) => copyTextOf(context) !== '',
  },
  delays: { copiedFlash: COPIED_MS, autoRetry: PROFILE_RETRY_MS },
})
