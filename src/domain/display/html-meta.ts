/**
 * A tolerant reader of `<meta>` tags and `<title>` in fetched HTML: string scanning only, so it runs in
 * the pure domain. The page comes from an arbitrary site, so the scanner is a single forward pass
 * (linear time on any input, no backtracking regex over attacker text) and never throws.
 */
import { decodeHtmlEntities } from './html-entities'

/** Metadata lives in the head; reading further only costs time on huge or hostile pages. */
export const MAX_HTML_CHARS = 512 * 1024

/** Elements whose content is not markup: text inside them that looks like a tag is skipped. */
const RAW_TEXT = ['script', 'style', 'noscript', 'template', 'textarea'] as const

const isSpace = (char: string | undefined): boolean =>
  char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\f'

const collapse = (value: string): string => decodeHtmlEntities(value).replace(/\s+/g, ' ').trim()

/** The tag name starting at `at` (just after `<`), lowercased; '' when none. */
const tagNameAt = (src: string, at: number): string => {
  let end = at
  while (end < src.length && /[A-Za-z0-9]/.test(src[end] ?? '')) end++
  return src.slice(at, end).toLowerCase()
}

interface ParsedTag {
  attributes: Map<string, string>
  /** Index just after the tag's `>` (or the end of input). */
  end: number
  /** False when the input ended inside the tag: browsers drop such a tag, and so does this reader. */
  closed: boolean
}

const readValue = (src: string, at: number): { value: string; end: number } => {
  const quote = src[at]
  if (quote === '"' || quote === "'") {
    const close = src.indexOf(quote, at + 1)
    const end = close === -1 ? src.length : close
    return { value: src.slice(at + 1, end), end: end + 1 }
  }
  let end = at
  while (end < src.length && !isSpace(src[end]) && src[end] !== '>') end++
  return { value: src.slice(at, end), end }
}

/** Reads attributes from `at` to the closing `>`; names lowercased, first occurrence wins. */
const parseTag = (src: string, at: number): ParsedTag => {
  const attributes = new Map<string, string>()
  let i = at
  while (i < src.length) {
    const char = src[i]
    if (char === '>') return { attributes, end: i + 1, closed: true }
    if (isSpace(char) || char === '/') {
      i++
      continue
    }
    let nameEnd = i + 1
    while (nameEnd < src.length && !/[\s/>=]/.test(src[nameEnd] ?? '')) nameEnd++
    const name = src.slice(i, nameEnd).toLowerCase()
    i = nameEnd
    while (isSpace(src[i])) i++
    let value = ''
    if (src[i] === '=') {
      i++
      while (isSpace(src[i])) i++
      const read = readValue(src, i)
      value = read.value
      i = read.end
    }
    if (!attributes.has(name)) attributes.set(name, value)
  }
  return { attributes, end: src.length, closed: false }
}

/** Index after the closing tag `</name>` searched from `from`, or the end of input. */
const skipPast = (src: string, from: number, name: string): { start: number; end: number } => {
  const closer = new RegExp(`</${name}\\s*>`, 'gi')
  closer.lastIndex = from
  const match = closer.exec(src)
  return match ? { start: match.index, end: match.index + match[0].length } : { start: -1, end: src.length }
}

interface HtmlMeta {
  /** `property` or `name` (trimmed, lowercased) → decoded, whitespace-collapsed `content`; first wins. */
  meta: Map<string, string>
  /** The decoded text of the first `<title>`, or ''. */
  title: string
}

const addMeta = (meta: Map<string, string>, attributes: Map<string, string>): void => {
  const key = (attributes.get('property') ?? attributes.get('name') ?? '').trim().toLowerCase()
  const content = attributes.get('content')
  if (key !== '' && content !== undefined && !meta.has(key)) meta.set(key, collapse(content))
}

/** Collects every `<meta property|name=… content=…>` and the first `<title>` of a page. */
export const readHtmlMeta = (html: string): HtmlMeta => {
  const src = html.slice(0, MAX_HTML_CHARS)
  const meta = new Map<string, string>()
  let title: string | undefined
  let i = src.indexOf('<')
  while (i !== -1) {
    if (src.startsWith('<!--', i)) {
      const close = src.indexOf('-->', i + 4)
      i = close === -1 ? src.length : close + 3
    } else {
      const name = tagNameAt(src, i + 1)
      const tag = name === '' ? undefined : parseTag(src, i + 1 + name.length)
      i = tag?.end ?? i + 1
      if (name === 'meta' && tag?.closed) addMeta(meta, tag.attributes)
      else if (name === 'title' || (RAW_TEXT as readonly string[]).includes(name)) {
        const closer = skipPast(src, i, name)
        if (name === 'title' && title === undefined && closer.start !== -1) {
          title = collapse(src.slice(i, closer.start))
        }
        i = closer.end
      }
    }
    i = src.indexOf('<', i)
  }
  return { meta, title: title ?? '' }
}
