import { Link } from 'react-router-dom'
import { Alert, Button } from '../kit'
import styles from './app.module.css'

/**
 * Shown in place of a region that failed to render or whose code could not be fetched. With `onRetry`
 * the region tries again by itself (and on "Try again"); without, only a reload helps.
 */
export const RouteError = ({ onRetry }: { onRetry?: () => void }) => (
  <section className={styles.regionError} aria-labelledby="region-error-title">
    <h1 id="region-error-title">Something went wrong</h1>
    {onRetry ? (
      <>
        <Alert tone="error">
          This page could not be shown. It is tried again by itself every few seconds.
        </Alert>
        <Button onClick={onRetry}>Try again</Button>
      </>
    ) : (
      <Alert tone="error">This page could not be shown. Reload the page to try again.</Alert>
    )}
    <Link to="/profile">Go to your profile</Link>
  </section>
)
