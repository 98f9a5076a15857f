import { Suspense, useId } from 'react'
import { NavLink, Outlet } from 'react-router-dom'
import { PageLoading } from '../app/PageLoading'
import { BellIcon } from './BellIcon'
import styles from './BindingLayout.module.css'

/** Path of the one screen listed under Binding Settings (docs/product.md §2). */
export const SUBSCRIBE_MANAGEMENT_PATH = '/bind/subscribeManagement'

/**
 * The "Binding Settings" section: a navigation titled Binding Settings listing "Subscription management"
 * with a bell icon, beside the selected screen. The screen loads on demand while the navigation stays.
 */
export const BindingLayout = () => {
  const titleId = useId()
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          Binding Settings
        </h2>
        <ul className={styles.links}>
          <li>
            <NavLink to={SUBSCRIBE_MANAGEMENT_PATH} className={styles.link}>
              <BellIcon />
              <span>Subscription management</span>
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  )
}
