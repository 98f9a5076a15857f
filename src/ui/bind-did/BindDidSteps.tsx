import { useEffect, useRef } from 'react'
import { WALLET_NAME } from '../../domain/config'
import { shorten } from '../../domain/display'
import type { BindAccount } from '../../machines/bind-did/bind-did.types'
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

/** The connected wallet: its name and shortened address (the full one for assistive technology). */
export const AddressBox = ({ account }: { account: BindAccount }) => (
  <div className={styles.addressBox}>
    <span className={styles.walletName}>{WALLET_NAME[account.walletId]}</span>
    <span className={styles.address} title={account.address}>
      <span aria-hidden="true">{shorten(account.address)}</span>
      <span className="visually-hidden">{account.address}</span>
    </span>
  </div>
)

export interface ReadyStepProps {
  account: BindAccount
  onBind: () => void
  onUnbind: () => void
}

/** The connected wallet, "Bind wallet", and the way back out: removing this chat's binding. */
export const ReadyStep = ({ account, onBind, onUnbind }: ReadyStepProps) => (
  <div className={styles.card}>
    <StepHeading>{BIND_COPY.readyTitle}</StepHeading>
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
  bindName: string | undefined
  onOk: () => void
  onAuthorize: () => void
}

export const SuccessStep = ({ bindName, onOk, onAuthorize }: SuccessStepProps) => (
  <div className={styles.card}>
    <StepHeading focus>{BIND_COPY.successTitle}</StepHeading>
    <Alert tone="success">{BIND_COPY.successText}</Alert>
    {bindName ? <p>{BIND_COPY.boundAs(bindName)}</p> : null}
    <div className={styles.actions}>
      <Button onClick={onOk}>{BIND_COPY.ok}</Button>
      <Button variant="primary" onClick={onAuthorize}>
        {BIND_COPY.toAuthorize}
      </Button>
    </div>
  </div>
)

export const SignedOutStep = ({ onSignIn }: { onSignIn: () => void }) => (
  <div className={styles.card}>
    <StepHeading>{BIND_COPY.connectTitle}</StepHeading>
    <p className={styles.muted}>{BIND_COPY.connectText}</p>
    <div className={styles.actions}>
      <Button variant="primary" onClick={onSignIn}>
        {BIND_COPY.connectButton}
      </Button>
    </div>
  </div>
)
