/**
 * THE TABLE of chat content types (docs/protocol.md §3.11): one entry per type, keyed by its `w3mq-type` name.
 *
 * How to add a type:
 *   1. Write its codec with `defineCodec` (codec.ts): `needsRef`, `read` (validate every field of its JSON and
 *      throw ContentFormatError through `refuseContent` on anything else; field rules in fields.ts), `write`,
 *      `fallback` (short, human, what an official-SDK user sees as the message text), `isRow` and `alerts`.
 *   2. Add it to CONTENT_TYPES below. Encoding and decoding (content.ts: payloadType parameters for plain chats,
 *      the envelope's `content` for encrypted ones) need nothing else; an unknown type keeps showing as its
 *      fallback text.
 *   3. Test its exact payloadType and payload bytes, a round trip and malformed fields (content.test.ts shows how).
 *   4. Add its row to the table of docs/protocol.md §3.11, and what the app does with it to docs/product.md.
 * A type that changes another row (like reaction, edit, delete) also needs a rule in rows.ts.
 */
import { defineCodec, refuseContent } from './codec'
import { excerptOf, isReactionEmoji, readExcerpt, readString, readText, readUserId } from './fields'
import { imageCodec } from './image'
import { mentionCodec } from './mention'

/** A reply: its own text, and a quote of its parent so it renders when the parent is not loaded. */
export interface ReplyFields {
  text: string
  /** The parent's sender id. */
  from: string
  /** The start of the parent's text (excerptOf). */
  excerpt: string
}

export type ReactionAction = 'add' | 'remove'

/** A reaction added to, or removed from, its target. */
export interface ReactionFields {
  emoji: string
  action: ReactionAction
}

/** The new text of the target. */
export interface EditFields {
  text: string
}

/** No field: the target is the ref. */
export type DeleteFields = Record<string, never>

/** A short label for a sender whose name is not known: the start of its id. */
const nameOr = (name: string | undefined, id: string): string =>
  name?.trim() ? name.trim() : `${id.slice(0, 'user:'.length + 6)}…`

const reply = defineCodec<ReplyFields>({
  needsRef: true,
  read: (json) => ({
    text: readText(json, 'text'),
    from: readUserId(json, 'from'),
    excerpt: readExcerpt(json, 'excerpt'),
  }),
  write: ({ text, from, excerpt }) => ({ text, from, excerpt }),
  fallback: ({ text, from, excerpt }, { targetName }) =>
    `↩ ${nameOr(targetName, from)}: “${excerpt}”\n${text}`,
  isRow: true,
  alerts: true,
})

const reaction = defineCodec<ReactionFields>({
  needsRef: true,
  read: (json) => {
    const emoji = json.emoji
    if (!isReactionEmoji(emoji)) return refuseContent('emoji is not one short grapheme')
    const action = readString(json, 'action')
    if (action !== 'add' && action !== 'remove') return refuseContent('action is not add or remove')
    return { emoji, action }
  },
  write: ({ emoji, action }) => ({ emoji, action }),
  fallback: ({ emoji, action }, { targetExcerpt }) =>
    action === 'add'
      ? `${emoji} to “${excerptOf(targetExcerpt ?? '')}”`
      : `Removed ${emoji} from “${excerptOf(targetExcerpt ?? '')}”`,
  isRow: false,
  alerts: false,
})

const edit = defineCodec<EditFields>({
  needsRef: true,
  read: (json) => ({ text: readText(json, 'text') }),
  write: ({ text }) => ({ text }),
  fallback: ({ text }) => `✎ edited: ${text}`,
  isRow: false,
  alerts: false,
})

const deletion = defineCodec<DeleteFields>({
  needsRef: true,
  read: () => ({}),
  write: () => ({}),
  fallback: () => 'Deleted a message',
  isRow: false,
  alerts: false,
})

/** Every content type this app reads and sends besides plain text. Add a type here (see the head comment). */
export const CONTENT_TYPES = {
  reply,
  reaction,
  edit,
  delete: deletion,
  image: imageCodec,
  mention: mentionCodec,
} as const

export type ContentType = keyof typeof CONTENT_TYPES

/** The fields of one type, as its codec reads them. */
export type FieldsOf<T extends ContentType> = ReturnType<(typeof CONTENT_TYPES)[T]['read']>

export const isContentType = (value: string): value is ContentType => Object.hasOwn(CONTENT_TYPES, value)
