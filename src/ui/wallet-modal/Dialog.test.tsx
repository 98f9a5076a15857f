import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { SignInDialog } from '../auth/SignInDialog'
import { Dialog } from './Dialog'

const WithOpener = () => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open wallets
      </button>
      {open ? <SignInDialog onClose={() => setOpen(false)} /> : null}
    </>
  )
}

const openFromButton = async () => {
  renderWithServices(<WithOpener />)
  const opener = screen.getByRole('button', { name: 'Open wallets' })
  opener.focus()
  fireEvent.click(opener)
  const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  await within(dialog).findByRole('list', { name: 'Wallets' })
  return { opener, dialog }
}

const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey })

describe('dialog focus', () => {
  it('moves focus to the first wallet row when the list appears', async () => {
    const { dialog } = await openFromButton()
    await waitFor(() => expect(document.activeElement?.textContent).toBe('MetaMask Last used'))
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('traps Tab and Shift+Tab inside the dialog, wrapping at both ends', async () => {
    const { dialog } = await openFromButton()
    const close = within(dialog).getByRole('button', { name: 'Close' })
    const links = within(dialog).getAllByRole('link')
    const last = links[links.length - 1] as HTMLElement
    last.focus()
    tab()
    expect(document.activeElement).toBe(close)
    tab(true)
    expect(document.activeElement).toBe(last)
    dialog.focus()
    tab(true)
    expect(document.activeElement).toBe(last)
  })

  it('leaves Tab alone between the first and last control', async () => {
    const { dialog } = await openFromButton()
    const close = within(dialog).getByRole('button', { name: 'Close' })
    close.focus()
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    close.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    expect(document.activeElement).toBe(close)
  })

  it('returns focus to the opener when it closes', async () => {
    const { opener, dialog } = await openFromButton()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })
})

describe('dialog theme', () => {
  const matchMedia = (dark: boolean) => {
    const listeners = new Set<() => void>()
    const query = {
      matches: dark,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    }
    vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList)
    return {
      listeners,
      set: (next: boolean) => {
        query.matches = next
        for (const l of listeners) l()
      },
    }
  }
  afterEach(() => vi.restoreAllMocks())

  const backdropTheme = () => screen.getByRole('dialog').parentElement?.dataset.theme

  it.each(['light', 'dark'] as const)('[P2.15] paints the %s theme when asked', (theme) => {
    matchMedia(theme !== 'dark')
    render(
      <Dialog title="T" theme={theme} onCancel={() => {}}>
        x
      </Dialog>,
    )
    expect(backdropTheme()).toBe(theme)
  })

  it('[P2.15] follows the system preference live for "system", and stops listening when closed', () => {
    const media = matchMedia(true)
    const view = render(
      <Dialog title="T" theme="system" onCancel={() => {}}>
        x
      </Dialog>,
    )
    expect(backdropTheme()).toBe('dark')
    act(() => media.set(false))
    expect(backdropTheme()).toBe('light')
    view.unmount()
    expect(media.listeners.size).toBe(0)
  })
})
