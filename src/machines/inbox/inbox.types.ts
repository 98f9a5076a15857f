/** Context, events, input and actor contracts of the inbox machine (the chat list of `/chat`). */
import type { Contact } from '../../domain/contract/schemas'
import type { UserLike } from '../../domain/display'
import type { Channel } from '../../domain/messages'
import type { ChatPrefs } from '../../domain/search'
import type { ChatList } from '../../sdk/channel/chat-list-watch'
import type { MutedChats } from '../../sdk/search/chat-prefs'
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
  /** Pinned and archived chats, kept on this device (docs/product.md §14.12); none until read. */
  prefs: ChatPrefs
  /** The muted chats once the alert rules were read; undefined until then (archived chats then stay archived). */
  muted: ReadonlySet<string> | undefined
  /** Whether prefs changed while a save was under way (saved again after it). */
  prefsDirty: boolean
  /** Why pins or archives could not be kept (they stay as shown for this session). */
  prefsError: UiError | undefined
}

/** Pin, unpin, archive or unarchive one chat. */
export type PrefsChange = 'pin' | 'unpin' | 'archive' | 'unarchive'

export type InboxEvent =
  /** The client's chat list changed, or a private chat's other person was read (the SDK's watch). */
  | { type: 'inbox.list'; list: ChatList }
  | { type: 'inbox.retry' }
  | { type: 'search.change'; query: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  | { type: 'chat.prefs'; change: PrefsChange; chatid: string }
  /** The muted chats, as the alert rules say (the SDK's watch). */
  | { type: 'inbox.muted'; muted: MutedChats }

export interface SearchUsersInput {
  keyword: string
}

export const LOAD_FAILED =
  'Your chats could not be loaded from the node. The ones kept on this device are shown.'
export const SEARCH_FAILED = 'The search did not reach the node. Try again.'
export const PREFS_FAILED =
  'Pinned and archived chats could not be saved on this device; they last until you leave.'
