import { useSelector } from '@xstate/react'
import { NavLink } from 'react-router-dom'
import type { AppServices } from '../../machines/app/app-services'
import { useAppServices } from '../app/services-context'
import { BellIcon } from '../binding-layout/BellIcon'
import styles from './Bell.module.css'
import { NOTIFY_COPY } from './notifications-copy'

export const NOTIFICATIONS_PATH = '/notifications'

type CentreRef = NonNullable<AppServices['notifications']>

const BellLink = ({ centre }: { centre: CentreRef }) => {
  const unread = useSelector(centre, (s) => s.context.unread)
  return (
    <NavLink
      to={NOTIFICATIONS_PATH}
      aria-label={NOTIFY_COPY.bellLabel(unread)}
      title={NOTIFY_COPY.title}
      className={({ isActive }) => [styles.bell, isActive ? styles.bellActive : ''].join(' ')}
    >
      <BellIcon />
      {unread > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </NavLink>
  )
}

/**
 * The bell in the header on every page while signed in: a link to the notification centre named with the
 * unread count ("Notifications, 3 unread"), the count also drawn as a badge. Reads only the running
 * centre actor, so it adds no SDK to the first download.
 */
export const NotificationBell = () => {
  const { session, notifications } = useAppServices()
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'))
  if (!signedIn || !notifications) return null
  return <BellLink centre={notifications} />
}
