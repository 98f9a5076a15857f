import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { SUBSCRIBE_MANAGEMENT_PATH } from '../binding-layout/BindingLayout'
import styles from './app.module.css'
import { PRODUCT_NAME } from './route-title'
import { clearShellMenu, shellMenuOpen } from './shell-menu'

const navClass = ({ isActive }: { isActive: boolean }) =>
  [styles.navLink, isActive ? styles.active : ''].join(' ')

/**
 * On a narrow screen the navigation, theme and account fold behind "Menu" (the CSS shows the button and
 * hides the panel until it is open); wide, the button is hidden and the panel is one row. It closes on
 * a route change and on Escape.
 */
const useMenu = (live: boolean) => {
  // The live header starts as the person left the shell's menu (shell-menu.ts); the prerender has no page.
  const [open, setOpen] = useState(() => live && typeof document !== 'undefined' && shellMenuOpen(document))
  const { pathname } = useLocation()
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (live) clearShellMenu(document)
  }, [live])
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    setOpen(false)
  }, [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
  return { open, toggle: () => setOpen((was) => !was) }
}

interface HeaderFrameProps {
  /** Beside the product name: the connection status while signed in. */
  status?: ReactNode
  /** After "Messages": its unread count. */
  unread?: ReactNode
  /** The right of the menu: bell, theme switch, account. */
  tools: ReactNode
  /**
   * False for the header prerendered into the page: its controls are disabled until the app has loaded and
   * draws the live header, so a press before then is not taken and lost (its links work as plain links).
   */
  live?: boolean
}

/**
 * The header's frame: product name, status, and the menu with the navigation and the tools. The live
 * header fills it from the session; the build prerenders it into index.html as the session is at start
 * (header-shell.tsx, which imports only this frame and the parts it shows at start), so the page shows the app's own header before any script has run.
 */
export const HeaderFrame = ({ status, unread, tools, live = true }: HeaderFrameProps) => {
  const menu = useMenu(live)
  const panelId = useId()
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Link to="/profile" className={styles.brand}>
        {PRODUCT_NAME}
      </Link>
      {status}
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={menu.open}
        aria-controls={panelId}
        disabled={!live}
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
            {unread}
          </NavLink>
          <NavLink to="/contacts" className={navClass}>
            Contacts
          </NavLink>
          <NavLink to={SUBSCRIBE_MANAGEMENT_PATH} className={navClass}>
            Binding Settings
          </NavLink>
        </nav>
        <div className={styles.tools}>{tools}</div>
      </div>
    </header>
  )
}
