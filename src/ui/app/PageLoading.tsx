import { kitStyles } from '../kit'
import styles from './app.module.css'

/** What shows while a screen's code loads: a polite status with visible text, not a bare spinner. */
export const PageLoading = ({ label = 'Loading…' }: { label?: string }) => (
  <p role="status" className={styles.pageLoading}>
    <span className={kitStyles.spinner} aria-hidden="true" />
    {label}
  </p>
)
