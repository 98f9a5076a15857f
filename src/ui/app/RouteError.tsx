import { Link } from 'react-router-dom'
import { Alert } from '../kit'
import styles from './app.module.css'

/** Shown when a screen fails to render or its code cannot be fetched (e.g. after a redeploy). */
export const RouteError = () => (
  <main className={styles.main}>
    <h1>Something went wrong</h1>
    <Alert tone="error">This page could not be shown. Reload the page to try again.</Alert>
    <Link to="/profile">Go to your profile</Link>
  </main>
)
