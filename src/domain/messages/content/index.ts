/** Chat content types (docs/protocol.md §3.11): the table, the two encodings, and how they change rows. */
export { ContentFormatError, type FallbackContext } from './codec'
export {
  contentText,
  fromEnvelope,
  fromPlain,
  type MessageContent,
  type PlainContent,
  type TypedContent,
  textContent,
  toEnvelope,
  toPlain,
  typedContent,
} from './content'
export {
  CONTENT_TYPES,
  type ContentType,
  type DeleteFields,
  type EditFields,
  type FieldsOf,
  isContentType,
  type ReactionAction,
  type ReactionFields,
  type ReplyFields,
} from './content-types'
export { excerptOf, isMessageId, isReactionEmoji, MAX_CONTENT_TEXT, MAX_EXCERPT } from './fields'
export { alertsFor, alertsForPayloadType, contentOf, isOwnRow, showContent } from './rows'
