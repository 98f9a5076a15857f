/**
 * A chat message's content (docs/protocol.md §3.11): plain text, or one of CONTENT_TYPES. Plain chats carry it in
 * the payloadType's parameters with the fallback text as payload; encrypted chats in the content envelope
 * (docs/protocol.md §3.10 "Inside"). Both ways are written here once, and the two meet in one plain form
 * (payloadType + text) that the SDK stores and pages. Reading never throws and never drops: anything this app
 * cannot read is shown as its text.
 */
import { PayloadType } from '../../config'
import { utf8ToBytes } from '../../crypto/encoding'
import { displayText } from '../../e2e/display'
import { type Envelope, TEXT_TYPE, textEnvelope } from '../../e2e/envelope'
import { ContentFormatError, type FallbackContext, refuseContent } from './codec'
import { CONTENT_TYPES, type ContentType, type FieldsOf, isContentType } from './content-types'
import { isMessageId } from './fields'
import { jsonFromBase64Url, parseMediaType, textPayloadType, toBase64Url } from './media-type'

export const TYPE_PARAM = 'w3mq-type'
export const REF_PARAM = 'w3mq-ref'
export const CONTENT_PARAM = 'w3mq-content'

/** A message of one content type: its fields, the message it refers to, and its fallback text. */
export type TypedContent = {
  [T in ContentType]: { type: T; fields: FieldsOf<T>; ref?: string; fallback: string }
}[ContentType]

export type MessageContent = { type: 'text'; text: string } | TypedContent

/** What every message is stored and paged as: the payloadType and the payload text (docs/protocol.md §3.11). */
export interface PlainContent {
  payloadType: string
  text: string
}

/** Plain text: the payloadType of today, no parameter, so nothing changes for anyone. */
export const textContent = (text: string): MessageContent => ({ type: 'text', text })

/** The text a row, a preview or a notification shows when it does not render the type: the fallback. */
export const contentText = (content: MessageContent): string =>
  content.type === 'text' ? content.text : content.fallback

const codecOf = <T extends ContentType>(type: T) => CONTENT_TYPES[type] as (typeof CONTENT_TYPES)[ContentType]

/** Fields, ref and fallback checked against the type's codec; throws ContentFormatError. */
const checked = (type: ContentType, json: Readonly<Record<string, unknown>>, ref: string | undefined) => {
  const codec = codecOf(type)
  if (codec.needsRef && !isMessageId(ref)) refuseContent('ref is not a message id')
  if (!codec.needsRef && ref !== undefined) refuseContent('ref is not expected')
  return codec.read(json)
}

/**
 * Builds a typed message to send: fields checked by the type's codec (throws ContentFormatError on bad input),
 * fallback built from them and what the sender knows of the target.
 */
export const typedContent = <T extends ContentType>(
  type: T,
  fields: FieldsOf<T>,
  ref: string | undefined,
  context: FallbackContext = {},
): TypedContent => {
  const codec = codecOf(type)
  // Written then read again, so a sent message obeys the very rules a receiver applies.
  const read = checked(type, codec.write(fields as never), ref)
  const fallback = codec.fallback(read as never, context)
  return { type, fields: read, ...(ref === undefined ? {} : { ref }), fallback } as TypedContent
}

/** The plain form of a content: payloadType with the type's parameters, and the fallback as text. */
export const toPlain = (content: MessageContent): PlainContent => {
  if (content.type === 'text') return { payloadType: PayloadType.text, text: content.text }
  const json = codecOf(content.type).write(content.fields as never)
  const params: [string, string][] = [[TYPE_PARAM, content.type]]
  if (content.ref !== undefined) params.push([REF_PARAM, content.ref])
  if (Object.keys(json).length > 0)
    params.push([CONTENT_PARAM, toBase64Url(utf8ToBytes(JSON.stringify(json)))])
  return { payloadType: textPayloadType(params), text: content.fallback }
}

/**
 * The content of a plain message: no `w3mq-type` (every official-SDK message) → text; a known type with valid
 * parameters → that type, its fallback the text; anything else (unknown type, malformed parameters, JSON or
 * fields) → the text. Never throws.
 */
export const fromPlain = ({ payloadType, text }: PlainContent): MessageContent => {
  try {
    const { essence, params } = parseMediaType(payloadType)
    const type = params.get(TYPE_PARAM)
    if (essence !== 'text/plain' || type === undefined || !isContentType(type)) return textContent(text)
    const encoded = params.get(CONTENT_PARAM)
    const json = encoded === undefined ? {} : jsonFromBase64Url(encoded)
    const ref = params.get(REF_PARAM)
    const fields = checked(type, json, ref)
    return { type, fields, ...(ref === undefined ? {} : { ref }), fallback: text } as TypedContent
  } catch (error) {
    if (error instanceof ContentFormatError) return textContent(text)
    throw error
  }
}

/**
 * The envelope of an encrypted message: text as today; a typed content with `body` '' (its text, if any, is a
 * field), `fallback`, `refs` [ref] and `content` (the type's JSON fields).
 */
export const toEnvelope = (content: MessageContent): Envelope => {
  if (content.type === 'text') return textEnvelope(content.text)
  const json = codecOf(content.type).write(content.fields as never)
  return {
    type: content.type,
    body: '',
    fallback: content.fallback,
    ...(content.ref === undefined ? {} : { refs: [content.ref] }),
    ...(Object.keys(json).length > 0 ? { content: json } : {}),
  }
}

/** The content of a decrypted envelope; a type this app does not know, or bad fields, show as displayText. */
export const fromEnvelope = (env: Envelope): MessageContent => {
  if (env.type === TEXT_TYPE || !isContentType(env.type)) return textContent(displayText(env))
  try {
    if ((env.refs?.length ?? 0) > 1) refuseContent('more than one ref')
    const ref = env.refs?.[0]
    const fields = checked(env.type, env.content ?? {}, ref)
    return {
      type: env.type,
      fields,
      ...(ref === undefined ? {} : { ref }),
      fallback: displayText(env),
    } as TypedContent
  } catch (error) {
    if (error instanceof ContentFormatError) return textContent(displayText(env))
    throw error
  }
}
