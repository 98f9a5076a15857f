import { shorten } from './shorten'
import { nonBlank, type UserLike } from './user-like'

const TELEGRAM = 'telegram'

/** The bind name of the first Telegram binding that has a visible one. */
const telegramName = (user: UserLike): string | undefined => {
  for (const entry of user.bind_did_list ?? []) {
    if (entry?.bind_type !== TELEGRAM) continue
    const name = nonBlank(entry.bind_name)
    if (name) return name
  }
  return undefined
}

/** A shortened wallet address, else a shortened userid; the wallet is what users recognise. */
const fallbackId = (user: UserLike): string | undefined => {
  const id = nonBlank(user.wallet_address) ?? nonBlank(user.userid)
  return id === undefined ? undefined : shorten(id)
}

/**
 * The name to show for a user (docs/product.md §2). Highest priority first: `name`, `nickname`, the `bind_name` of
 * a Telegram entry of `bind_did_list`, then the shortened wallet address or, without one, the shortened
 * userid. Empty and whitespace-only values are skipped; the chosen value is returned trimmed. Returns
 * '' when the user carries none of these.
 */
export const displayName = (user: UserLike): string =>
  nonBlank(user.name) ?? nonBlank(user.nickname) ?? telegramName(user) ?? fallbackId(user) ?? ''
