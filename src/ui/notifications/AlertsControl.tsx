import type { AlertPermission } from '../../machines/notifications/notifications.types'
import { Button } from '../kit'
import styles from './Notifications.module.css'
import { NOTIFY_COPY } from './notifications-copy'

/**
 * The browser's own notifications: a button that asks permission only when clicked (never on load), and
 * once the browser answered, what that answer means for the person.
 */
export const AlertsControl = ({
  permission,
  asking,
  onAllow,
}: {
  permission: AlertPermission
  asking: boolean
  onAllow: () => void
}) => {
  if (permission === 'default') {
    return (
      <Button busy={asking} onClick={onAllow} title={NOTIFY_COPY.alertsHint}>
        {NOTIFY_COPY.allowAlerts}
      </Button>
    )
  }
  const text =
    permission === 'granted'
      ? NOTIFY_COPY.alertsOn
      : permission === 'denied'
        ? NOTIFY_COPY.alertsDenied
        : NOTIFY_COPY.alertsUnsupported
  return (
    <p role="status" className={styles.note}>
      {text}
    </p>
  )
}
