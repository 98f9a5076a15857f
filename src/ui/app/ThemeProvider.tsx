import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { type ThemeChoice, ThemeContext, useResolvedTheme } from './use-theme'

/**
 * Holds the theme choice in React state (nothing is stored) and paints it on <html data-theme>, which
 * switches every token in theme.css. Starts light (docs/product.md §2); 'system' follows prefers-color-scheme live.
 */
export const ThemeProvider = ({
  children,
  initial = 'light',
}: {
  children: ReactNode
  initial?: ThemeChoice
}) => {
  const [choice, setChoice] = useState<ThemeChoice>(initial)
  const resolved = useResolvedTheme(choice)
  useEffect(() => {
    document.documentElement.dataset.theme = resolved
  }, [resolved])
  const value = useMemo(() => ({ choice, setChoice }), [choice])
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}
