/**
 * The shapes the profile machine exchanges with the UI and with the composition root's actors.
 * Profiles and contacts are the contract's loose entity types, so extra node fields pass through.
 */
import type { Contact, PublicProfile } from '../../domain/contract'
import type { PagedList, UiError } from '../kit'
import type { DidRef } from './profile.resolve-handle'

/** A stable error code and the sentence to show. */
export type { Contact, PublicProfile }

/** The signed-in person looking at the page; absent when signed out. */
export interface ProfileViewer {
  userid: string
  didType: string
  address: string
}

export interface ProfileInput {
  /** The route's `:handle`; absent on `/profile`, meaning the viewer's own profile. */
  handle?: string
  viewer?: ProfileViewer
}

// ---- actor contract (bound by the composition root with machine.provide) ----

export interface LoadProfileInput {
  /** The route's handle as typed; undefined for the viewer's own profile. */
  handle: string | undefined
  /** The handle resolved by `resolveHandle`; undefined exactly when `handle` is. */
  did: DidRef | undefined
}

export interface LoadProfileOutput {
  profile: PublicProfile
  /** Whether the profile is the viewer's own (enables editing, hides Follow). */
  isSelf: boolean
}

export interface ContactPageInput {
  userid: string
  /** 1-based. */
  page: number
}

export interface ContactPage {
  items: Contact[]
  /** The list's full length on the node, for "Show more". */
  total: number
}

type FollowAction = 'follow' | 'cancel'

export interface FollowInput {
  targetUserid: string
  action: FollowAction
}

export interface UpdateProfileInput {
  nickname?: string
  avatar_url?: string
}

export interface CopyTextInput {
  text: string
}

// ---- machine state ----

export type ListKind = 'none' | 'followers' | 'following'

export interface ListState extends PagedList<Contact> {
  kind: ListKind
}

/** The edit form's values as typed; kept through validation and save errors. */
export interface ProfileDraft {
  nickname: string
  avatarUrl: string
}

type DraftField = keyof ProfileDraft

export type DraftErrors = Partial<Record<DraftField, string>>

/** What an optimistic follow changed, to put back if the node or the wallet refuses. */
export interface FollowRollback {
  wasFollowing: boolean
  followers: number | undefined
}

export interface ProfileContext {
  handle: string | undefined
  did: DidRef | undefined
  viewer: ProfileViewer | undefined
  profile: PublicProfile | undefined
  isSelf: boolean
  error: UiError | undefined
  list: ListState
  followRollback: FollowRollback | undefined
  followError: UiError | undefined
  draft: ProfileDraft
  draftErrors: DraftErrors
  editError: UiError | undefined
  copyError: UiError | undefined
}

export type ProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'profile.showFollowers' }
  | { type: 'profile.showFollowing' }
  | { type: 'profile.moreList' }
  | { type: 'profile.retryList' }
  | { type: 'profile.closeList' }
  | { type: 'profile.follow' }
  | { type: 'profile.edit' }
  | { type: 'profile.editChange'; field: DraftField; value: string }
  | { type: 'profile.save' }
  | { type: 'profile.cancelEdit' }
  | { type: 'profile.copy' }
