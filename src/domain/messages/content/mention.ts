/**
 * The `mention` content type (docs/protocol.md §3.11): a group message's text with the members it names. Each
 * mention is a span of the text, in code points, that starts with `@` (the `@Name` the sender's app
 * inserted) and the user id it names, so a receiver highlights exactly what was written and knows whom it
 * calls without looking names up. Its fallback is the text itself: an official-SDK user reads `@Bob hello`.
 */
import { defineCodec, refuseContent } from './codec'
import { readText, readUserId } from './fields'

/** The most people one message names. */
export const MAX_MENTIONS = 50

/** One `@Name` of the text: where it starts and how long it is, in code points, and whom it names. */
export interface Mention {
  user: string
  at: number
  length: number
}

export interface MentionFields {
  text: string
  /** In the order they appear, none overlapping. */
  mentions: Mention[]
}

const readMention = (value: unknown, points: readonly string[], after: number): Mention => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refuseContent('a mention is not an object')
  }
  const { at, length } = value as Record<string, unknown>
  const user = readUserId(value as Record<string, unknown>, 'user')
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < after) {
    return refuseContent('a mention starts out of order')
  }
  if (
    typeof length !== 'number' ||
    !Number.isSafeInteger(length) ||
    length < 2 ||
    at + length > points.length
  ) {
    return refuseContent('a mention is not inside the text')
  }
  if (points[at] !== '@') return refuseContent('a mention does not start with @')
  return { user, at, length }
}

export const mentionCodec = defineCodec<MentionFields>({
  needsRef: false,
  read: (json) => {
    const text = readText(json, 'text')
    const list = json.mentions
    if (!Array.isArray(list) || list.length === 0) return refuseContent('mentions is not a list of mentions')
    if (list.length > MAX_MENTIONS) return refuseContent(`more than ${MAX_MENTIONS} mentions`)
    const points = Array.from(text)
    const mentions: Mention[] = []
    let after = 0
    for (const item of list) {
      const mention = readMention(item, points, after)
      mentions.push(mention)
      after = mention.at + mention.length
    }
    return { text, mentions }
  },
  write: ({ text, mentions }) => ({
    text,
    mentions: mentions.map(({ user, at, length }) => ({ user, at, length })),
  }),
  fallback: ({ text }) => text,
  isRow: true,
  alerts: true,
})

/** The user ids a message names, each once. */
export const mentionedUsers = (fields: MentionFields): string[] => [
  ...new Set(fields.mentions.map((m) => m.user)),
]

/** The text cut into plain parts and mentions, in order, for a row to highlight. */
export const mentionParts = (
  fields: MentionFields,
): ({ text: string } | { text: string; user: string })[] => {
  const points = Array.from(fields.text)
  const parts: ({ text: string } | { text: string; user: string })[] = []
  let at = 0
  for (const m of fields.mentions) {
    if (m.at > at) parts.push({ text: points.slice(at, m.at).join('') })
    parts.push({ text: points.slice(m.at, m.at + m.length).join(''), user: m.user })
    at = m.at + m.length
  }
  if (at < points.length) parts.push({ text: points.slice(at).join('') })
  return parts
}
