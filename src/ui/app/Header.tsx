import { useSelector } from '@xstate/react'
import { useEffect, useId, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { SUBSCRIBE_MANAGEMENT_PATH } from '../binding-layout/BindingLayout'
import { UnreadBadge } from '../chat/UnreadBadge'
import { NotificationBell } from '../notifications/NotificationBell'
import { AccountArea } from './AccountArea'
import styles from './app.module.css'
import { ConnectionStatus } from './ConnectionStatus'
import { PRODUCT_NAME } from './route-title'
import { useAppServices } from './services-context'
import { ThemeSwitch } from './ThemeSwitch'

const navClass = ({ isActive }: { isActive: boolean }) =>
  [styles.navLink, isActive ? styles.active : ''].join(' ')

/**
 * On a narrow screen the navigation, theme and account fold behind "Menu" (the CSS shows the button and
 * hides the panel until it is open); wide, the button is hidden and the panel is one row. It closes on
 * a route change and on Escape.
 */
const useMenu = () => {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the reason to close.
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
  return { open, toggle: () => setOpen((was) => !was) }
}

/** Product name, connection status (when signed in), and the menu: navigation, theme switch, account. */
export const Header = () => {
  const { session } = useAppServices()
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'))
  const menu = useMenu()
  const panelId = useId()
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Link to="/profile" className={styles.brand}>
        {PRODUCT_NAME}
      </Link>
      {signedIn ? <ConnectionStatus /> : null}
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={menu.open}
        aria-controls={panelId}
        onClick={menu.toggle}
      >
        Menu
      </button>
      <div id={panelId} className={styles.menu} data-open={menu.open}>
        <nav aria-label="Main" className={styles.nav}>
          <NavLink to="/profile" className={navClass}>
            Profile
          </NavLink>
          <NavLink to="/chat" className={navClass}>
            Messages
            <UnreadBadge />
          </NavLink>
          <NavLink to="/contacts" className={navClass}>
            Contacts
          </NavLink>
          <NavLink to={SUBSCRIBE_MANAGEMENT_PATH} className={navClass}>
            Binding Settings
          </NavLink>
        </nav>
        <div className={styles.tools}>
          <NotificationBell />
          <ThemeSwitch />
          <AccountArea />
        </div>
      </div>
    </header>
  )
}
