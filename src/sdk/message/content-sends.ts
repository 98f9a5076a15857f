/**
 * The messages of a content type this client sends (docs/protocol.md §3.11), built from the rows a screen
 * shows: a reply quotes its parent, a reaction names its target's first words in its fallback, an edit and a
 * delete name their target. Fields are checked by the type's codec, which throws for bad input (a blank or
 * too long text, a reaction that is not one emoji); the SDK says so with the catalogue's invalid-input error.
 */
import { errors } from '../../domain/errors'
import type { DisplayMessage } from '../../domain/messages'
import {
  ContentFormatError,
  excerptOf,
  type MessageContent,
  type ReactionAction,
  typedContent,
} from '../../domain/messages/content'

/** The codec's refusal as the SDK's invalid-input error; anything else is a bug and propagates. */
const checked = (build: () => MessageContent): MessageContent => {
  try {
    return build()
  } catch (error) {
    if (error instanceof ContentFormatError)
      throw errors.invalidInput(`Cannot send this message: ${error.message}`)
    throw error
  }
}

/** Only the sender of a message may edit or delete it (receivers ignore anyone else's). */
const ownOnly = (target: DisplayMessage, me: string, what: string) => {
  if (target.senderId !== me) throw errors.invalidInput(`Only your own messages can be ${what}`)
  if (target.deleted) throw errors.invalidInput('This message was deleted')
}

/** A reply to `parent`: its text, and a quote of the parent (sender and first words) named by its sender's name. */
export const replyTo = (parent: DisplayMessage, text: string): MessageContent =>
  checked(() =>
    typedContent('reply', { text, from: parent.senderId, excerpt: excerptOf(parent.content) }, parent.id, {
      targetName: parent.username,
    }),
  )

/** `emoji` added to or removed from `target`. */
export const reactionTo = (target: DisplayMessage, emoji: string, action: ReactionAction): MessageContent =>
  checked(() =>
    typedContent('reaction', { emoji, action }, target.id, { targetExcerpt: excerptOf(target.content) }),
  )

/** The new text of one of `me`'s messages. */
export const editOf = (target: DisplayMessage, text: string, me: string): MessageContent => {
  ownOnly(target, me, 'edited')
  return checked(() => typedContent('edit', { text }, target.id))
}

/** The deletion of one of `me`'s messages. */
export const deletionOf = (target: DisplayMessage, me: string): MessageContent => {
  ownOnly(target, me, 'deleted')
  return checked(() => typedContent('delete', {}, target.id))
}
