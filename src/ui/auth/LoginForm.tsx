import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '../kit'
import { focusIfIdle } from '../wallet-modal/focus'
import styles from './auth.module.css'
import { SUBMIT } from './auth-copy'
import { PasswordField } from './PasswordField'

export interface LoginFormProps {
  busy: boolean
  onSubmit: (password: string) => void
  onForgot: () => void
}

/** Log in with the password; "Forgot password?" switches to the reset screen. The password survives errors. */
export const LoginForm = ({ busy, onSubmit, onForgot }: LoginFormProps) => {
  const [password, setPassword] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => focusIfIdle(formRef.current?.querySelector('input')), [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (password.length > 0 && !busy) onSubmit(password)
  }
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <PasswordField
        label="Password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          disabled={password.length === 0 || busy}
          disabledReason={password.length === 0 ? 'Type your password to log in.' : undefined}
        >
          {SUBMIT.login}
        </Button>
        <button type="button" className={styles.linkButton} onClick={onForgot} disabled={busy}>
          Forgot password?
        </button>
      </div>
    </form>
  )
}
