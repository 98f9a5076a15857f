import { useSelector } from '@xstate/react'
import { NavLink } from 'react-router-dom'
import type { CentreRef } from '../../machines/app/app-services'
import { useAppServices } from '../app/services-context'
import { BellIcon } from '../binding-layout/BellIcon'
import { kitStyles } from '../kit'
import styles from './Bell.module.css'
import { useCentre } from './use-centre'

export const NOTIFICATIONS_PATH = '/notifications'

/** The bell's accessible name: what it is and how many are unread. */
export const bellLabel = (unread: number): string => `Notifications, ${unread} unread`

const BellLink = ({ centre }: { centre: CentreRef }) => {
  const unread = useSelector(centre, (s) => s.context.unread)
  return (
    <NavLink
      to={NOTIFICATIONS_PATH}
      aria-label={bellLabel(unread)}
      title="Notifications"
      className={({ isActive }) => [styles.bell, isActive ? styles.bellActive : ''].join(' ')}
    >
      <BellIcon />
      {unread > 0 ? (
        <span className={`${kitStyles.accentPill} ${styles.count}`} aria-hidden="true">
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
  const { session } = useAppServices()
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'))
  const centre = useCentre()
  if (!signedIn || !centre) return null
  return <BellLink centre={centre} />
}
