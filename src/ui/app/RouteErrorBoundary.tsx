import { Component, type ReactNode } from 'react'
import { retryFailedChunks } from '../kit/lazy-named'
import styles from './app.module.css'
import { RouteError } from './RouteError'

/** How often a failed region tries again by itself (an outage ends without anyone reloading). */
export const REGION_RETRY_MS = 5000

interface Props {
  children: ReactNode
  /** A new key (the path, after a navigation) shows the children again at once. */
  resetKey?: string
  /** Try again by itself after this long; never when absent. */
  retryMs?: number
}

/**
 * Catches a region that fails to render or whose code cannot be fetched (an outage, a redeploy) and shows
 * RouteError in its place, so the rest of the page (the header) stays. It tries again by itself every
 * `retryMs`, when the browser is back online, and on a navigation. The declarative router has no
 * errorElement, so this does its job.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }
  private timer: ReturnType<typeof setTimeout> | undefined

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  private readonly retry = () => {
    clearTimeout(this.timer)
    retryFailedChunks()
    this.setState({ failed: false })
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retry)
  }

  override componentDidCatch(): void {
    clearTimeout(this.timer)
    if (this.props.retryMs !== undefined) this.timer = setTimeout(this.retry, this.props.retryMs)
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry()
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer)
    window.removeEventListener('online', this.retry)
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    if (this.props.retryMs !== undefined) return <RouteError onRetry={this.retry} />
    // The last resort around the whole shell: the page has no other landmark left.
    return (
      <main className={styles.main}>
        <RouteError />
      </main>
    )
  }
}
