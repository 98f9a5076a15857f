import { useContext, useId } from 'react'
import styles from './app.module.css'
import { type ThemeChoice, ThemeContext } from './use-theme'

const CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
]

const isChoice = (value: string): value is ThemeChoice => CHOICES.some((c) => c.value === value)

/**
 * Light, dark or the system preference; renders nothing outside a ThemeProvider. `disabled` while it cannot
 * act yet (the header prerendered into the page, before the app has loaded: header-shell.tsx), so a choice
 * is never taken and then lost.
 */
export const ThemeSwitch = ({ disabled = false }: { disabled?: boolean }) => {
  const control = useContext(ThemeContext)
  const id = useId()
  if (!control) return null
  return (
    <div className={styles.themeSwitch}>
      {/* Read by screen readers always; shown only in the narrow menu, where the select stands alone. */}
      <label htmlFor={id} className={styles.themeLabel}>
        Theme
      </label>
      <select
        id={id}
        value={control.choice}
        disabled={disabled}
        onChange={(event) => {
          if (isChoice(event.target.value)) control.setChoice(event.target.value)
        }}
      >
        {CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  )
}
