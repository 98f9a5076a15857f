import { useSelector } from '@xstate/react'
import { displayName } from '../../domain/display'
import { useSignIn } from '../auth/sign-in-context'
import { Button } from '../kit'
import { AccountMenu } from './AccountMenu'
import styles from './app.module.css'
import { ForgetDevice } from './ForgetDevice'
import { SessionBusy } from './SessionBusy'
import { SignedOutAccount } from './SignedOutAccount'
import { useAppServices } from './services-context'
import { sessionViewOf } from './session-view'

/** The signed-in account (name by the display rules, avatar) with its menu of actions, or "Connect wallet". */
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
      <SignedOutAccount onSignIn={signIn.open}>
        {/* After a logout the main keys stay; they can still be removed. */}
        {keptMainKeys ? <ForgetDevice onForget={forget} /> : null}
      </SignedOutAccount>
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
  if (view !== 'signedIn') return <SessionBusy view={view} />
  const user = { userid, wallet_address: walletAddress, ...account }
  const name = displayName(user)
  const open = (modal: 'dapp-manage' | 'create-dapp') => () => session.send({ type: 'modal.open', modal })
  return (
    <AccountMenu
      user={user}
      name={name}
      actions={{ myDapps: open('dapp-manage'), createDapp: open('create-dapp'), logout, forget }}
    />
  )
}
