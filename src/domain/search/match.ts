/**
 * Which texts a search finds and where (docs/product.md §14.12): the query is split into words, and a
 * text matches when every word occurs in it, anywhere inside a word too, case and accents aside (./fold).
 * Every occurrence of every word is marked.
 */
import { fold, foldWithOrigin } from './fold'

/** A marked stretch of a text: [start, end) in the text as written. */
export interface TextRange {
  start: number
  end: number
}

/** A piece of a text to show, marked when a search word matched it. */
export interface TextSegment {
  text: string
  match: boolean
}

/** The query's words, folded, each once, longest first (a longer word is marked over its own prefix). */
export const searchTerms = (query: string): string[] => {
  const words = foldWithOrigin(query)
    .text.split(/\s+/u)
    .filter((word) => word !== '')
  return [...new Set(words)].sort((a, b) => b.length - a.length)
}

/** Overlapping or touching ranges joined, in order. */
const joined = (ranges: TextRange[]): TextRange[] => {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end)
  const out: TextRange[] = []
  for (const range of sorted) {
    const last = out[out.length - 1]
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end)
    else out.push({ ...range })
  }
  return out
}

/**
 * Where `terms` (from `searchTerms`) occur in `text`, as ranges of the text as written; undefined when a
 * term does not occur, or there are no terms.
 */
export const matchRanges = (text: string, terms: readonly string[]): TextRange[] | undefined => {
  if (terms.length === 0) return undefined
  const folded = foldWithOrigin(text)
  const ranges: TextRange[] = []
  for (const term of terms) {
    let at = folded.text.indexOf(term)
    if (at < 0) return undefined
    while (at >= 0) {
      const start = folded.origin[at] as number
      // The end is where the character after the match's last one starts in the text as written.
      const end = folded.origin[at + term.length] as number
      ranges.push({ start, end: Math.max(end, start + 1) })
      at = folded.text.indexOf(term, at + 1)
    }
  }
  return joined(ranges)
}

/** Whether `text` holds every term. */
export const matches = (text: string, terms: readonly string[]): boolean => {
  if (terms.length === 0) return false
  const folded = fold(text)
  return terms.every((term) => folded.includes(term))
}

/** How much of a long text a result shows before its first match. */
const LEAD = 32
/** The most a result shows of a text. */
export const EXCERPT_LENGTH = 160

/**
 * The text cut to about EXCERPT_LENGTH characters around its first match (an ellipsis where it was cut),
 * split into plain and marked segments.
 */
export const excerpt = (text: string, ranges: readonly TextRange[]): TextSegment[] => {
  const first = ranges[0]?.start ?? 0
  let from = first > LEAD + 8 ? first - LEAD : 0
  // Start at a word where one starts nearby, never inside a surrogate pair.
  if (from > 0) {
    const space = text.lastIndexOf(' ', from)
    from = space >= 0 && from - space < 12 ? space + 1 : from
    if (/[\uDC00-\uDFFF]/u.test(text.charAt(from))) from -= 1
  }
  let to = Math.min(text.length, from + EXCERPT_LENGTH)
  if (/[\uDC00-\uDFFF]/u.test(text.charAt(to))) to += 1
  const segments: TextSegment[] = []
  const push = (piece: string, match: boolean) => {
    if (piece !== '') segments.push({ text: piece, match })
  }
  if (from > 0) push('…', false)
  let at = from
  for (const range of ranges) {
    if (range.end <= from || range.start >= to) continue
    push(text.slice(at, Math.max(at, range.start)), false)
    push(text.slice(Math.max(at, range.start), Math.min(to, range.end)), true)
    at = Math.min(to, range.end)
  }
  push(text.slice(at, to), false)
  if (to < text.length) push('…', false)
  return segments
}
