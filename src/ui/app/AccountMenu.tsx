import type { UserLike } from '../../domain/display/user-like'
import { Avatar, Button } from '../kit'
import styles from './app.module.css'
import { ForgetDevice } from './ForgetDevice'
import { useDisclosure } from './use-disclosure'

/** What the account menu's items do; each closes the menu first. */
export interface AccountActions {
  myDapps(): void
  createDapp(): void
  logout(): void
  forget(): void
}

/** The accessible name of the signed-in account's button: the display name, whole, after "Account:". */
export const accountButtonName = (name: string) => `Account: ${name}`

/**
 * The signed-in account as one button (avatar, name cut by CSS with its text and tooltip whole) that opens
 * a small panel with the account's actions, so the header keeps its one row and the connection status
 * its room.
 */
export const AccountMenu = ({
  user,
  name,
  actions,
}: {
  user: UserLike
  name: string
  actions: AccountActions
}) => {
  const menu = useDisclosure()
  const choose = (action: () => void) => () => {
    menu.close()
    action()
  }
  return (
    <div className={styles.accountMenu} {...menu.rootProps}>
      <button
        type="button"
        className={styles.accountButton}
        aria-label={accountButtonName(name)}
        {...menu.buttonProps}
      >
        <Avatar user={user} size={32} alt="" />
        <span className={styles.accountName} title={name}>
          {name}
        </span>
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <div className={styles.accountPanel} {...menu.panelProps}>
        <Button onClick={choose(actions.myDapps)}>My dapps</Button>
        <Button onClick={choose(actions.createDapp)}>Create dapp</Button>
        <Button variant="ghost" onClick={choose(actions.logout)}>
          Log out
        </Button>
        <ForgetDevice onForget={choose(actions.forget)} hintShown />
      </div>
    </div>
  )
}
