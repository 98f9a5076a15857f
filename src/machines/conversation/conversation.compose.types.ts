/**
 * What the conversation's composer is doing besides a new message, and the actor contracts of replies,
 * reactions, edits and deletes (docs/product.md §14.9, docs/protocol.md §3.11).
 */
import type { DisplayMessage } from '../../domain/messages'

/** A new message; a reply to `target`; or an edit of one's own `target`, `draft` the text set aside for it. */
export type ComposeMode =
  | { kind: 'new' }
  | { kind: 'reply'; target: DisplayMessage }
  | { kind: 'edit'; target: DisplayMessage; draft: string }

export type ComposeEvent =
  /** Reply to this message: the composer says so above the text. */
  | { type: 'compose.reply'; id: string }
  /** Edit this own message: its text goes into the composer, the draft is set aside. */
  | { type: 'compose.edit'; id: string }
  /** Back to a new message (the draft set aside for an edit comes back). */
  | { type: 'compose.cancel' }
  /** Toggle one's own `emoji` on this message. */
  | { type: 'message.react'; id: string; emoji: string }
  /** Delete this own message (the view asked for a confirmation first). */
  | { type: 'message.delete'; id: string }

export interface ReplyInput {
  topic: string
  parent: DisplayMessage
  text: string
}

export interface EditInput {
  topic: string
  target: DisplayMessage
  text: string
}

export interface ReactInput {
  topic: string
  target: DisplayMessage
  emoji: string
  /** Add (true) or remove (false) one's own reaction. */
  on: boolean
}

export interface DeleteInput {
  topic: string
  target: DisplayMessage
}

export const CHANGE_FAILED = 'Your change could not be sent. Try again.'
