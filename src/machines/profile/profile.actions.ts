/**
 * Pure context updates of the profile machine, kept apart so the machine file reads as its states.
 * Each returns a partial context for `assign`.
 */
import { emptyPaged, mergePaged, pagedHasMore } from '../kit'
import { draftChanges } from './profile.draft'
import type {
  ContactPage,
  FollowRollback,
  ListKind,
  ListState,
  LoadProfileOutput,
  ProfileContext,
  PublicProfile,
} from './profile.types'

export const emptyList = (kind: ListKind = 'none'): ListState => ({ kind, ...emptyPaged() })

/** The loaded profile; own-profile also when the viewer's userid matches, whatever the actor said. */
export const acceptProfile = (
  context: ProfileContext,
  output: LoadProfileOutput,
): Partial<ProfileContext> => ({
  profile: output.profile,
  isSelf: output.isSelf || (context.viewer !== undefined && context.viewer.userid === output.profile.userid),
  error: undefined,
})

/** Page 1 replaces the list, later pages append; a contact already shown keeps its place. */
export const mergeList = (list: ListState, page: ContactPage): ListState =>
  mergePaged(list, page, (contact) => contact.userid)

/** More to fetch while fewer contacts are shown than the node counts. */
export const listHasMore = (list: ListState): boolean => pagedHasMore(list)

const withFollowers = (profile: PublicProfile, followers: number | undefined): PublicProfile =>
  profile.stats === undefined || followers === undefined
    ? profile
    : { ...profile, stats: { ...profile.stats, total_followers: followers } }

/** Shows the follow (or unfollow) at once and remembers what to restore if it fails. */
export const applyFollow = (profile: PublicProfile): { profile: PublicProfile; rollback: FollowRollback } => {
  const wasFollowing = profile.is_my_following === true
  const followers = profile.stats?.total_followers
  const next = followers === undefined ? undefined : Math.max(0, followers + (wasFollowing ? -1 : 1))
  return {
    profile: { ...withFollowers(profile, next), is_my_following: !wasFollowing },
    rollback: { wasFollowing, followers },
  }
}

/** Puts the follow state and the followers count back as they were before the attempt. */
export const rollbackFollow = (profile: PublicProfile, rollback: FollowRollback): PublicProfile => ({
  ...withFollowers(profile, rollback.followers),
  is_my_following: rollback.wasFollowing,
})

/** After a successful save the page shows the new values even before (or without) the reload. */
export const applySaved = (context: ProfileContext): PublicProfile | undefined =>
  context.profile === undefined
    ? undefined
    : { ...context.profile, ...draftChanges(context.draft, context.profile) }
