/**
 * What the message module tells the rest of the SDK about each chat message it handles, decoded once:
 * the channel list updates its last message and unread counts from these instead of decoding frames
 * a second time.
 */
import type { DisplayMessage } from '../../domain/messages'
import type { ChatOpening } from './open-chat'

export type { ChatOpening }

export interface ChatActivity {
  /** The chat the message belongs to (a DM's peer, or the group), see domain `chatIdOf`. */
  chatId: string
  /** The message's contentTopic as sent (for a DM: the recipient). */
  contentTopic: string
  message: DisplayMessage
  /** Sent by this user (this device's echo, or another device of the same user). */
  fromSelf: boolean
  /** Someone else's message not yet read: it counts toward unread unless its chat is open. */
  countsAsUnread: boolean
  /**
   * `live`: socket; `sent`: this client's own echo; `catchUp`: fetched after a reconnect; `history`: a page
   * of the chat's history read from the node, only ever stored (never told to the chat list).
   */
  source: 'live' | 'sent' | 'catchUp' | 'history'
}

export interface ChatActivitySource {
  /** Calls `listener` for every new chat message, oldest first within a batch; returns an unsubscribe. */
  onActivity(listener: (activity: ChatActivity) => void): () => void
  /** Calls `listener` whenever a screen opens or closes a chat (`message.watch`); returns an unsubscribe. */
  onOpening?(listener: (opening: ChatOpening) => void): () => void
}
