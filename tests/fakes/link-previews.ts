import type { LinkPreview, LinkPreviews } from '../../src/machines/app/app-services'

/** A LinkPreviews service over known pages: a URL not listed fails, like a page that cannot be fetched. */
export const fakeLinkPreviews = (
  pages: Readonly<Record<string, LinkPreview>>,
): LinkPreviews & { readonly asked: readonly string[] } => {
  const asked: string[] = []
  return {
    asked,
    async get(url) {
      asked.push(url)
      const page = pages[url]
      if (!page) throw new Error('Network Error')
      return page
    },
  }
}
