import { type ButtonHTMLAttributes, useId } from 'react'
import styles from './kit.module.css'
import { Spinner } from './Spinner'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost'
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean
  /**
   * Why the button is disabled, in words ("Type your password first"): shown beside it and read with it
   * while `disabled` holds, so a greyed-out button never leaves a person guessing.
   */
  disabledReason?: string
}

export const Button = ({
  variant = 'secondary',
  busy = false,
  disabledReason,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) => {
  const reasonId = useId()
  const variantClass = variant === 'secondary' ? '' : styles[variant]
  const why = disabled && !busy && disabledReason ? disabledReason : undefined
  const button = (
    <button
      type="button"
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      aria-describedby={why ? reasonId : rest['aria-describedby']}
      className={[styles.button, variantClass, className].filter(Boolean).join(' ')}
    >
      {busy ? <Spinner label="Working" /> : null}
      {children}
    </button>
  )
  if (!why) return button
  return (
    <>
      {button}
      <span id={reasonId} className={styles.disabledReason}>
        {why}
      </span>
    </>
  )
}
