import { useId, useState } from 'react'
import { kitStyles } from '../kit'
import styles from './auth.module.css'
import { AUTH_COPY } from './auth-copy'

export interface PasswordFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  autoComplete: 'current-password' | 'new-password'
  /** Id of a message about this field (e.g. "do not match"), announced with it. */
  describedBy?: string
  invalid?: boolean
}

const EyeIcon = ({ open }: { open: boolean }) => (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="none">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" stroke="currentColor" strokeWidth="1.8" />
    <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
    {open ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
  </svg>
)

/** A password input with a show/hide toggle button named after the field ("Show password"). */
export const PasswordField = ({
  label,
  value,
  onChange,
  autoComplete,
  describedBy,
  invalid,
}: PasswordFieldProps) => {
  const id = useId()
  const [shown, setShown] = useState(false)
  return (
    <div className={kitStyles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          value={value}
          placeholder={AUTH_COPY.placeholder}
          autoComplete={autoComplete}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={styles.eye}
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          <EyeIcon open={shown} />
        </button>
      </div>
    </div>
  )
}
