/** Context, events, input and actor contracts of the conversation machine (`/chat/:chatid`). */
import type { UserLike } from '../../domain/display'
import type { DisplayMessage } from '../../domain/messages'
import type { Member } from '../../domain/messages/content/mention-text'
import type { ChatSecurity } from '../../sdk/e2e/e2e'
import type { HistoryPage } from '../../sdk/message/message'
import type { UiError } from '../kit'
import type { ComposeEvent, ComposeMode } from './conversation.compose.types'

export interface ConversationInput {
  /** The chat's topic: a user id for a private chat, `group:…` for a group. */
  topic: string
  selfId: string
  /** The draft kept for this chat when it was last open. */
  draft: string
}

export interface ConversationContext extends ConversationInput {
  /** The open chat's rows, newest first (the SDK's order). */
  messages: readonly DisplayMessage[]
  /** How far back the history pages read so far reach, in messages (the end of the last page). */
  loaded: number
  /** Whether an older page may exist. */
  hasMore: boolean
  error: UiError | undefined
  olderError: UiError | undefined
  sendError: UiError | undefined
  /** The other person of a private chat, once their public profile was read (names their messages). */
  peer: UserLike | undefined
  /**
   * Whether the chat is end-to-end encrypted (docs/protocol.md §3.10): `checking` until the SDK answered,
   * `unavailable` when this client cannot encrypt at all (no main key on this device).
   */
  security: ChatSecurity | 'checking' | 'unavailable'
  /** The text being queued now ('' when none): what a successful send takes out of the draft. */
  outgoing: string
  /** Whether the chat was placed where it opens: its first unread message is held, or none is unread. */
  located: boolean
  /** The oldest of the others' messages unread when the chat opened; undefined when none was. */
  firstUnread: string | undefined
  /** Ids of others' messages asked to be marked read from this screen (waiting, on their way or done). */
  marked: ReadonlySet<string>
  /** The ids of the read receipt on its way. */
  marking: readonly string[]
  /** Ids the reader scrolled past, waiting for their read receipt, oldest first. */
  unmarked: readonly string[]
  /** The message the chat was asked to show (a search result), while it is wanted; undefined when none. */
  target: MessageTarget | undefined
  /** A new message, a reply or an edit (./conversation.compose.ts). */
  compose: ComposeMode
  /** Why the last reaction or delete could not be sent. */
  changeError: UiError | undefined
}

/**
 * A message to open the chat at (docs/product.md §14.12): `seeking` while older pages are read for it,
 * `found` once held, `missing` when the history ends or goes past its time without it. `seq` tells one
 * request from the next for the same message (each is scrolled to and highlighted).
 */
export interface MessageTarget {
  id: string
  /** Its time: older pages past it cannot hold it. */
  timestamp: number
  seq: number
  state: 'seeking' | 'found' | 'missing'
}

export type ConversationEvent =
  | { type: 'conversation.messages'; messages: readonly DisplayMessage[] }
  | { type: 'conversation.older' }
  | { type: 'conversation.reload' }
  | { type: 'draft.change'; text: string }
  /** `members`: whom the text may name with `@Name` (a group's members, docs/product.md §14.8). */
  | { type: 'composer.send'; members?: readonly Member[] }
  | { type: 'message.retry'; id: string }
  /** The span of the chat the reader covered since it opened, by its oldest and newest message ids. */
  | { type: 'messages.seen'; oldest: string; newest: string }
  /** Show this message: older pages are read until it is held (a search result, docs/product.md §14.12). */
  | { type: 'conversation.goTo'; id: string; timestamp: number }
  | ComposeEvent

export interface LoadPageInput {
  topic: string
  page: number
  size: number
}

/** The rows held after a page, and whether an older page may exist (the SDK's rule). */
export type LoadPageOutput = HistoryPage

export interface WatchInput {
  topic: string
}

export interface SendInput {
  topic: string
  text: string
  /** Whom the text may name; a text naming any of them is sent as a `mention` (docs/protocol.md §3.11). */
  members?: readonly Member[] | undefined
}

export interface MarkReadInput {
  topic: string
  ids: readonly string[]
}

export const LOAD_FAILED = 'The messages of this chat could not be loaded.'
export const OLDER_FAILED = 'Older messages could not be loaded.'
export const SEND_FAILED = 'Your message was not sent. Your text is kept; try again.'
/** Retry asked for a message the outbox no longer holds as failed (it was sent meanwhile, or is gone). */
export const RETRY_GONE = 'This message is no longer waiting to be sent.'
