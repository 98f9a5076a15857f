import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { walletConnectMachine } from '../../machines/sign-in/sign-in.wallet'
import { useAppServices } from '../app/services-context'
import { type ThemeChoice, useThemeChoice } from '../app/use-theme'
import { Alert, Button } from '../kit'
import { ConnectLinkPanel } from './ConnectLinkPanel'
import { Dialog } from './Dialog'
import { useWalletOptions } from './use-wallet-options'
import { WalletList } from './WalletList'
import styles from './WalletModal.module.css'

/** Why the last attempt failed, and the same wallet again in one click. */
const FailedConnect = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <div className={styles.failed}>
    <Alert tone="error">{message}</Alert>
    <Button variant="primary" onClick={onRetry}>
      Try again
    </Button>
  </div>
)

/** The running wallet step of the sign-in machine. */
type WalletStepRef = ActorRefFrom<typeof walletConnectMachine>

export interface WalletModalProps {
  /** The wallet step this dialog shows and sends the person's choices to. */
  actor: WalletStepRef
  /** Light, dark or the system preference; defaults to the page's theme choice. */
  theme?: ThemeChoice
  /** Where focus returns on close; by default whatever was focused when the dialog opened. */
  returnFocusTo?: HTMLElement | null
}

/**
 * The "Connect a wallet" dialog (docs/product.md §2), a view of the sign-in machine's wallet step: lists
 * services.wallets.options() in order, sends the chosen wallet to the step (spinner on its row), shows a
 * failure (a declined request included) in an alert with "Try again" for the same wallet, so it or another
 * one can be picked. Close, the backdrop, Escape and an install link cancel the step.
 */
export const WalletModal = ({ actor, theme, returnFocusTo }: WalletModalProps) => {
  const services = useAppServices()
  const pageTheme = useThemeChoice()
  const snapshot = useSelector(actor, (s) => s)
  const { state, reload } = useWalletOptions(services.wallets)
  const { walletId, error } = snapshot.context
  const cancel = () => actor.send({ type: 'wallet.cancel' })
  const connectingId = snapshot.hasTag('busy') ? walletId : undefined

  return (
    <Dialog
      title="Connect a wallet"
      theme={theme ?? pageTheme}
      onCancel={cancel}
      returnFocusTo={returnFocusTo}
    >
      {snapshot.hasTag('error') && error ? (
        <FailedConnect message={error.message} onRetry={() => actor.send({ type: 'wallet.retry' })} />
      ) : null}
      {state.status === 'loading' ? (
        <p className={styles.loading} role="status">
          Looking for wallets…
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <>
          <Alert tone="error">The list of wallets could not be loaded.</Alert>
          <Button onClick={reload}>Try again</Button>
        </>
      ) : null}
      {state.status === 'ready' ? (
        <WalletList
          options={state.options}
          connectingId={connectingId}
          onSelect={(id) => actor.send({ type: 'wallet.select', walletId: id })}
          onInstall={cancel}
        />
      ) : null}
      {connectingId === 'dappConnect' ? <ConnectLinkPanel wallets={services.wallets} /> : null}
    </Dialog>
  )
}
