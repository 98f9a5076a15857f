import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { CentreRef } from '../../machines/app/app-services'
import { PageLoading } from '../app/PageLoading'
import { useAppServices } from '../app/services-context'
import { SIGN_IN_TRIGGER, useSignIn } from '../auth/sign-in-context'
import { Alert, Button, kitStyles } from '../kit'
import { AlertsControl } from './AlertsControl'
import { NotificationItem } from './NotificationItem'
import styles from './Notifications.module.css'
import { NOTIFY_COPY } from './notifications-copy'
import { useCentre } from './use-centre'

/** The signed-in centre: the list from the app-wide actor, so live arrivals already counted show at once. */
const Centre = ({ centre }: { centre: CentreRef }) => {
  const state = useSelector(centre, (s) => s)
  // Opening the page reads page 1 and the count again: marks made on another screen, arrivals missed offline.
  useEffect(() => centre.send({ type: 'notifications.refresh' }), [centre])
  const { items, unread, senders, marking, listError, markError, fetched, total, permission, announcement } =
    state.context
  const send = centre.send
  const markingAny = state.hasTag('marking')
  const anyUnread = items.some((entry) => !entry.read)
  const ready = state.matches({ active: { list: 'ready' } })
  // Signed in a moment before the client exists: the centre starts with it.
  if (state.matches('signedOut')) return <PageLoading label={NOTIFY_COPY.loading} />
  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <div className={styles.toolbar}>
        <p className={styles.summary}>{NOTIFY_COPY.unreadSummary(unread)}</p>
        <Button
          busy={markingAny && marking.length > 1}
          disabled={!anyUnread || markingAny}
          onClick={() => send({ type: 'notifications.markAllRead' })}
        >
          {NOTIFY_COPY.markAllRead}
        </Button>
        <AlertsControl
          permission={permission}
          asking={state.hasTag('askingPermission')}
          onAllow={() => send({ type: 'notifications.allowAlerts' })}
        />
      </div>
      {markError ? <Alert tone="error">{markError.message}</Alert> : null}
      {state.hasTag('listLoading') ? <PageLoading label={NOTIFY_COPY.loading} /> : null}
      {listError ? <Alert tone="error">{listError.message}</Alert> : null}
      {state.hasTag('listFailed') ? (
        <div className={styles.actions}>
          <Button onClick={() => send({ type: 'notifications.retry' })}>{NOTIFY_COPY.retry}</Button>
        </div>
      ) : null}
      {items.length === 0 && ready ? <p className={styles.note}>{NOTIFY_COPY.empty}</p> : null}
      {items.length > 0 ? (
        <ol className={kitStyles.cardList} aria-label={NOTIFY_COPY.title}>
          {items.map((entry) => (
            <NotificationItem
              key={entry.id}
              entry={entry}
              sender={senders[entry.from]}
              marking={markingAny && marking.length === 1 && marking[0] === entry.id}
              busy={markingAny}
              onMarkRead={(id) => send({ type: 'notifications.markRead', id })}
            />
          ))}
        </ol>
      ) : null}
      {fetched < total && !state.hasTag('listFailed') ? (
        <div className={styles.actions}>
          <Button
            busy={state.hasTag('listBusy')}
            disabled={!ready}
            onClick={() => send({ type: 'notifications.loadMore' })}
          >
            {NOTIFY_COPY.loadMore}
          </Button>
        </div>
      ) : null}
    </>
  )
}

const SignedOut = () => {
  const signIn = useSignIn()
  return (
    <div className={[kitStyles.card, styles.signedOut].join(' ')}>
      <p>{NOTIFY_COPY.signedOutText}</p>
      <div className={styles.actions}>
        <Button variant="primary" {...SIGN_IN_TRIGGER} onClick={signIn.open}>
          {NOTIFY_COPY.signIn}
        </Button>
      </div>
    </div>
  )
}

/**
 * `/notifications`, the notification centre (docs/product.md §2, §3): newest first, paged as the node
 * pages, each with its sender, time, title and content (links and previews), read or unread, "Mark as
 * read" and "Mark all as read", live arrivals on top; signed out, it asks for a sign-in.
 */
export const NotificationsPage = () => {
  const { session } = useAppServices()
  const centre = useCentre()
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'))
  const busy = useSelector(session, (s) => s.hasTag('busy'))
  return (
    <section className={styles.page} aria-labelledby="notifications-title">
      <h1 id="notifications-title">{NOTIFY_COPY.title}</h1>
      {signedIn && centre ? <Centre centre={centre} /> : signedIn || busy ? <PageLoading /> : <SignedOut />}
    </section>
  )
}
