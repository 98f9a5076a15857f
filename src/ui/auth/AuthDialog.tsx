import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { shorten } from '../../domain/display'
import type { authMachine } from '../../machines/sign-in/sign-in.auth'
import type { AuthBusyState } from '../../machines/sign-in/sign-in.types'
import type { ThemeChoice } from '../app/use-theme'
import { Alert, Button, kitStyles } from '../kit'
import { Dialog } from '../wallet-modal/Dialog'
import styles from './auth.module.css'
import { AUTH_COPY, PROGRESS, TITLE } from './auth-copy'
import { LoginForm } from './LoginForm'
import { NewPasswordForm } from './NewPasswordForm'

/** The running auth step of the sign-in machine. */
type AuthStepRef = ActorRefFrom<typeof authMachine>

export interface AuthDialogProps {
  /** The auth step this dialog shows and sends the person's answers to. */
  actor: AuthStepRef
  theme: ThemeChoice
  /** Where focus returns on close (the element that opened the sign-in flow). */
  returnFocusTo?: HTMLElement | null
}

/** A polite live region, present from the start so each step's text is announced when it changes. */
const AuthProgress = ({ text }: { text: string | undefined }) => (
  <p role="status" className={styles.progress}>
    {text ? (
      <>
        <span className={kitStyles.spinner} aria-hidden="true" />
        {text}
      </>
    ) : null}
  </p>
)

/**
 * Sign-up, login and reset for the connected wallet, a view of the sign-in machine's auth step: the title,
 * form and progress follow its state, and the person's answers are sent to it. The machine tells the
 * session how it ended.
 */
export const AuthDialog = ({ actor, theme, returnFocusTo }: AuthDialogProps) => {
  const snapshot = useSelector(actor, (s) => s)
  const send = (event: Parameters<AuthStepRef['send']>[0]) => actor.send(event)
  const { mode, error, account } = snapshot.context
  const busy = snapshot.hasTag('busy')
  const looking = snapshot.matches('lookingUp') || snapshot.matches('lookupFailed')
  const busyState = (Object.keys(PROGRESS) as AuthBusyState[]).find((state) => snapshot.matches(state))
  const progress = busyState ? PROGRESS[busyState] : undefined
  const submit = (password: string) => send({ type: 'auth.submit', password })

  return (
    <Dialog
      title={looking ? AUTH_COPY.lookupTitle : TITLE[mode]}
      eyebrow={!looking && mode === 'register' ? 'Sign Up' : undefined}
      subtitle={
        looking
          ? undefined
          : mode === 'login'
            ? `Logging in as ${shorten(account.address)}`
            : AUTH_COPY.subtitle
      }
      theme={theme}
      returnFocusTo={returnFocusTo}
      onCancel={() => send({ type: 'auth.cancel' })}
    >
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      {snapshot.matches('lookupFailed') ? (
        <Button onClick={() => send({ type: 'auth.retry' })}>Try again</Button>
      ) : null}
      {looking ? null : mode === 'login' ? (
        <LoginForm busy={busy} onSubmit={submit} onForgot={() => send({ type: 'auth.forgot' })} />
      ) : (
        <NewPasswordForm
          key={mode}
          mode={mode}
          busy={busy}
          onSubmit={submit}
          onBackToLogin={mode === 'reset' ? () => send({ type: 'auth.backToLogin' }) : undefined}
        />
      )}
      <AuthProgress text={progress} />
    </Dialog>
  )
}
