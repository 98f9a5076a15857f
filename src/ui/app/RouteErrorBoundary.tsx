import { Component, type ReactNode } from 'react'
import { RouteError } from './RouteError'

/**
 * Catches a screen that fails to render or whose code cannot be fetched (e.g. after a redeploy) and shows
 * RouteError instead of a blank page. The declarative router has no errorElement, so this does its job.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}
