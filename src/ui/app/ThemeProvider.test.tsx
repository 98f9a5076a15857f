import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ThemeProvider } from './ThemeProvider'
import { ThemeSwitch } from './ThemeSwitch'
import { THEME_STORAGE_KEY, type ThemeStore, webThemeStore } from './theme-store'
import type { ThemeChoice } from './use-theme'

const memoryStore = (initial: ThemeChoice | null = null) => {
  let stored = initial
  const store: ThemeStore = {
    read: () => stored,
    write: (choice) => {
      stored = choice
    },
  }
  return { store, stored: () => stored }
}

const page = (store: ThemeStore) =>
  render(
    <ThemeProvider store={store}>
      <ThemeSwitch />
    </ThemeProvider>,
  )

const select = () => screen.getByLabelText('Theme') as HTMLSelectElement

afterEach(() => {
  cleanup()
  localStorage.clear()
  document.documentElement.dataset.theme = 'light'
})

describe('theme choice across reloads', () => {
  it('[P2.8] starts light when nothing was chosen', () => {
    page(memoryStore().store)
    expect(select().value).toBe('light')
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  it('keeps a chosen Dark for the next visit', () => {
    const memory = memoryStore()
    const first = page(memory.store)
    fireEvent.change(select(), { target: { value: 'dark' } })
    expect(memory.stored()).toBe('dark')
    first.unmount()
    document.documentElement.dataset.theme = 'light'
    page(memory.store)
    expect(select().value).toBe('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  it('keeps System as System, not as the theme it resolved to', () => {
    const memory = memoryStore('system')
    page(memory.store)
    expect(select().value).toBe('system')
  })
})

describe('webThemeStore', () => {
  it('reads back what it wrote, under its own key', () => {
    const store = webThemeStore()
    expect(store.read()).toBeNull()
    store.write('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(store.read()).toBe('dark')
  })

  it('ignores a value it does not know and a storage that throws', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple')
    expect(webThemeStore().read()).toBeNull()
    const refusing = webThemeStore(() => {
      throw new Error('SecurityError')
    })
    expect(refusing.read()).toBeNull()
    expect(() => refusing.write('dark')).not.toThrow()
  })
})
