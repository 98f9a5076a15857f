import { useId } from 'react'
import { shorten } from '../../domain/display'
import { messageDateTime } from '../../domain/messages/message-time'
import type { NotificationEntry } from '../../machines/notifications/notifications.types'
import { Button } from '../kit'
import { RichText } from '../kit/RichText'
import styles from './Notifications.module.css'
import { NOTIFY_COPY } from './notifications-copy'

interface ItemProps {
  entry: NotificationEntry
  /** The sender's display name, when their profile was read. */
  sender: string | undefined
  marking: boolean
  /** Another mark is under way: the button waits for it. */
  busy: boolean
  onMarkRead: (id: string) => void
}

/** When, in the person's own time zone, as the chat shows it: "2026-11-23 14:05". */
const localWhen = (timestamp: number): { text: string; iso: string | undefined } => {
  const { date, time } = messageDateTime(timestamp, -new Date(timestamp).getTimezoneOffset())
  return {
    text: `${date} ${time}`.trim(),
    iso: Number.isFinite(timestamp) ? new Date(timestamp).toISOString() : undefined,
  }
}

/**
 * One notification: its title as a heading, who sent it and when, read or unread in words (not colour
 * alone), its content with links and previews, and "Mark as read" while unread.
 */
export const NotificationItem = ({ entry, sender, marking, busy, onMarkRead }: ItemProps) => {
  const titleId = useId()
  const when = localWhen(entry.timestamp)
  const from = sender ?? (entry.from ? shorten(entry.from) : '')
  return (
    <li className={[styles.item, entry.read ? '' : styles.unread].join(' ')} data-read={entry.read}>
      <article aria-labelledby={titleId} className={styles.article}>
        <h2 id={titleId}>{entry.title}</h2>
        <p className={styles.meta}>
          <span className={styles.badge}>{entry.read ? NOTIFY_COPY.read : NOTIFY_COPY.unread}</span>
          {from ? <span>{NOTIFY_COPY.from(from)}</span> : null}
          <time dateTime={when.iso}>{when.text}</time>
        </p>
        {entry.content ? <RichText text={entry.content} /> : null}
        {entry.read ? null : (
          <div className={styles.actions}>
            <Button
              busy={marking}
              disabled={busy}
              aria-describedby={titleId}
              onClick={() => onMarkRead(entry.id)}
            >
              {NOTIFY_COPY.markRead}
            </Button>
          </div>
        )}
      </article>
    </li>
  )
}
