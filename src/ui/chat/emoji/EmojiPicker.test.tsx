/**
 * The emoji picker by keyboard (docs/product.md §14.8): the search field has the focus, ArrowDown enters
 * the grid, arrows move one tab stop through it, Enter picks, Escape closes; a search says how many it found.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmojiPicker } from './EmojiPicker'

afterEach(cleanup)

const show = () => {
  const onPick = vi.fn()
  const onClose = vi.fn()
  render(<EmojiPicker onPick={onPick} onClose={onClose} />)
  return { onPick, onClose, dialog: screen.getByRole('dialog', { name: 'Emoji' }) }
}

describe('EmojiPicker', () => {
  it('opens on the search field with the first category shown', () => {
    show()
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search emoji' }))
    expect(screen.getByRole('grid', { name: 'Smileys' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Smileys' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('moves through the grid with the arrows, one tab stop, and picks the focused one', () => {
    const { onPick } = show()
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'ArrowDown' })
    const first = screen.getByRole('button', { name: 'grinning face' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    const focused = document.activeElement as HTMLButtonElement
    // Row 2, column 2 of Smileys: the tenth emoji, index 9.
    expect(focused.getAttribute('aria-label')).toBe('winking face')
    const grid = screen.getByRole('grid')
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([focused])
    fireEvent.click(focused)
    expect(onPick).toHaveBeenCalledWith('😉')
  })

  it('goes back to the search field with ArrowUp from the first row', () => {
    show()
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'ArrowDown' })
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(screen.getByRole('searchbox'))
  })

  it('searches by name and says how many it found, or that none matches', () => {
    const { onPick } = show()
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'thumbs' } })
    expect(screen.getByRole('grid', { name: 'Emoji matching “thumbs”' })).toBeTruthy()
    expect(screen.getByText('2 emoji found')).toBeTruthy()
    expect(screen.queryByRole('toolbar', { name: 'Emoji categories' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'thumbs down' }))
    expect(onPick).toHaveBeenCalledWith('👎')
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzzz' } })
    expect(screen.getByText('No emoji matches that search.')).toBeTruthy()
    expect(screen.getByText('0 emoji found')).toBeTruthy()
  })

  it('picks the first match with Enter in the search field, and Enter there submits nothing', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const onPick = vi.fn()
    render(
      <form onSubmit={onSubmit}>
        <EmojiPicker onPick={onPick} onClose={() => undefined} />
      </form>,
    )
    const search = screen.getByRole('searchbox', { name: 'Search emoji' })
    fireEvent.change(search, { target: { value: 'pizza' } })
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(onPick).toHaveBeenCalledWith('🍕')
    fireEvent.change(search, { target: { value: 'zzzz' } })
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(onPick).toHaveBeenCalledTimes(1)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('shows another category when its button is pressed', () => {
    show()
    fireEvent.click(screen.getByRole('button', { name: 'Food and drink' }))
    expect(screen.getByRole('grid', { name: 'Food and drink' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'pizza' })).toBeTruthy()
  })

  it('closes on Escape from anywhere inside, and on Close', () => {
    const { onClose } = show()
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})
