/** Context, events, input and actor contracts of the typing machine (one open conversation). */

export interface TypingInput {
  /** The chat's topic: a user id for a private chat, `group:…` for a group. */
  topic: string
  selfId: string
}

export interface TypingContext extends TypingInput {
  /** Who is typing in this chat now, in the order they started. */
  typers: readonly string[]
}

export type TypingEvent =
  /** A typing frame of this chat from `from` (the SDK's watch). */
  | { type: 'typing.heard'; from: string }
  /** TYPING_SHOWN_MS passed since `from`'s last typing frame. */
  | { type: 'typing.expired'; from: string }
  /** New messages of this chat arrived, from these senders: they stopped typing. */
  | { type: 'typing.arrived'; senders: readonly string[] }
  /** The person changed the composer's text to `text`. */
  | { type: 'composer.typed'; text: string }

export interface TypingTopicInput {
  topic: string
}
