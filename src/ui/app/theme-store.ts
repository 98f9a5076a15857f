import type { ThemeChoice } from './use-theme'

/** Where the theme choice is kept between visits. Not a key: "Forget this device" leaves it. */
export const THEME_STORAGE_KEY = 'web3mq-theme'

export interface ThemeStore {
  read(): ThemeChoice | null
  write(choice: ThemeChoice): void
}

const isChoice = (value: unknown): value is ThemeChoice =>
  value === 'light' || value === 'dark' || value === 'system'

/**
 * The choice in Web Storage. A refused storage (private mode, blocked site data) reads as nothing and
 * drops the write: the page then starts light, as docs/product.md §2 asks when nothing was chosen.
 */
export const webThemeStore = (
  storage: () => Storage | undefined = () => globalThis.localStorage,
): ThemeStore => ({
  read: () => {
    try {
      const value = storage()?.getItem(THEME_STORAGE_KEY)
      return isChoice(value) ? value : null
    } catch {
      return null
    }
  },
  write: (choice) => {
    try {
      storage()?.setItem(THEME_STORAGE_KEY, choice)
    } catch {
      // Kept for this page only.
    }
  },
})
