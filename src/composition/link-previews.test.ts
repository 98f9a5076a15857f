import { describe, expect, it } from 'vitest'
import type { PreviewFetcher } from '../ports'
import { createLinkPreviews } from './link-previews'

const PAGE = 'https://news.example/story'
const HTML =
  '<title>Plain</title><meta property="og:title" content="A story"><meta property="og:image" content="/c.png">'

const countingFetcher = (answer: (url: string) => Promise<string>) => {
  const asked: string[] = []
  const fetcher: PreviewFetcher = {
    fetchHtml: (url) => {
      asked.push(url)
      return answer(url)
    },
  }
  return { asked, fetcher }
}

describe('createLinkPreviews [P2.20]', () => {
  it('[P2.20] fetches each page once and extracts its preview', async () => {
    const { asked, fetcher } = countingFetcher(async () => HTML)
    const previews = createLinkPreviews(async () => fetcher)
    const [first, second] = await Promise.all([previews.get(PAGE), previews.get(PAGE)])
    expect(first).toEqual({ title: 'A story', img: 'https://news.example/c.png', desc: '', url: PAGE })
    expect(second).toBe(first)
    expect(await previews.get(PAGE)).toBe(first)
    expect(asked).toEqual([PAGE])
  })

  it('[P2.20] answers null for a failed fetch and tries again next time', async () => {
    let fail = true
    const { asked, fetcher } = countingFetcher(async () => {
      if (fail) throw new Error('Network Error')
      return HTML
    })
    const previews = createLinkPreviews(async () => fetcher)
    expect(await previews.get(PAGE)).toBeNull()
    fail = false
    expect((await previews.get(PAGE))?.title).toBe('A story')
    expect(asked).toEqual([PAGE, PAGE])
  })
})
