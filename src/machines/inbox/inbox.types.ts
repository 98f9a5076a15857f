/** Context, events, input and actor contracts of the inbox machine (the chat list of `/chat`). */
import type { Contact } from '../../domain/contract/schemas'
import type { UserLike } from '../../domain/display'
import type { Channel } from '../../domain/messages'
import type { ChatList } from '../../sdk/channel/chat-list-watch'
import type { UiError } from '../kit'

export interface InboxInput {
  /** The signed-in user, whose own messages never count as unread. */
  selfId: string
}

export interface InboxContext extends InboxInput {
  /** Most recently active first. */
  channels: readonly Channel[]
  /** The other people of private chats the node has no name for, by userid (their public profiles). */
  people: Readonly<Record<string, UserLike>>
  /** Why the node's chat list could not be read (the local list stays shown). */
  error: UiError | undefined
  /** The people search that starts a conversation. */
  query: string
  /** undefined before the first search. */
  results: readonly Contact[] | undefined
  searchError: UiError | undefined
}

export type InboxEvent =
  /** The client's chat list changed, or a private chat's other person was read (the SDK's watch). */
  | { type: 'inbox.list'; list: ChatList }
  | { type: 'inbox.retry' }
  | { type: 'search.change'; query: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }

export interface SearchUsersInput {
  keyword: string
}

export const LOAD_FAILED =
  'Your chats could not be loaded from the node. The ones kept on this device are shown.'
export const SEARCH_FAILED = 'The search did not reach the node. Try again.'
