/**
 * A row's content as it shows (docs/product.md §14.8): an image as a thumbnail whose box has the image's own
 * size before it decodes, named by its caption or "Image from <sender>", opening full size in a dialog; a
 * mention with its spans marked; a content that does not read as its text.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithServices } from '../../../../tests/_util/ui/services'
import { toPlain, typedContent } from '../../../domain/messages/content'
import { buildDisplayMessage } from '../../../domain/messages/display-message'
import { MessageContent } from './MessageContent'

const JPEG = '/9j/4A=='

const rowOf = (plain: { payloadType: string; text: string }) =>
  buildDisplayMessage(
    { id: 'm1', content: plain.text, senderId: 'user:a11ce', timestamp: 0, payloadType: plain.payloadType },
    { tzOffsetMinutes: 0 },
  )

const show = async (plain: { payloadType: string; text: string }) => {
  await act(async () => {
    renderWithServices(<MessageContent message={rowOf(plain)} senderName="Alice" />)
  })
}

describe('MessageContent', () => {
  it('shows an image without a caption as a thumbnail named "Image from Alice", full size in a dialog', async () => {
    await show(
      toPlain(
        typedContent(
          'image',
          { mime: 'image/jpeg', width: 1280, height: 960, bytes: JPEG, thumb: JPEG },
          undefined,
        ),
      ),
    )
    const open = screen.getByRole('button', { name: 'Open image: Image from Alice' })
    expect(open.style.aspectRatio).toBe('1280 / 960')
    const thumb = screen.getByRole('img', { name: 'Image from Alice' })
    expect([thumb.getAttribute('width'), thumb.getAttribute('height')]).toEqual(['1280', '960'])
    expect(thumb.getAttribute('src')).toBe(`data:image/jpeg;base64,${JPEG}`)
    // The fallback text is not shown beside it.
    expect(screen.queryByText(/Image \(1280×960/)).toBeNull()
    fireEvent.click(open)
    const dialog = await screen.findByRole('dialog', { name: 'Image' })
    expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('Image from Alice')
  })

  it('marks the spans of a mention, and shows the rest as text', async () => {
    await show(
      toPlain(
        typedContent(
          'mention',
          { text: 'hi @Bob, see you', mentions: [{ user: 'user:b0b', at: 3, length: 4 }] },
          undefined,
        ),
      ),
    )
    const mark = screen.getByText('@Bob')
    expect(mark.tagName).toBe('MARK')
    expect(mark.getAttribute('data-mention')).toBe('other')
    expect(mark.parentElement?.textContent).toBe('hi @Bob, see you')
  })

  it('shows a content that does not read as its text', async () => {
    await show({
      payloadType: 'text/plain; charset=utf-8; w3mq-type=image; w3mq-content=e30',
      text: '🖼 Image',
    })
    expect(screen.getByText('🖼 Image')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
  })
})
