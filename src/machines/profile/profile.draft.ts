/** Validation and diffing of the own-profile edit form (nickname and avatar URL). */
import type { DraftErrors, ProfileDraft, PublicProfile, UpdateProfileInput } from './profile.types'

export const NICKNAME_MAX = 64

export const DraftMessages = {
  nicknameTooLong: `Nickname must be at most ${NICKNAME_MAX} characters.`,
  avatarUrlInvalid: 'Avatar URL must be an http:// or https:// address, or empty.',
} as const

/** The form's starting values: what the profile holds now. */
export const draftFrom = (profile: PublicProfile | undefined): ProfileDraft => ({
  nickname: profile?.nickname ?? '',
  avatarUrl: profile?.avatar_url ?? '',
})

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * The field errors of a draft, empty when it may be saved: the trimmed nickname is at most 64 characters
 * (code points, so emoji count once), and the trimmed avatar URL is empty or an absolute http(s) URL.
 */
export const validateDraft = (draft: ProfileDraft): DraftErrors => {
  const errors: DraftErrors = {}
  if (Array.from(draft.nickname.trim()).length > NICKNAME_MAX) errors.nickname = DraftMessages.nicknameTooLong
  const avatar = draft.avatarUrl.trim()
  if (avatar !== '' && !isHttpUrl(avatar)) errors.avatarUrl = DraftMessages.avatarUrlInvalid
  return errors
}

export const hasDraftErrors = (errors: DraftErrors): boolean =>
  errors.nickname !== undefined || errors.avatarUrl !== undefined

/**
 * The update to send: only the fields whose trimmed value differs from the profile, so an untouched field
 * is never overwritten. An empty avatar URL is sent as '' to clear the picture.
 */
export const draftChanges = (draft: ProfileDraft, profile: PublicProfile | undefined): UpdateProfileInput => {
  const current = draftFrom(profile)
  const changes: UpdateProfileInput = {}
  const nickname = draft.nickname.trim()
  const avatar = draft.avatarUrl.trim()
  if (nickname !== current.nickname) changes.nickname = nickname
  if (avatar !== current.avatarUrl) changes.avatar_url = avatar
  return changes
}
