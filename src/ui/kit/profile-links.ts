import type { UserLike } from '../../domain/display'

/** An id as one path segment: escaped, keeping the `:` of `user:` and `group:` ids readable. */
export const pathSegment = (id: string): string => encodeURIComponent(id).replace(/%3A/gi, ':')

/**
 * The `/profile/<handle>` path of a listed user: the wallet address when known (what people share),
 * else the userid. The handle is escaped as a path segment, keeping `:` readable.
 */
export const profilePath = (user: Pick<UserLike, 'wallet_address' | 'userid'>): string => {
  const handle = user.wallet_address?.trim() || user.userid?.trim() || ''
  return `/profile/${pathSegment(handle)}`
}
