/**
 * The browser clipboard: the async Clipboard API, and the hidden-textarea selection copy for pages
 * without clipboard permission (an insecure origin, or a browser that asks and is refused).
 */
import type { Clipboard } from '../../ports'

const copyBySelection = (doc: Document, text: string): boolean => {
  const area = doc.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  doc.body.append(area)
  area.select()
  const copied = doc.execCommand('copy')
  area.remove()
  return copied
}

export const createBrowserClipboard = (doc: Document, nav: Navigator): Clipboard => ({
  async writeText(text) {
    try {
      await nav.clipboard.writeText(text)
    } catch {
      if (!copyBySelection(doc, text)) throw new Error('The browser did not allow copying')
    }
  },
})
