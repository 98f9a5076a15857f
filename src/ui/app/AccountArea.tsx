import { useSelector } from '@xstate/react'
import { displayName } from '../../domain/display'
import { useSignIn } from '../auth/sign-in-context'
import { Avatar, Button } from '../kit'
import styles from './app.module.css'
import { useAppServices } from './services-context'
import { BUSY_TEXT, sessionViewOf } from './session-view'

/** The signed-in account (name by the display rules, avatar) with its actions, or "Connect wallet". */
export const AccountArea = () => {
  const { session } = useAppServices()
  const signIn = useSignIn()
  const view = useSelector(session, sessionViewOf)
  const userid = useSelector(session, (s) => s.context.keys?.userid)
  const walletAddress = useSelector(session, (s) => s.context.mainKeys?.walletAddress)
  // The public profile (nickname, avatar, bound names) once loaded; the address-based name until then.
  const account = useSelector(session, (s) => s.context.account)
  const logout = () => session.send({ type: 'session.logout' })

  if (view === 'signedOut') {
    return (
      <Button variant="primary" onClick={signIn.open}>
        Connect wallet
      </Button>
    )
  }
  if (view === 'unavailable') return <Button onClick={logout}>Log out</Button>
  if (view !== 'signedIn') {
    return (
      <p role="status" className={styles.muted}>
        {BUSY_TEXT[view]}
      </p>
    )
  }
  const user = { userid, wallet_address: walletAddress, ...account }
  return (
    <div className={styles.account}>
      <span className={styles.identity}>
        <Avatar user={user} size={32} alt="" />
        <span>{displayName(user)}</span>
      </span>
      <Button onClick={() => session.send({ type: 'modal.open', modal: 'dapp-manage' })}>My dapps</Button>
      <Button onClick={() => session.send({ type: 'modal.open', modal: 'create-dapp' })}>Create dapp</Button>
      <Button variant="ghost" onClick={logout}>
        Log out
      </Button>
    </div>
  )
}
