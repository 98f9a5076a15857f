import { shorten } from '../../domain/display'
import { Alert, Button } from '../kit'
import styles from './ProfilePage.module.css'
import type { ProfilePartProps } from './profile-view-types'

/**
 * The shortened wallet address (unless the page's title already shows it) with a Copy button. The copy itself is the machine's `copyText` actor;
 * the button reads "Copied" while the machine's 800 ms flash lasts, and a status region announces it.
 */
export const CopyAddress = ({
  snapshot,
  send,
  showAddress = true,
}: ProfilePartProps & { showAddress?: boolean }) => {
  const address = snapshot.context.profile?.wallet_address ?? ''
  const copied = snapshot.hasTag('copied')
  const { copyError } = snapshot.context
  return (
    <div className={styles.address}>
      {showAddress ? (
        <span className={styles.mono} title={address}>
          {shorten(address)}
        </span>
      ) : null}
      <Button
        aria-label={copied ? undefined : 'Copy wallet address'}
        onClick={() => send({ type: 'profile.copy' })}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" className="visually-hidden">
        {copied ? 'Address copied to the clipboard' : ''}
      </span>
      {copyError ? <Alert tone="error">The address could not be copied: {copyError.message}</Alert> : null}
    </div>
  )
}
