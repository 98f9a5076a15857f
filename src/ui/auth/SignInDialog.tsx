import { useState } from 'react'
import type { WalletId } from '../../domain/config'
import type { WalletAccount } from '../../ports'
import { type ThemeChoice, useThemeChoice } from '../app/use-theme'
import { currentFocus } from '../wallet-modal/Dialog'
import { WalletModal } from '../wallet-modal/WalletModal'
import { AuthDialog } from './AuthDialog'

export interface SignInDialogProps {
  /** Called once when the flow ends: signed in, or cancelled at any step. */
  onClose: () => void
  /** Defaults to the page's theme choice. */
  theme?: ThemeChoice
}

/**
 * The whole sign-in flow in one dialog component: "Connect a wallet", then sign up, log in or reset for
 * that wallet. Focus returns to whatever opened it when it closes.
 */
export const SignInDialog = ({ onClose, theme }: SignInDialogProps) => {
  const pageTheme = useThemeChoice()
  const [wallet, setWallet] = useState<{ walletId: WalletId; account: WalletAccount } | null>(null)
  const chosenTheme = theme ?? pageTheme
  // The wallet dialog is replaced by the auth dialog: both must hand focus back to the original opener.
  const [opener] = useState(currentFocus)
  if (!wallet) {
    return (
      <WalletModal
        theme={chosenTheme}
        returnFocusTo={opener}
        onDone={(result) => (result.status === 'connected' ? setWallet(result) : onClose())}
      />
    )
  }
  return (
    <AuthDialog
      walletId={wallet.walletId}
      account={wallet.account}
      theme={chosenTheme}
      onDone={onClose}
      returnFocusTo={opener}
    />
  )
}
