import { useEffect, useId, useRef } from 'react'
import { shorten } from '../../domain/display'
import type { BindAccount } from '../../machines/bind-did/bind-did.types'
import { SIGN_IN_TRIGGER } from '../auth/sign-in-context'
import { Alert, Button, kitStyles } from '../kit'
import styles from './BindDidPage.module.css'
import { BIND_COPY } from './bind-did-copy'

/**
 * A step's heading. Result steps take focus when they appear, so a keyboard or screen-reader user lands
 * on the outcome instead of on a button that no longer exists.
 */
export const StepHeading = ({ children, focus = false }: { children: string; focus?: boolean }) => {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus])
  return (
    <h2 ref={ref} tabIndex={focus ? -1 : undefined}>
      {children}
    </h2>
  )
}

/** A waiting step: its title and what the person should do, announced politely. */
export const Progress = ({ title, text }: { title: string; text: string }) => (
  <div className={styles.card}>
    <StepHeading>{title}</StepHeading>
    <div role="status" className={styles.progress}>
      <span className={kitStyles.spinner} aria-hidden="true" />
      <span>{text}</span>
    </div>
  </div>
)

/**
 * Which Telegram account the link binds, and that the link alone decides it: shown before any wallet step,
 * since a link can carry anyone's id (docs/product.md §14.1).
 */
export const LinkNotice = ({ telegramId }: { telegramId: string }) => (
  <div className={styles.notice} role="note">
    <p>{BIND_COPY.linkAccount(telegramId)}</p>
    <p>{BIND_COPY.linkWarning}</p>
  </div>
)

/** The connected wallet: the name it goes by here, its short address (the full one for screen readers). */
export const AddressBox = ({ account }: { account: BindAccount }) => (
  <div className={styles.addressBox}>
    <span className={styles.walletName}>{account.walletName}</span>
    <span className={styles.address} title={account.address}>
      <span aria-hidden="true">{shorten(account.address)}</span>
      <span className="visually-hidden">{account.address}</span>
    </span>
  </div>
)

export interface ReadyStepProps {
  telegramId: string
  account: BindAccount
  onBind: () => void
  onUnbind: () => void
}

/** The connected wallet, "Bind wallet", and the way back out: removing this chat's binding. */
export const ReadyStep = ({ telegramId, account, onBind, onUnbind }: ReadyStepProps) => (
  <div className={styles.card}>
    <StepHeading>{BIND_COPY.readyTitle}</StepHeading>
    <p>{BIND_COPY.readyLine(telegramId)}</p>
    <AddressBox account={account} />
    <div className={styles.actions}>
      <Button variant="primary" onClick={onBind}>
        {BIND_COPY.bindButton}
      </Button>
    </div>
    <p className={styles.muted}>{BIND_COPY.unbindHint}</p>
    <div className={styles.actions}>
      <Button variant="ghost" onClick={onUnbind}>
        {BIND_COPY.unbindButton}
      </Button>
    </div>
  </div>
)

/** The binding was removed: say so, and go back to the profile. */
export const UnboundStep = ({ onOk }: { onOk: () => void }) => (
  <div className={styles.card}>
    <StepHeading focus>{BIND_COPY.unboundTitle}</StepHeading>
    <Alert tone="success">{BIND_COPY.unboundText}</Alert>
    <div className={styles.actions}>
      <Button onClick={onOk}>{BIND_COPY.ok}</Button>
    </div>
  </div>
)

/** A failed step: title, the reason, and Try Again when it can help. */
export const ErrorStep = ({
  title,
  message,
  onRetry,
}: {
  title: string
  message: string
  /** Absent when trying again cannot help (a link that is not a Telegram id). */
  onRetry?: () => void
}) => (
  <div className={styles.card}>
    <StepHeading focus>{title}</StepHeading>
    <Alert tone="error">{message}</Alert>
    {onRetry ? (
      <div className={styles.actions}>
        <Button variant="primary" onClick={onRetry}>
          {BIND_COPY.tryAgain}
        </Button>
      </div>
    ) : null}
  </div>
)

export interface SuccessStepProps {
  telegramId: string
  account: BindAccount | undefined
  bindName: string | undefined
  onOk: () => void
  onAuthorize: () => void
}

/** The bind is done: what is now bound to what, and what "Authorize notifications" leads to. */
export const SuccessStep = ({ telegramId, account, bindName, onOk, onAuthorize }: SuccessStepProps) => {
  const hintId = useId()
  return (
    <div className={styles.card}>
      <StepHeading focus>{BIND_COPY.successTitle}</StepHeading>
      <Alert tone="success">{BIND_COPY.successText}</Alert>
      {account ? (
        <p>{BIND_COPY.boundLine(telegramId, account.walletName, shorten(account.address))}</p>
      ) : null}
      {bindName ? <p>{BIND_COPY.boundAs(bindName)}</p> : null}
      <p id={hintId} className={styles.muted}>
        {BIND_COPY.authorizeHint}
      </p>
      <div className={styles.actions}>
        <Button onClick={onOk}>{BIND_COPY.ok}</Button>
        <Button variant="primary" onClick={onAuthorize} aria-describedby={hintId}>
          {BIND_COPY.toAuthorize}
        </Button>
      </div>
    </div>
  )
}

export const SignedOutStep = ({ onSignIn }: { onSignIn: () => void }) => (
  <div className={styles.card}>
    <StepHeading>{BIND_COPY.connectTitle}</StepHeading>
    <p className={styles.muted}>{BIND_COPY.connectText}</p>
    <div className={styles.actions}>
      <Button variant="primary" {...SIGN_IN_TRIGGER} onClick={onSignIn}>
        {BIND_COPY.connectButton}
      </Button>
    </div>
  </div>
)
