import type { ReactNode } from 'react'
import { SIGN_IN_TRIGGER } from '../auth/sign-in-trigger'
import { Button } from '../kit/Button'
import styles from './app.module.css'

/**
 * The account area signed out: "Connect wallet", and whatever the live header adds beside it (after a logout,
 * "Forget this device"). Also prerendered without a handler (header-shell.tsx): the page's entry script
 * shows that copy before the app has loaded when it can tell the visit is signed out (shell-sign-in.ts).
 */
export const SignedOutAccount = ({ onSignIn, children }: { onSignIn?: () => void; children?: ReactNode }) => (
  <div className={styles.account}>
    <Button variant="primary" {...SIGN_IN_TRIGGER} onClick={onSignIn}>
      Connect wallet
    </Button>
    {children}
  </div>
)
