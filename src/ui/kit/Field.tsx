import { type InputHTMLAttributes, useId } from 'react'
import styles from './kit.module.css'

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  hint?: string
  error?: string
}

/** A labelled input whose hint and error are tied to it for assistive technology. */
export const Field = ({ label, hint, error, id, ...rest }: FieldProps) => {
  const generated = useId()
  const inputId = id ?? generated
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      {hint ? (
        <span id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${inputId}-error`} role="alert" className={styles.alertError}>
          {error}
        </span>
      ) : null}
    </div>
  )
}
