import { AVATAR_SERVICE, AVATAR_SIZE } from '../config'
import { nonBlank, type UserLike } from './user-like'

const DEFAULT_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<circle cx="32" cy="32" r="32" fill="#e5e7eb"/>' +
  '<circle cx="32" cy="25" r="11" fill="#9ca3af"/>' +
  '<path d="M12 54c3-10 11-16 20-16s17 6 20 16z" fill="#9ca3af"/></svg>'

/** The last-resort avatar: a grey silhouette as an inline SVG data URI, so it needs no network. */
export const DEFAULT_USER_ICON = `data:image/svg+xml,${encodeURIComponent(DEFAULT_ICON_SVG)}`

interface AvatarOptions {
  /** Base URL of the generated-avatar service, without a trailing slash. */
  avatarService?: string
  /** The `s` query parameter of the generated avatar (docs/product.md §9: 300). */
  size?: number
  /** Replaces DEFAULT_USER_ICON as the last fallback. */
  defaultIcon?: string
}

// Ids are path segments: escape what would break the path, but keep `:` so `user:…` stays readable.
const pathSegment = (key: string): string => encodeURIComponent(key).replace(/%3A/gi, ':')

/**
 * The avatar URL of a user (docs/product.md §2), first present and non-blank of: `avatar_url`, `image.url`,
 * `icon.url`, the generated avatar `{service}/{wallet_address or userid}?s={size}`, then the default
 * icon. Never returns an empty string.
 */
export const avatarFor = (user: UserLike, options: AvatarOptions = {}): string => {
  const { avatarService = AVATAR_SERVICE, size = AVATAR_SIZE, defaultIcon = DEFAULT_USER_ICON } = options
  const own = nonBlank(user.avatar_url) ?? nonBlank(user.image?.url) ?? nonBlank(user.icon?.url)
  if (own) return own
  const key = nonBlank(user.wallet_address) ?? nonBlank(user.userid)
  if (key) return `${avatarService}/${pathSegment(key)}?s=${size}`
  return defaultIcon
}
