import { useSyncExternalStore } from 'react'
import { useAppServices } from '../app/services-context'
import { kitStyles } from '../kit'
import styles from './UnreadBadge.module.css'

const none = { total: () => 0, subscribe: () => () => {} }

/** The unread count beside "Messages" in the header, on every page (docs/product.md §4); nothing at 0. */
export const UnreadBadge = () => {
  const unread = useAppServices().chat?.unread ?? none
  const total = useSyncExternalStore(unread.subscribe, unread.total, unread.total)
  if (total <= 0) return null
  return (
    <span className={`${kitStyles.accentPill} ${styles.badge}`}>
      {total > 99 ? '99+' : total}
      <span className="visually-hidden"> unread</span>
    </span>
  )
}
