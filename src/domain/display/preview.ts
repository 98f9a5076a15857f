import { readHtmlMeta } from './html-meta'

/** What a link preview card shows (docs/product.md §2). Absent values are ''. */
interface LinkPreview {
  title: string
  img: string
  desc: string
  url: string
}

/** The page metadata a preview reads (docs/product.md §3 "Page metadata read for previews"). */
interface PageMetadata {
  title: string
  description: string
  'og:title': string
  'og:type': string
  'og:site_name': string
  'og:description': string
  'og:image': string
  'twitter:title': string
  'twitter:image': string
}

const METADATA_KEYS = [
  'description',
  'og:title',
  'og:type',
  'og:site_name',
  'og:description',
  'og:image',
  'twitter:title',
  'twitter:image',
] as const

/** Every field of PageMetadata found in `html` ('' when absent); `title` is the `<title>` text. */
export const readPageMetadata = (html: string): PageMetadata => {
  const { meta, title } = readHtmlMeta(html)
  const metadata = { title } as PageMetadata
  for (const key of METADATA_KEYS) metadata[key] = meta.get(key) ?? ''
  return metadata
}

const first = (...values: string[]): string => values.find((value) => value !== '') ?? ''

/**
 * Resolves an image reference against the page. Only http(s) results are kept: a preview must not
 * carry `javascript:` or `data:` URLs into an `<img>` the user did not choose.
 */
const resolveImage = (ref: string, pageUrl: string): string => {
  if (ref === '') return ''
  try {
    const resolved = new URL(ref, pageUrl)
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : ''
  } catch {
    return ''
  }
}

/**
 * Extracts a preview from a fetched page, by pure string parsing (no DOMParser).
 * title: og:title, else twitter:title, else `<title>`. img: og:image, else twitter:image, resolved
 * against `pageUrl`, http(s) only. desc: og:description, else meta description. url: `pageUrl`.
 * Attribute order and quoting do not matter; entities are decoded; junk input gives empty fields.
 */
export const extractPreview = (html: string, pageUrl: string): LinkPreview => {
  const page = readPageMetadata(html)
  return {
    title: first(page['og:title'], page['twitter:title'], page.title),
    img: resolveImage(first(page['og:image'], page['twitter:image']), pageUrl),
    desc: first(page['og:description'], page.description),
    url: pageUrl,
  }
}
