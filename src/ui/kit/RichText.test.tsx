import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { fakeLinkPreviews } from '../../../tests/fakes/link-previews'
import { RichText } from './RichText'

const PAGE = 'https://news.example/story'
const STORY = {
  title: 'A story',
  img: 'https://news.example/cover.png',
  desc: 'What happened today',
  url: PAGE,
}

describe('RichText [P2.19] [P2.20]', () => {
  it('[P2.19] shows HTML as text, never as markup', () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b>'
    const { container } = renderWithServices(<RichText text={html} />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toBe(html)
  })

  it('[P2.19] turns http(s) URLs into links that open in a new tab, and leaves javascript: and data: inert', () => {
    const text = `see ${PAGE}, not javascript:alert(1) or data:text/html,<script>x</script>`
    const { container } = renderWithServices(<RichText text={text} />)
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(1)
    const link = screen.getByRole('link', { name: PAGE })
    expect(link.getAttribute('href')).toBe(PAGE)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(container.textContent).toBe(text)
    expect(container.querySelector('script')).toBeNull()
  })

  it('[P2.20] shows a preview card per linked page: title, image, description and host', async () => {
    const linkPreviews = fakeLinkPreviews({ [PAGE]: STORY })
    renderWithServices(<RichText text={`${PAGE} and again ${PAGE}`} />, { services: { linkPreviews } })
    const card = await screen.findByRole('article', { name: 'Link preview: A story' })
    const title = within(card).getByRole('link', { name: 'A story' })
    expect(title.getAttribute('href')).toBe(PAGE)
    expect(title.getAttribute('rel')).toBe('noopener noreferrer')
    expect(card.querySelector('img')?.getAttribute('src')).toBe(STORY.img)
    expect(within(card).getByText('What happened today')).toBeTruthy()
    expect(within(card).getByText('news.example')).toBeTruthy()
    expect(linkPreviews.asked).toEqual([PAGE])
  })

  it('[P2.20] skips a page whose fetch failed: its link stays, no card', async () => {
    const other = 'https://down.example/'
    const linkPreviews = fakeLinkPreviews({ [PAGE]: STORY })
    renderWithServices(<RichText text={`${other} ${PAGE}`} />, { services: { linkPreviews } })
    await screen.findByRole('article', { name: 'Link preview: A story' })
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.getByRole('link', { name: other })).toBeTruthy()
    expect(linkPreviews.asked).toEqual([other, PAGE])
  })

  it('shows no card for a page that says nothing (no title, description or image)', async () => {
    const linkPreviews = fakeLinkPreviews({ [PAGE]: { title: '', img: '', desc: '', url: PAGE } })
    renderWithServices(<RichText text={PAGE} />, { services: { linkPreviews } })
    await expect.poll(() => linkPreviews.asked).toEqual([PAGE])
    await act(async () => {})
    expect(screen.queryByRole('article')).toBeNull()
  })
})
