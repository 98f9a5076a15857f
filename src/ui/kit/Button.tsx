import type { ButtonHTMLAttributes } from 'react'
import styles from './kit.module.css'
import { Spinner } from './Spinner'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost'
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean
}

export const Button = ({
  variant = 'secondary',
  busy = false,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) => {
  const variantClass = variant === 'secondary' ? '' : styles[variant]
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={[styles.button, variantClass, className].filter(Boolean).join(' ')}
    >
      {busy ? <Spinner label="Working" /> : null}
      {children}
    </button>
  )
}
