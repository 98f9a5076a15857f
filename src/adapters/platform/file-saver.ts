/** FileSaver for the browser: the "KeyPairs" download (docs/product.md §4, docs/product.md §10.3). */
import type { FileSaver } from '../../ports'

/**
 * Saves text through a Blob, an object URL and a hidden `<a download>` click. Unlike the JS SDK's
 * `data:` URL, a Blob keeps the text byte for byte ('#', '%', newlines). Rejects only when the
 * document cannot create or click the link.
 */
export const createBrowserFileSaver = (document: Document): FileSaver => ({
  async saveText(filename: string, text: string): Promise<void> {
    const view = document.defaultView
    const urls = view?.URL ?? URL
    const blob = new (view?.Blob ?? Blob)([text], { type: 'text/plain;charset=utf-8' })
    const href = urls.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = href
    link.download = filename
    link.rel = 'noopener'
    link.style.display = 'none'
    document.body.appendChild(link)
    try {
      link.click()
    } finally {
      link.remove()
      // Revoking in the same task can cancel the download in some browsers; the next task is safe.
      const schedule = view?.setTimeout.bind(view) ?? globalThis.setTimeout
      schedule(() => urls.revokeObjectURL(href), 0)
    }
  },
})
