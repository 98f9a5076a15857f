import { createContext, useContext, useEffect, useState } from 'react'

/** What a person picks; 'system' follows the operating system's `prefers-color-scheme`. */
export type ThemeChoice = 'light' | 'dark' | 'system'
export type ResolvedTheme = 'light' | 'dark'

const DARK_QUERY = '(prefers-color-scheme: dark)'

const systemTheme = (): ResolvedTheme =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light'

/**
 * The theme to paint for a choice. For 'system' it follows the preference live (subscribing to changes
 * while mounted, as get-starknet's modal does); 'light' and 'dark' are returned as they are.
 */
export const useResolvedTheme = (choice: ThemeChoice): ResolvedTheme => {
  const [system, setSystem] = useState<ResolvedTheme>(systemTheme)
  useEffect(() => {
    if (choice !== 'system' || typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(DARK_QUERY)
    const update = () => setSystem(query.matches ? 'dark' : 'light')
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [choice])
  return choice === 'system' ? system : choice
}

export interface ThemeControl {
  choice: ThemeChoice
  setChoice: (choice: ThemeChoice) => void
}

/** The shell's theme, so dialogs opened anywhere follow the page. Absent outside the app shell. */
export const ThemeContext = createContext<ThemeControl | null>(null)

/** The page's theme choice; light when no shell provides one (docs/product.md §2: light at start). */
export const useThemeChoice = (): ThemeChoice => useContext(ThemeContext)?.choice ?? 'light'
