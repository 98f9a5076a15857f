import { useSelector } from '@xstate/react'
import { Link, NavLink } from 'react-router-dom'
import { SUBSCRIBE_MANAGEMENT_PATH } from '../binding-layout/BindingLayout'
import { AccountArea } from './AccountArea'
import styles from './app.module.css'
import { ConnectionStatus } from './ConnectionStatus'
import { PRODUCT_NAME } from './route-title'
import { useAppServices } from './services-context'
import { ThemeSwitch } from './ThemeSwitch'

const navClass = ({ isActive }: { isActive: boolean }) =>
  [styles.navLink, isActive ? styles.active : ''].join(' ')

/** Product name, main navigation, connection status (when signed in), theme switch and the account. */
export const Header = () => {
  const { session } = useAppServices()
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'))
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Link to="/profile" className={styles.brand}>
        {PRODUCT_NAME}
      </Link>
      <nav aria-label="Main" className={styles.nav}>
        <NavLink to="/profile" className={navClass}>
          Profile
        </NavLink>
        <NavLink to={SUBSCRIBE_MANAGEMENT_PATH} className={navClass}>
          Binding Settings
        </NavLink>
      </nav>
      <div className={styles.tools}>
        {signedIn ? <ConnectionStatus /> : null}
        <ThemeSwitch />
        <AccountArea />
      </div>
    </header>
  )
}
