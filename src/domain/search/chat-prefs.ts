/**
 * Pinned and archived chats (docs/product.md §14.12), kept per account on this device:
 * the node has no such call. Pinned chats lead the list in the order they were pinned; archived chats leave it
 * for the "Archived" section until a new message arrives in one that is not muted (the chat then comes back),
 * while a muted archived chat stays archived. Nothing here reads a clock: an archive remembers the chat's last
 * activity, and a later activity is the new message.
 */
import type { Channel } from '../messages'

export interface ArchivedChat {
  chatid: string
  /** The chat's `updatedAt` when it was archived (0 when it had none): activity after it brings it back. */
  since: number
}

export interface ChatPrefs {
  /** Pinned chat ids, first pinned first. */
  pinned: readonly string[]
  archived: readonly ArchivedChat[]
}

export const NO_PREFS: ChatPrefs = { pinned: [], archived: [] }

/** Reads a stored value as prefs, dropping what is not one (a value written by another version, say). */
export const prefsOf = (value: unknown): ChatPrefs => {
  if (typeof value !== 'object' || value === null) return NO_PREFS
  const { pinned, archived } = value as Record<string, unknown>
  const ids = Array.isArray(pinned) ? pinned.filter((id): id is string => typeof id === 'string') : []
  const entries = Array.isArray(archived)
    ? archived.filter(
        (a): a is ArchivedChat =>
          typeof a === 'object' && a !== null && typeof a.chatid === 'string' && typeof a.since === 'number',
      )
    : []
  return { pinned: [...new Set(ids)], archived: entries }
}

const without = (prefs: ChatPrefs, chatid: string): ChatPrefs => ({
  pinned: prefs.pinned.filter((id) => id !== chatid),
  archived: prefs.archived.filter((a) => a.chatid !== chatid),
})

/** Pinned last among the pinned; a pinned chat is not archived. */
export const pin = (prefs: ChatPrefs, chatid: string): ChatPrefs =>
  prefs.pinned.includes(chatid) ? prefs : { ...without(prefs, chatid), pinned: [...prefs.pinned, chatid] }

export const unpin = (prefs: ChatPrefs, chatid: string): ChatPrefs => ({
  ...prefs,
  pinned: prefs.pinned.filter((id) => id !== chatid),
})

/** Archived as of the chat's last activity; an archived chat is not pinned. */
export const archive = (prefs: ChatPrefs, chat: Pick<Channel, 'chatid' | 'updatedAt'>): ChatPrefs => {
  const rest = without(prefs, chat.chatid)
  return { ...rest, archived: [...rest.archived, { chatid: chat.chatid, since: chat.updatedAt ?? 0 }] }
}

export const unarchive = (prefs: ChatPrefs, chatid: string): ChatPrefs => ({
  ...prefs,
  archived: prefs.archived.filter((a) => a.chatid !== chatid),
})

/** The chat list in its sections; each keeps the order it was given (latest activity first) unless pinned. */
export interface ArrangedChats {
  /** In the order pinned. */
  pinned: Channel[]
  /** The other chats not archived. */
  chats: Channel[]
  archived: Channel[]
  /** Archived chats a new message brought back: the prefs no longer need to hold them (`settled`). */
  revived: string[]
}

/**
 * `channels` (latest activity first) in their sections. An archived chat whose activity is newer than its
 * archive comes back to the list unless `muted` names it; while the mutes are not known (`muted` undefined)
 * every archived chat stays archived. A pin or an archive of a chat not in the list is kept for when it comes.
 */
export const arrangeChats = (
  channels: readonly Channel[],
  prefs: ChatPrefs,
  muted: ReadonlySet<string> | undefined,
): ArrangedChats => {
  const byId = new Map(channels.map((c) => [c.chatid, c]))
  const since = new Map(prefs.archived.map((a) => [a.chatid, a.since]))
  const pinnedIds = new Set(prefs.pinned)
  const revived: string[] = []
  const chats: Channel[] = []
  const archived: Channel[] = []
  for (const channel of channels) {
    if (pinnedIds.has(channel.chatid)) continue
    const at = since.get(channel.chatid)
    if (at === undefined) chats.push(channel)
    else if (!muted || muted.has(channel.chatid) || (channel.updatedAt ?? 0) <= at) archived.push(channel)
    else {
      revived.push(channel.chatid)
      chats.push(channel)
    }
  }
  const pinned = prefs.pinned.flatMap((id) => {
    const channel = byId.get(id)
    return channel ? [channel] : []
  })
  return { pinned, chats, archived, revived }
}

/** The prefs without the archives of chats a new message brought back. */
export const settled = (prefs: ChatPrefs, revived: readonly string[]): ChatPrefs =>
  revived.length === 0
    ? prefs
    : { ...prefs, archived: prefs.archived.filter((a) => !revived.includes(a.chatid)) }
