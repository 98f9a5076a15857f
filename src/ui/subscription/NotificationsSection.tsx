import { shorten } from '../../domain/display'
import { messageDateTime } from '../../domain/messages'
import type { NotificationView } from '../../machines/subscription/subscription.types'
import { Alert, Button, kitStyles } from '../kit'
import styles from './Subscription.module.css'
import { SUB_COPY } from './subscription-copy'
import type { SectionProps } from './subscription-view'

/** The local date and time of a notification, e.g. "2023-11-14 22:13". */
const whenOf = (timestamp: number): string => {
  const { date, time } = messageDateTime(timestamp, -new Date(timestamp).getTimezoneOffset())
  return `${date} ${time}`
}

/** `sender`: the sender's display name once their profile was read; the short id until then. */
const Row = ({ n, sender }: { n: NotificationView; sender: string | undefined }) => (
  <li className={[styles.item, n.read ? '' : styles.unread].join(' ')} data-read={n.read}>
    <div className={styles.actions}>
      {n.read ? null : <span className={`${kitStyles.accentPill} ${styles.badge}`}>{SUB_COPY.unread}</span>}
      <strong>{n.title}</strong>
    </div>
    <p>{n.content}</p>
    <p className={styles.meta}>
      <time dateTime={Number.isFinite(n.timestamp) ? new Date(n.timestamp).toISOString() : undefined}>
        {whenOf(n.timestamp)}
      </time>
      {n.come_from ? ` · ${SUB_COPY.from(sender ?? shorten(n.come_from))}` : null}
    </p>
  </li>
)

/**
 * The notification history, newest first, unread rows marked (a badge, not colour alone), "Mark all as
 * read", "Load more" while the node has more, and a polite announcement of each live arrival.
 */
export const NotificationsSection = ({ state, send }: SectionProps) => {
  const { notifications, notificationsError, announcement, fetched, total, senders } = state.context
  const unread = notifications.filter((n) => !n.read).length
  const busy = state.hasTag('notificationsBusy')
  return (
    <section className={styles.card} aria-labelledby="notifications-title">
      <h2 id="notifications-title">
        {SUB_COPY.notificationsTitle} <span className={styles.meta}>({SUB_COPY.unreadCount(unread)})</span>
      </h2>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {state.hasTag('notificationsLoading') ? <p role="status">{SUB_COPY.notificationsLoading}</p> : null}
      {notificationsError ? <Alert tone="error">{notificationsError.message}</Alert> : null}
      {state.hasTag('notificationsLoadFailed') ? (
        <div className={styles.actions}>
          <Button onClick={() => send({ type: 'notifications.retry' })}>{SUB_COPY.retry}</Button>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button
          busy={state.matches({ notifications: 'marking' })}
          disabled={unread === 0 || busy}
          onClick={() => send({ type: 'notifications.markAllRead' })}
        >
          {SUB_COPY.markAllRead}
        </Button>
      </div>
      {notifications.length === 0 && state.matches({ notifications: 'ready' }) ? (
        <p className={styles.muted}>{SUB_COPY.noNotifications}</p>
      ) : (
        <ul className={kitStyles.cardList} aria-label={SUB_COPY.notificationsTitle}>
          {notifications.map((n) => (
            <Row key={n.id} n={n} sender={senders.names[n.come_from]} />
          ))}
        </ul>
      )}
      {fetched < total ? (
        <div className={styles.actions}>
          <Button
            busy={state.matches({ notifications: 'loadingMore' })}
            disabled={busy}
            onClick={() => send({ type: 'notifications.loadMore' })}
          >
            {SUB_COPY.loadMore}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
