import styles from './app.module.css'
import { BUSY_TEXT, type SessionView } from './session-view'

/** What the account area says while the session is on its way (also prerendered: header-shell.tsx). */
export const SessionBusy = ({ view }: { view: SessionView }) => (
  <p role="status" className={styles.muted}>
    {BUSY_TEXT[view]}
  </p>
)
