import { useSelector } from '@xstate/react'
import { SIGN_IN_TRIGGER, useSignIn } from '../auth/sign-in-context'
import { Alert, Button } from '../kit'
import styles from './app.module.css'
import { useAppServices } from './services-context'
import { sessionViewOf } from './session-view'

/**
 * Session messages under the header: the node cannot be reached (keys kept, "Retry"), the sign-in
 * expired, or a login could not be saved.
 */
export const SessionNotice = () => {
  const { session } = useAppServices()
  const signIn = useSignIn()
  const view = useSelector(session, sessionViewOf)
  const reason = useSelector(session, (s) => s.context.signedOutReason)
  const error = useSelector(session, (s) => s.context.error)

  if (view === 'unavailable') {
    return (
      <div className={styles.notice}>
        <Alert tone="error">
          The Web3MQ node cannot be reached right now. Your keys are kept on this device.
          {error ? <span className={styles.detail}> ({error.message})</span> : null}
        </Alert>
        <Button onClick={() => session.send({ type: 'session.retry' })}>Retry</Button>
      </div>
    )
  }
  if (view !== 'signedOut') return null
  if (reason === 'expired') {
    return (
      <div className={styles.notice}>
        <Alert tone="info">Your sign-in has expired. Sign in again to continue.</Alert>
        <Button {...SIGN_IN_TRIGGER} onClick={signIn.open}>
          Sign in again
        </Button>
      </div>
    )
  }
  if (error) {
    return (
      <div className={styles.notice}>
        <Alert tone="error">Your sign-in could not be saved: {error.message}</Alert>
      </div>
    )
  }
  return null
}
