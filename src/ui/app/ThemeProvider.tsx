import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { type ThemeStore, webThemeStore } from './theme-store'
import { type ThemeChoice, ThemeContext, useResolvedTheme } from './use-theme'

const browserStore = webThemeStore()

/**
 * Holds the theme choice, keeps it across reloads (`store`), and paints it on <html data-theme>, which
 * switches every token in theme.css. Light when nothing was chosen (docs/product.md §2); 'system' follows
 * prefers-color-scheme live.
 */
export const ThemeProvider = ({
  children,
  store = browserStore,
}: {
  children: ReactNode
  store?: ThemeStore
}) => {
  const [choice, setChoice] = useState<ThemeChoice>(() => store.read() ?? 'light')
  const resolved = useResolvedTheme(choice)
  useEffect(() => {
    document.documentElement.dataset.theme = resolved
  }, [resolved])
  const value = useMemo(
    () => ({
      choice,
      setChoice: (next: ThemeChoice) => {
        store.write(next)
        setChoice(next)
      },
    }),
    [choice, store],
  )
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}
