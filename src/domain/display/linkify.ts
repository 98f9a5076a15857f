/**
 * Splits chat text into plain and link segments for React to render (docs/product.md §2 "URLs in text become
 * links"). Returns data, never HTML, so nothing in the text can inject markup.
 */

type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string }

// A scheme not glued to a preceding letter or digit, then anything up to whitespace or a character that
// cannot appear unescaped in a URL and usually delimits it in prose.
const URL_CANDIDATE = /(?<![A-Za-z0-9])https?:\/\/[^\s<>"'`\u00a0\u3000]+/gi

const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '"'])
const CLOSERS: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' }

const occurrences = (text: string, char: string): number => text.split(char).length - 1

/** Drops sentence punctuation and closing brackets that have no opener inside the URL. */
const trimTrailing = (candidate: string): string => {
  let url = candidate
  for (;;) {
    const last = url.at(-1) ?? ''
    const opener = CLOSERS[last]
    if (TRAILING_PUNCTUATION.has(last)) url = url.slice(0, -1)
    else if (opener && occurrences(url, opener) < occurrences(url, last)) url = url.slice(0, -1)
    else return url
  }
}

/** The href to render: the scheme lowercased, and only when the URL has a host. */
const toHref = (url: string): string | undefined => {
  const href = url.replace(/^https?/i, (scheme) => scheme.toLowerCase())
  try {
    const parsed = new URL(href)
    return parsed.hostname === '' ? undefined : href
  } catch {
    return undefined
  }
}

/**
 * Segments `text` in order; concatenating every segment's `text` gives back the input exactly.
 * Only `http://` and `https://` URLs (scheme in any case) with a host become links; every other scheme
 * (`javascript:`, `data:`, `vbscript:`, …) stays text. Trailing `.,;:!?'"` and unbalanced `)]}` are
 * left outside the link. No two text segments are adjacent; the empty string gives [].
 */
export const linkify = (text: string): TextSegment[] => {
  const segments: TextSegment[] = []
  // Text is pushed only before a link and once at the end, so two text segments are never adjacent.
  const pushText = (value: string): void => {
    if (value !== '') segments.push({ kind: 'text', text: value })
  }
  let cursor = 0
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const url = trimTrailing(match[0])
    const href = toHref(url)
    if (href === undefined) continue
    pushText(text.slice(cursor, match.index))
    segments.push({ kind: 'link', href, text: url })
    cursor = match.index + url.length
  }
  pushText(text.slice(cursor))
  return segments
}

/** The hrefs linkify finds, first occurrence order, without duplicates: what the preview fetcher loads. */
export const extractUrls = (text: string): string[] => {
  const hrefs = linkify(text).flatMap((segment) => (segment.kind === 'link' ? [segment.href] : []))
  return [...new Set(hrefs)]
}
