import { useId } from 'react'
import { Button } from '../kit'
import styles from './app.module.css'

/**
 * Beside "Log out", which keeps the main keys and wallet address (docs/product.md §4) so the next login
 * needs only the password: this removes every key, for a shared computer. In the account menu there is
 * room to show the description; in the header's row it is only read with the button.
 */
export const ForgetDevice = ({
  onForget,
  hintShown = false,
}: {
  onForget: () => void
  hintShown?: boolean
}) => {
  const hintId = useId()
  return (
    <>
      <Button variant="ghost" aria-describedby={hintId} onClick={onForget}>
        Forget this device
      </Button>
      <span id={hintId} hidden={!hintShown} className={styles.hint}>
        Logs out and removes every key from this browser.
      </span>
    </>
  )
}
