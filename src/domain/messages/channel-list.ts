/**
 * Unread counts and ordering of the chat list (docs/product.md §4 "Messages and unread") as pure state updates.
 * Every function returns a new state and leaves its input untouched.
 */
import { isGroupTopic } from '../protocol/topics'
import type { Channel } from './types'

export interface ChannelListState {
  /** Most recently active first. */
  channels: readonly Channel[]
  /** The open chat, if any. */
  activeChatId: string | null
}

/** What the chat list needs to know about a message. */
interface ChannelMessage {
  chatid: string
  /** Preview text shown under the chat name. */
  text: string
  /** Milliseconds since the epoch. */
  timestamp: number
  /** Messages this user sent never count as unread. */
  fromSelf?: boolean
}

/**
 * The chat a message belongs to. The node leaves a DM's `contentTopic` as the recipient (docs/protocol.md §2.3),
 * so a DM addressed to me belongs to its sender; groups and my own messages use `contentTopic`.
 */
export const chatIdOf = (message: { comeFrom: string; contentTopic: string }, myUserId: string): string =>
  message.contentTopic === myUserId ? message.comeFrom : message.contentTopic

/** A list entry for a chat the list does not know yet; names and avatars come with the next fetch. */
export const newChannel = (chatid: string): Channel => ({
  chatid,
  chat_type: isGroupTopic(chatid) ? 'group' : 'user',
  chat_name: '',
  avatar_base64: '',
  avatar_url: '',
  unread: 0,
})

/**
 * Records a message: the chat's `lastMessage` and `updatedAt` are set and it moves to the top; its
 * `unread` grows by one unless the chat is open or the message is the user's own. A chat missing from
 * the list is added (see `newChannel`).
 */
export const receiveMessage = (state: ChannelListState, message: ChannelMessage): ChannelListState => {
  const current =
    state.channels.find((channel) => channel.chatid === message.chatid) ?? newChannel(message.chatid)
  const counts = message.chatid !== state.activeChatId && message.fromSelf !== true
  const updated: Channel = {
    ...current,
    lastMessage: message.text,
    updatedAt: message.timestamp,
    unread: (current.unread ?? 0) + (counts ? 1 : 0),
  }
  const others = state.channels.filter((channel) => channel.chatid !== message.chatid)
  return { ...state, channels: [updated, ...others] }
}

/** Opens a chat (or none, with null): it becomes active and its unread count resets to 0. */
export const openChannel = (state: ChannelListState, chatid: string | null): ChannelListState => ({
  activeChatId: chatid,
  channels: state.channels.map((channel) =>
    channel.chatid === chatid && (channel.unread ?? 0) !== 0 ? { ...channel, unread: 0 } : channel,
  ),
})

/**
 * The sum of unread counts, for a badge; a muted chat's count is left out (docs/product.md §14.6: a mute
 * silences the badge as it silences alerts; the chat list still shows the chat's own count, quieter).
 */
export const totalUnread = (channels: readonly Channel[], muted: ReadonlySet<string> = NONE_MUTED): number =>
  channels.reduce((sum, channel) => (muted.has(channel.chatid) ? sum : sum + (channel.unread ?? 0)), 0)

const NONE_MUTED: ReadonlySet<string> = new Set()

/** Where a chat with no name gets one: a group from the node's chat list, a private chat from the other person's public profile. */
export type ChatNameSource = 'list' | 'profile'

/** The listed chats without a name that were not asked about yet, each with where its name comes from. */
export const unnamedChats = (
  channels: readonly Channel[],
  asked: ReadonlySet<string>,
): { chatid: string; from: ChatNameSource }[] =>
  channels
    .filter((channel) => channel.chat_name === '' && !asked.has(channel.chatid))
    .map((channel) => ({ chatid: channel.chatid, from: isGroupTopic(channel.chatid) ? 'list' : 'profile' }))

/** The other person of a chat, whose public profile names it and its messages; undefined for a group. */
export const peerOf = (chatid: string): string | undefined => (isGroupTopic(chatid) ? undefined : chatid)
