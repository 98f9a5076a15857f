import type { UserLike } from '../../domain/display'

/**
 * The `/profile/<handle>` path of a listed user: the wallet address when known (what people share),
 * else the userid. The handle is escaped as a path segment, keeping `:` readable.
 */
export const profilePath = (user: Pick<UserLike, 'wallet_address' | 'userid'>): string => {
  const handle = user.wallet_address?.trim() || user.userid?.trim() || ''
  return `/profile/${encodeURIComponent(handle).replace(/%3A/gi, ':')}`
}
