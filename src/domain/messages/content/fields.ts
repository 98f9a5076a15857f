/**
 * Field rules shared by the content codecs (docs/protocol.md §3.11 "Limits"): message ids, texts, excerpts and
 * reaction emoji. Lengths count code points, so an emoji is one whatever its UTF-16 size.
 */
import { refuseContent } from './codec'

/** The longest text a reply or an edit carries, code points. */
export const MAX_CONTENT_TEXT = 4000
/** The longest excerpt a reply's quote or a fallback carries, code points (the `…` included). */
export const MAX_EXCERPT = 60
/** The longest reaction, UTF-16 code units: one grapheme, a flag or a family emoji included. */
export const MAX_REACTION_UNITS = 32

const MESSAGE_ID_RE = /^[0-9a-f]{56}$/
/** A sender id as this network writes one: `user:` and hex (either case: ids are compared as sent). */
const USER_ID_RE = /^user:[0-9a-f]{1,128}$/i

const codePoints = (text: string): string[] => Array.from(text)

export const isMessageId = (value: unknown): value is string =>
  typeof value === 'string' && MESSAGE_ID_RE.test(value)

export const readString = (json: Readonly<Record<string, unknown>>, field: string): string => {
  const value = json[field]
  if (typeof value !== 'string') return refuseContent(`${field} is not a string`)
  return value
}

/** A text a person wrote: not blank, at most MAX_CONTENT_TEXT code points. */
export const readText = (json: Readonly<Record<string, unknown>>, field: string): string => {
  const text = readString(json, field)
  if (text.trim() === '') refuseContent(`${field} is empty`)
  if (codePoints(text).length > MAX_CONTENT_TEXT) refuseContent(`${field} is longer than ${MAX_CONTENT_TEXT}`)
  return text
}

export const readUserId = (json: Readonly<Record<string, unknown>>, field: string): string => {
  const id = readString(json, field)
  if (!USER_ID_RE.test(id)) refuseContent(`${field} is not a user id`)
  return id
}

/** An excerpt: one line, at most MAX_EXCERPT code points (may be empty: the quoted message had no text). */
export const readExcerpt = (json: Readonly<Record<string, unknown>>, field: string): string => {
  const excerpt = readString(json, field)
  if (/[\r\n]/.test(excerpt)) refuseContent(`${field} has a line break`)
  if (codePoints(excerpt).length > MAX_EXCERPT) refuseContent(`${field} is longer than ${MAX_EXCERPT}`)
  return excerpt
}

/**
 * The excerpt of a text for a quote or a fallback: white space collapsed to single spaces, cut to MAX_EXCERPT
 * code points with `…` when longer.
 */
export const excerptOf = (text: string): string => {
  const line = text.replace(/\s+/gu, ' ').trim()
  const points = codePoints(line)
  if (points.length <= MAX_EXCERPT) return line
  return `${points
    .slice(0, MAX_EXCERPT - 1)
    .join('')
    .trimEnd()}…`
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** True for a reaction: exactly one grapheme, no white space or control character, at most MAX_REACTION_UNITS. */
export const isReactionEmoji = (value: unknown): value is string => {
  if (typeof value !== 'string' || value === '' || value.length > MAX_REACTION_UNITS) return false
  if (/[\p{White_Space}\p{Cc}]/u.test(value)) return false
  let count = 0
  for (const _ of segmenter.segment(value)) count++
  return count === 1
}
