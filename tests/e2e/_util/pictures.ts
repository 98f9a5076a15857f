/**
 * A photo-sized picture drawn by the page's own canvas (a sky gradient, a sun and a row of buildings), as
 * PNG bytes for a file input: big enough that the app must scale and re-encode it (docs/product.md §14.8).
 */
import type { Page } from 'playwright-core'

export const drawnPicture = async (page: Page, width: number, height: number): Promise<Buffer> => {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas')
      canvas.width = w
      canvas.height = h
      const g = canvas.getContext('2d') as CanvasRenderingContext2D
      const sky = g.createLinearGradient(0, 0, 0, h)
      sky.addColorStop(0, '#1e3a8a')
      sky.addColorStop(0.6, '#f97316')
      sky.addColorStop(1, '#7c2d12')
      g.fillStyle = sky
      g.fillRect(0, 0, w, h)
      g.fillStyle = '#fde047'
      g.beginPath()
      g.arc(w / 2, h * 0.6, h * 0.15, 0, Math.PI * 2)
      g.fill()
      const columns = 40
      for (let i = 0; i < columns; i++) {
        g.fillStyle = `hsl(${(i * 37) % 360} 70% 40%)`
        g.fillRect((i * w) / columns, h * 0.8 + ((i * 13) % 90), w / columns - 2, h * 0.2)
      }
      return canvas.toDataURL('image/png').slice('data:image/png;base64,'.length)
    },
    [width, height] as const,
  )
  return Buffer.from(base64, 'base64')
}
