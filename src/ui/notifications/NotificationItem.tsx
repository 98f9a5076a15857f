import { useId } from 'react'
import { Link } from 'react-router-dom'
import { shorten } from '../../domain/display'
import { messageDateTime } from '../../domain/messages/message-time'
import type { NotificationEntry } from '../../machines/notifications/notifications.types'
import { Button, kitStyles, pathSegment, profilePath } from '../kit'
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

/** Where the received friend requests are answered: Contacts, its "Requests received" list. */
export const ANSWER_REQUESTS_PATH = '/contacts?tab=received'

/** The address of a group's page. */
const groupPath = (groupid: string): string => `/groups/${pathSegment(groupid)}`

/**
 * The links to where a notification leads: the sender's profile and, for a friend request, the list where
 * it is answered; a group notice to the group. Following one opens the notification: it is marked read.
 */
const Leads = ({
  entry,
  from,
  titleId,
  onOpen,
}: {
  entry: NotificationEntry
  from: string
  titleId: string
  onOpen: () => void
}) => {
  const target = entry.target
  if (!target) return null
  const className = `${kitStyles.button} ${styles.lead}`
  if (target.kind === 'group') {
    return (
      <Link className={className} to={groupPath(target.groupid)} aria-describedby={titleId} onClick={onOpen}>
        {NOTIFY_COPY.openGroup}
      </Link>
    )
  }
  const name = from || shorten(target.userid)
  return (
    <>
      <Link className={className} to={profilePath({ userid: target.userid })} onClick={onOpen}>
        {NOTIFY_COPY.profileOf(name)}
      </Link>
      {target.kind === 'friendRequest' ? (
        <Link className={className} to={ANSWER_REQUESTS_PATH} aria-describedby={titleId} onClick={onOpen}>
          {NOTIFY_COPY.answerRequest}
        </Link>
      ) : null}
    </>
  )
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
 * alone), its content with links and previews, links to where it leads, and "Mark as read" while unread.
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
        {entry.read && !entry.target ? null : (
          <div className={styles.actions}>
            <Leads entry={entry} from={from} titleId={titleId} onOpen={() => onMarkRead(entry.id)} />
            {entry.read ? null : (
              <Button
                busy={marking}
                disabled={busy}
                aria-describedby={titleId}
                onClick={() => onMarkRead(entry.id)}
              >
                {NOTIFY_COPY.markRead}
              </Button>
            )}
          </div>
        )}
      </article>
    </li>
  )
}
