import { useMachine } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { WalletId } from '../../domain/config'
import type { WalletAccount } from '../../ports'
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

export type WalletModalResult =
  | { status: 'connected'; walletId: WalletId; account: WalletAccount }
  | { status: 'cancelled' }

export interface WalletModalProps {
  /** Light, dark or the system preference; defaults to the page's theme choice. */
  theme?: ThemeChoice
  /** Called exactly once: with the connected account, or 'cancelled' (close, backdrop, Escape, install link). */
  onDone: (result: WalletModalResult) => void
  /** Where focus returns on close; by default whatever was focused when the dialog opened. */
  returnFocusTo?: HTMLElement | null
}

/**
 * The "Connect a wallet" dialog (docs/product.md §2): lists services.wallets.options() in order, connects the chosen
 * wallet through the walletConnect machine (spinner on its row), shows a failure (a declined request
 * included) in an alert with "Try again" for the same wallet, so it or another one can be picked, and
 * reports the outcome once.
 */
export const WalletModal = ({ theme, onDone, returnFocusTo }: WalletModalProps) => {
  const services = useAppServices()
  const pageTheme = useThemeChoice()
  const [snapshot, send] = useMachine(services.machines.walletConnect)
  const { state, reload } = useWalletOptions(services.wallets)
  const finished = useRef(false)
  const finish = (result: WalletModalResult) => {
    if (finished.current) return
    finished.current = true
    onDone(result)
  }
  const { walletId, account, error } = snapshot.context
  const outcome = snapshot.hasTag('connected')
    ? 'connected'
    : snapshot.matches('cancelled')
      ? 'cancelled'
      : ''

  // biome-ignore lint/correctness/useExhaustiveDependencies: react to the machine's outcome only, once
  useEffect(() => {
    if (outcome === 'connected' && walletId && account) finish({ status: 'connected', walletId, account })
    else if (outcome === 'cancelled') finish({ status: 'cancelled' })
  }, [outcome])

  const cancel = () => {
    send({ type: 'wallet.cancel' })
    finish({ status: 'cancelled' })
  }
  const connectingId = snapshot.hasTag('busy') ? walletId : undefined

  return (
    <Dialog
      title="Connect a wallet"
      theme={theme ?? pageTheme}
      onCancel={cancel}
      returnFocusTo={returnFocusTo}
    >
      {snapshot.hasTag('error') && error ? (
        <FailedConnect message={error.message} onRetry={() => send({ type: 'wallet.retry' })} />
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
          onSelect={(id) => send({ type: 'wallet.select', walletId: id })}
          onInstall={cancel}
        />
      ) : null}
      {connectingId === 'dappConnect' ? <ConnectLinkPanel wallets={services.wallets} /> : null}
    </Dialog>
  )
}
