/** Chat list rows from the node (docs/protocol.md §4.4 `GET /api/chats/`) merged with what only this client knows. */
import type { chatsList, ItemOf } from '../../domain/contract'
import { type Channel, mergePageBy, newChannel } from '../../domain/messages'

type ChatItem = ItemOf<typeof chatsList>

/** A node chat item as a Channel; the node's `timestamp` (last activity) becomes `updatedAt`. */
export const channelOf = (item: ChatItem): Channel => ({
  chatid: item.chatid,
  chat_type: item.chat_type,
  chat_name: item.chat_name ?? '',
  avatar_base64: item.avatar_base64 ?? '',
  avatar_url: item.avatar_url ?? '',
  ...(item.topic === undefined ? {} : { topic: item.topic }),
  ...(item.topic_type === undefined ? {} : { topic_type: item.topic_type }),
  ...(item.timestamp === undefined ? {} : { updatedAt: item.timestamp }),
  unread: 0,
})

/** The node's row with this client's lastMessage, newest updatedAt and unread count kept. */
const keepLocal = (remote: Channel, local: Channel | undefined): Channel => {
  if (!local) return remote
  const updatedAt = Math.max(remote.updatedAt ?? 0, local.updatedAt ?? 0)
  return {
    ...remote,
    ...(local.lastMessage === undefined ? {} : { lastMessage: local.lastMessage }),
    ...(updatedAt > 0 ? { updatedAt } : {}),
    unread: local.unread ?? 0,
  }
}

/**
 * Merges a fetched page into the list (docs/product.md §4: page 1 replaces, later pages append; unique chat ids).
 * Unread counts and last messages are local knowledge the node does not send, so they survive a refresh.
 */
export const mergeChannels = (
  existing: readonly Channel[],
  fetched: readonly Channel[],
  page: number,
): Channel[] => {
  const local = new Map(existing.map((channel) => [channel.chatid, channel]))
  const remote = new Map(fetched.map((channel) => [channel.chatid, channel]))
  return mergePageBy(existing, fetched, page, (channel) => channel.chatid).map((channel) => {
    const fresh = remote.get(channel.chatid)
    return fresh ? keepLocal(fresh, local.get(channel.chatid)) : channel
  })
}

export type ChannelPatch = Pick<Channel, 'chatid' | 'chat_type' | 'topic' | 'topic_type'>

/** Adds a chat on top, or updates its type and topic in place, keeping everything else. */
export const upsertChannel = (channels: readonly Channel[], patch: ChannelPatch): Channel[] => {
  const current = channels.find((channel) => channel.chatid === patch.chatid)
  if (!current) return [{ ...newChannel(patch.chatid), ...patch }, ...channels]
  return channels.map((channel) => (channel === current ? { ...current, ...patch } : channel))
}
