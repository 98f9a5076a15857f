import { Alert, Button, kitStyles } from '../kit'
import styles from './Subscription.module.css'
import { SUB_COPY } from './subscription-copy'
import type { SectionProps } from './subscription-view'

const Outcome = ({ state, send }: SectionProps) => {
  const { pushStatus, pushError } = state.context
  if (state.hasTag('pushSucceeded')) {
    return (
      <Alert tone="success">
        <strong>{SUB_COPY.authSuccess}</strong>{' '}
        {pushStatus === 'on' ? SUB_COPY.authSuccessOn : SUB_COPY.authSuccessOff}
      </Alert>
    )
  }
  if (state.hasTag('pushFailed')) {
    return (
      <>
        <Alert tone="error">
          <strong>{SUB_COPY.authFailure}</strong> {pushError?.message}
        </Alert>
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => send({ type: 'push.retry' })}>
            {SUB_COPY.tryAgain}
          </Button>
          <Button variant="ghost" onClick={() => send({ type: 'push.dismiss' })}>
            {SUB_COPY.close}
          </Button>
        </div>
      </>
    )
  }
  return null
}

/**
 * The push server's authorisation (docs/product.md §10.2 "Authorize Dapp"): what it asks for, whether it is
 * on, and one button that authorises or revokes with a wallet signature.
 */
export const PushAuthSection = ({ state, send }: SectionProps) => {
  const { pushStatus, pushError } = state.context
  const busy = state.hasTag('pushBusy')
  const loadFailed = state.hasTag('pushLoadFailed')
  return (
    <section className={styles.card} aria-labelledby="push-auth-title">
      <h2 id="push-auth-title">{SUB_COPY.authTitle}</h2>
      <p>
        <strong>{SUB_COPY.providedBy}</strong>
      </p>
      <p className={styles.muted}>{SUB_COPY.needAuth}</p>
      <div className={styles.permission}>
        <strong>{SUB_COPY.permissionName}</strong>
        <span>{SUB_COPY.permissionText}</span>
      </div>
      {state.matches({ push: 'authorizing' }) ? (
        <div role="status" className={styles.progress}>
          <span className={kitStyles.spinner} aria-hidden="true" />
          <span>
            <strong>{SUB_COPY.authingTitle}</strong> {SUB_COPY.authingText}
          </span>
        </div>
      ) : null}
      {loadFailed ? (
        <>
          <Alert tone="error">{pushError?.message}</Alert>
          <div className={styles.actions}>
            <Button onClick={() => send({ type: 'push.retry' })}>{SUB_COPY.retry}</Button>
          </div>
        </>
      ) : (
        <>
          {state.matches({ push: 'loading' }) ? (
            <p role="status">{SUB_COPY.authLoading}</p>
          ) : (
            <p>{pushStatus === 'on' ? SUB_COPY.stateOn : SUB_COPY.stateOff}</p>
          )}
          <div className={styles.actions}>
            <Button
              variant={pushStatus === 'on' ? 'danger' : 'primary'}
              busy={busy}
              disabled={state.hasTag('pushFailed')}
              onClick={() => send({ type: 'push.toggle' })}
            >
              {pushStatus === 'on' ? SUB_COPY.revoke : SUB_COPY.authorize}
            </Button>
          </div>
        </>
      )}
      <Outcome state={state} send={send} />
    </section>
  )
}
