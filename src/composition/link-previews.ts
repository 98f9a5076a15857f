/**
 * Link previews bound to the runtime's PreviewFetcher (docs/product.md §2 "each linked page is fetched by
 * the browser with GET"): one fetch per URL for the life of the page, shared by every text that links it.
 * A failed fetch answers null and is forgotten, so a later view may try again.
 */
import type { LinkPreview, LinkPreviews } from '../machines/app/app-services'
import type { PreviewFetcher } from '../ports'

export const createLinkPreviews = (fetcher: () => Promise<PreviewFetcher>): LinkPreviews => {
  const cache = new Map<string, Promise<LinkPreview | null>>()
  return {
    get(url) {
      const known = cache.get(url)
      if (known) return known
      const pending = (async () => {
        // The parser loads with the first preview, not with the first page.
        const [html, { extractPreview }] = await Promise.all([
          fetcher().then((f) => f.fetchHtml(url)),
          import('../domain/display/preview'),
        ])
        return extractPreview(html, url)
      })().catch(() => {
        cache.delete(url)
        return null
      })
      cache.set(url, pending)
      return pending
    },
  }
}
