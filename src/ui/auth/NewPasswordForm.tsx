import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { checkNewPassword, passwordStrength } from '../../domain/validation'
import { Button } from '../kit'
import { focusIfIdle } from '../wallet-modal/focus'
import styles from './auth.module.css'
import { AUTH_COPY, SUBMIT } from './auth-copy'
import { PasswordField } from './PasswordField'

export interface NewPasswordFormProps {
  mode: 'register' | 'reset'
  busy: boolean
  onSubmit: (password: string) => void
  /** Reset only: go back to the login screen. */
  onBackToLogin?: () => void
}

/** Why the submit button is still disabled; the fields' own hints say the detail. */
const notReadyReason = (
  password: string,
  tooShort: string | undefined,
  matches: boolean,
): string | undefined => {
  if (password.length === 0) return 'Choose a password first.'
  if (tooShort !== undefined) return 'Choose a longer password first.'
  return matches ? undefined : 'Type the same password again to confirm it.'
}

/**
 * Sign-up and reset: Password and Confirm password; the submit button stays disabled until the password
 * is long enough, both are equal and nothing is running, and says why while it waits. The minimum and
 * a strength hint show under the password as it is typed. Typed values survive a failed attempt.
 */
export const NewPasswordForm = ({ mode, busy, onSubmit, onBackToLogin }: NewPasswordFormProps) => {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  const mismatchId = useId()
  const tipId = useId()
  const strengthId = useId()
  const tooShort = checkNewPassword(password)
  const matches = password.length > 0 && password === confirm
  const mismatch = confirm.length > 0 && password !== confirm
  const ready = matches && tooShort === undefined

  useEffect(() => focusIfIdle(formRef.current?.querySelector('input')), [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (ready && !busy) onSubmit(password)
  }
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-describedby={tipId}>
      <PasswordField
        label="Password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        invalid={password.length > 0 && tooShort !== undefined}
        describedBy={strengthId}
      />
      <p id={strengthId} className={styles.tip}>
        {password.length === 0
          ? AUTH_COPY.minimum
          : (tooShort ?? AUTH_COPY.strength[passwordStrength(password)])}
      </p>
      <PasswordField
        label="Confirm password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        invalid={mismatch}
        describedBy={mismatch ? mismatchId : undefined}
      />
      {mismatch ? (
        <p id={mismatchId} className={styles.fieldError}>
          {AUTH_COPY.mismatch}
        </p>
      ) : null}
      <p id={tipId} className={styles.tip}>
        {AUTH_COPY.tip}
      </p>
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          disabled={!ready || busy}
          disabledReason={busy ? undefined : notReadyReason(password, tooShort, matches)}
        >
          {SUBMIT[mode]}
        </Button>
        {onBackToLogin ? (
          <button type="button" className={styles.linkButton} onClick={onBackToLogin} disabled={busy}>
            Back to log in
          </button>
        ) : null}
      </div>
    </form>
  )
}
