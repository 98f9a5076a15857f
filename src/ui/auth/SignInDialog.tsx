import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { useAppServices } from '../app/services-context'
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
 * The whole sign-in flow in one dialog component, a view of `services.machines.signIn`: "Connect a wallet"
 * while its wallet step runs, then sign up, log in or reset while its auth step runs. The machine hands the
 * login to the session itself; this only closes when the machine has ended. Focus returns to whatever
 * opened it when it closes.
 */
export const SignInDialog = ({ onClose, theme }: SignInDialogProps) => {
  const { machines } = useAppServices()
  const pageTheme = useThemeChoice()
  const signIn = useActorRef(machines.signIn, undefined, (snapshot) => {
    if (snapshot.status === 'done') onClose()
  })
  const wallet = useSelector(signIn, (snapshot) => snapshot.children.wallet)
  const auth = useSelector(signIn, (snapshot) => snapshot.children.auth)
  const chosenTheme = theme ?? pageTheme
  // The wallet dialog is replaced by the auth dialog: both must hand focus back to the original opener.
  const [opener] = useState(currentFocus)
  if (auth) return <AuthDialog actor={auth} theme={chosenTheme} returnFocusTo={opener} />
  if (wallet) return <WalletModal actor={wallet} theme={chosenTheme} returnFocusTo={opener} />
  return null
}
