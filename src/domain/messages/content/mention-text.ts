/**
 * Mentions as a person types them (docs/product.md §14.8): the `@word` being typed at the caret, the members
 * it may mean, and, when the message is sent, the `@Name` spans of its text that name members. A message
 * with none is plain text; one with any is the `mention` content type (./mention.ts).
 */
import { displayName, type UserLike } from '../../display'
import { fromPlain, type MessageContent, textContent, typedContent } from './content'
import { MAX_MENTIONS, type Mention } from './mention'

/** A group member as the composer offers them: their user id and the name shown after `@`. */
export interface Member {
  userid: string
  name: string
}

/** Group members as the composer names them: by the display rules (docs/product.md §2). */
export const membersOf = (people: readonly (UserLike & { userid: string })[]): Member[] =>
  people.map((person) => ({ userid: person.userid, name: displayName(person) }))

/** The most suggestions shown at once. */
export const MAX_SUGGESTIONS = 8
/** The longest `@query` still looked up, code units: past it the person is not naming anyone. */
const MAX_QUERY = 40

export interface MentionQuery {
  /** Where the `@` is. */
  start: number
  /** What follows it up to the caret. */
  query: string
}

/**
 * The `@query` that ends at `caret`: an `@` at the start or after white space, then no line break up to the
 * caret, at most MAX_QUERY long. Undefined when the caret is not in one.
 */
export const mentionQueryAt = (text: string, caret: number): MentionQuery | undefined => {
  const before = text.slice(0, caret)
  const start = before.lastIndexOf('@')
  if (start < 0 || (start > 0 && !/\s/.test(before[start - 1] as string))) return undefined
  const query = before.slice(start + 1)
  if (query.length > MAX_QUERY || /[\r\n]/.test(query) || /^\s/.test(query)) return undefined
  return { start, query }
}

/**
 * The members `query` may mean, the person themselves left out: a name starting with it first, then a name
 * with a later word starting with it, each in the list's order; case ignored. At most MAX_SUGGESTIONS.
 */
export const suggestMembers = (members: readonly Member[], query: string, selfId: string): Member[] => {
  const q = query.toLowerCase()
  const others = members.filter((m) => m.userid !== selfId && m.name.trim() !== '')
  const starts = others.filter((m) => m.name.toLowerCase().startsWith(q))
  const words = others.filter(
    (m) =>
      !starts.includes(m) &&
      m.name
        .toLowerCase()
        .split(/\s+/)
        .slice(1)
        .some((w) => w.startsWith(q)),
  )
  return [...starts, ...words].slice(0, MAX_SUGGESTIONS)
}

/** `@Name ` in place of the `@query` at the caret, and where the caret goes after it. */
export const completeMention = (
  text: string,
  { start, query }: MentionQuery,
  member: Member,
): { text: string; caret: number } => {
  const inserted = `@${member.name} `
  const end = start + 1 + query.length
  const rest = text.slice(end).replace(/^ /, '')
  return { text: text.slice(0, start) + inserted + rest, caret: start + inserted.length }
}

const isBoundary = (char: string | undefined) => char === undefined || /[\s.,;:!?)'"»”’]/u.test(char)

/**
 * The `@Name` spans of `text` that name members, in code points: at each `@` at the start or after white
 * space, the longest member name that follows it up to a boundary (end, white space or punctuation).
 */
export const findMentions = (text: string, members: readonly Member[]): Mention[] => {
  const points = Array.from(text)
  const byLength = [...members]
    .filter((m) => m.name.trim() !== '')
    .sort((a, b) => Array.from(b.name).length - Array.from(a.name).length)
  const found: Mention[] = []
  for (let at = 0; at < points.length && found.length < MAX_MENTIONS; at++) {
    if (points[at] !== '@' || (at > 0 && !/\s/u.test(points[at - 1] as string))) continue
    const match = byLength.find((m) => {
      const name = Array.from(m.name)
      return name.every((c, i) => points[at + 1 + i] === c) && isBoundary(points[at + 1 + name.length])
    })
    if (!match) continue
    const length = 1 + Array.from(match.name).length
    found.push({ user: match.userid, at, length })
    at += length - 1
  }
  return found
}

/** What a composed message is: plain text, or a `mention` when its text names any member. */
export const composedContent = (text: string, members: readonly Member[]): MessageContent => {
  const mentions = findMentions(text, members)
  return mentions.length === 0 ? textContent(text) : typedContent('mention', { text, mentions }, undefined)
}

/**
 * Whether a message of `payloadType` mentions `userid` (docs/product.md §14.8): its mention raises an alert even
 * in a muted conversation, in a tab and by Web Push alike.
 */
export const mentionsUser = (payloadType: string | undefined, userid: string): boolean => {
  if (!payloadType) return false
  const content = fromPlain({ payloadType, text: '' })
  return content.type === 'mention' && content.fields.mentions.some((m) => m.user === userid)
}
