import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { displayName } from '../../domain/display'
import { useSignIn } from '../auth/sign-in-context'
import { Avatar, Button } from '../kit'
import styles from './app.module.css'
import { useAppServices } from './services-context'
import { BUSY_TEXT, sessionViewOf } from './session-view'

/**
 * Beside "Log out", which keeps the main keys and wallet address (docs/product.md §4) so the next login
 * needs only the password: this removes every key, for a shared computer.
 */
const ForgetDevice = ({ onForget }: { onForget: () => void }) => {
  const hintId = useId()
  return (
    <>
      <Button variant="ghost" aria-describedby={hintId} onClick={onForget}>
        Forget this device
      </Button>
      <span id={hintId} hidden>
        Logs out and removes every key from this browser.
      </span>
    </>
  )
}

/** The signed-in account (name by the display rules, avatar) with its actions, or "Connect wallet". */
export const AccountArea = () => {
  const { session } = useAppServices()
  const signIn = useSignIn()
  const view = useSelector(session, sessionViewOf)
  const userid = useSelector(session, (s) => s.context.keys?.userid)
  const walletAddress = useSelector(session, (s) => s.context.mainKeys?.walletAddress)
  // The public profile (nickname, avatar, bound names) once loaded; the address-based name until then.
  const account = useSelector(session, (s) => s.context.account)
  const keptMainKeys = useSelector(session, (s) => s.context.mainKeys !== undefined)
  const logout = () => session.send({ type: 'session.logout' })
  const forget = () => session.send({ type: 'session.forget' })

  if (view === 'signedOut') {
    return (
      <div className={styles.account}>
        <Button variant="primary" onClick={signIn.open}>
          Connect wallet
        </Button>
        {/* After a logout the main keys stay; they can still be removed. */}
        {keptMainKeys ? <ForgetDevice onForget={forget} /> : null}
      </div>
    )
  }
  if (view === 'unavailable') {
    return (
      <div className={styles.account}>
        <Button onClick={logout}>Log out</Button>
        <ForgetDevice onForget={forget} />
      </div>
    )
  }
  if (view !== 'signedIn') {
    return (
      <p role="status" className={styles.muted}>
        {BUSY_TEXT[view]}
      </p>
    )
  }
  const user = { userid, wallet_address: walletAddress, ...account }
  const name = displayName(user)
  return (
    <div className={styles.account}>
      <span className={styles.identity}>
        <Avatar user={user} size={32} alt="" />
        {/* Cut with an ellipsis by CSS: the text (what screen readers read) and the tooltip stay whole. */}
        <span className={styles.accountName} title={name}>
          {name}
        </span>
      </span>
      <Button onClick={() => session.send({ type: 'modal.open', modal: 'dapp-manage' })}>My dapps</Button>
      <Button onClick={() => session.send({ type: 'modal.open', modal: 'create-dapp' })}>Create dapp</Button>
      <Button variant="ghost" onClick={logout}>
        Log out
      </Button>
      <ForgetDevice onForget={forget} />
    </div>
  )
}
