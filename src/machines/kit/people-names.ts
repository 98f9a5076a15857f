/**
 * Names of people a list knows only by userid (a notification's sender, a join request's asker), as the
 * notification centre first named its senders: their public profiles are read once each, and each name
 * follows the display rules (docs/product.md §2). Until a profile is read, or when it cannot be, the view
 * shows the short id.
 */
import { displayName, type UserLike } from '../../domain/display'

/** Profiles by userid; one that could not be read is left out. */
export type SenderProfiles = Record<string, UserLike>

/** What a machine keeps to name people: names read, ids asked for (never asked twice), ids being read. */
export interface PeopleNames {
  /** Display names by userid, once their profiles were read. */
  names: Record<string, string>
  /** Userids already asked for, so a failed read is not repeated in a loop. */
  asked: string[]
  /** The userids of the read under way. */
  lookingUp: string[]
}

export const noNames = (): PeopleNames => ({ names: {}, asked: [], lookingUp: [] })

/** The userids of `ids` not asked for yet, each once; blank ids are nobody. */
export const unaskedIds = (ids: readonly string[], asked: readonly string[]): string[] => {
  const done = new Set(asked)
  return [...new Set(ids)].filter((id) => id !== '' && !done.has(id))
}

/** Whether someone of `ids` was never asked for. */
export const hasUnasked = (people: PeopleNames, ids: readonly string[]): boolean =>
  unaskedIds(ids, people.asked).length > 0

/** The read to start for `ids`: those not asked for yet, now asked for. */
export const askFor = (people: PeopleNames, ids: readonly string[]): PeopleNames => {
  const lookingUp = unaskedIds(ids, people.asked)
  return { ...people, lookingUp, asked: [...people.asked, ...lookingUp] }
}

/** The names of the profiles read added to those known. */
export const withProfiles = (people: PeopleNames, profiles: SenderProfiles): PeopleNames => ({
  ...people,
  names: { ...people.names, ...namesOf(profiles) },
})

/** Display names (docs/product.md §2 display rules) of the profiles read; blank names are left out. */
export const namesOf = (profiles: SenderProfiles): Record<string, string> => {
  const names: Record<string, string> = {}
  for (const [userid, profile] of Object.entries(profiles)) {
    const name = displayName(profile)
    if (name !== '') names[userid] = name
  }
  return names
}

/**
 * The profiles from the reads of `userids` (`read` in the same order): one whose profile could not be
 * read is left out, and keeps a short id.
 */
export const profilesRead = (
  userids: readonly string[],
  read: readonly PromiseSettledResult<UserLike>[],
): SenderProfiles => {
  const profiles: SenderProfiles = {}
  read.forEach((result, index) => {
    const userid = userids[index]
    if (result.status === 'fulfilled' && userid) profiles[userid] = result.value
  })
  return profiles
}
