import { useMachine } from '@xstate/react'
import { WALLET_CHAIN, type WalletId } from '../../domain/config'
import { shorten } from '../../domain/display'
import type { AuthBusyState } from '../../machines/auth/auth.types'
import type { WalletAccount } from '../../ports'
import { useAppServices } from '../app/services-context'
import type { ThemeChoice } from '../app/use-theme'
import { Alert, Button, kitStyles } from '../kit'
import { Dialog } from '../wallet-modal/Dialog'
import styles from './auth.module.css'
import { AUTH_COPY, PROGRESS, TITLE } from './auth-copy'
import { LoginForm } from './LoginForm'
import { NewPasswordForm } from './NewPasswordForm'
import { useSessionLogin } from './use-session-login'

export interface AuthDialogProps {
  walletId: WalletId
  account: WalletAccount
  theme: ThemeChoice
  /** Called once the flow ended: signed in, or cancelled. */
  onDone: () => void
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
 * Sign-up, login and reset for a connected wallet, driven by services.machines.auth. Tells the session
 * when the login starts, hands it the keys when the machine is done, and reports a failed login when
 * the person cancels (or the dialog goes away before the end).
 */
export const AuthDialog = ({ walletId, account, theme, onDone, returnFocusTo }: AuthDialogProps) => {
  const { machines, session } = useAppServices()
  const didType = WALLET_CHAIN[walletId]
  const [snapshot, send] = useMachine(machines.auth, { input: { walletId, didType, account } })
  useSessionLogin(session, snapshot, { walletId, didType, account }, onDone)

  const { mode, error } = snapshot.context
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
