/**
 * The loose shape of anything the UI shows as a person (docs/product.md §3 "User-like object"): profiles, contacts,
 * search results and chat senders all carry some of these fields. Every field may be absent or null
 * because node responses differ per endpoint.
 */

/** One entry of a public profile's `bind_did_list` (docs/protocol.md §4.4, §9.5). */
interface BindDidEntry {
  bind_type?: string | null
  bind_name?: string | null
  bind_value?: string | null
}

/** An `{ url }` holder, as `image` and `icon` are in some responses. */
interface UrlHolder {
  url?: string | null
}

export interface UserLike {
  avatar_url?: string | null
  image?: UrlHolder | null
  icon?: UrlHolder | null
  wallet_address?: string | null
  userid?: string | null
  nickname?: string | null
  name?: string | null
  bind_did_list?: readonly BindDidEntry[] | null
}

/** The trimmed value when it has visible characters; undefined for absent, empty or blank strings. */
export const nonBlank = (value: string | null | undefined): string | undefined => {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}
