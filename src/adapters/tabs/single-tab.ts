/** The TabCoordinator of a place with one tab (Node, tests, a browser without Web Locks): it always leads. */
import type { TabCoordinator } from '../../ports'

export const createSingleTab = (): TabCoordinator => ({
  lead: (onLead) => {
    let given = false
    // Asynchronous like the browser's, so callers never depend on being called back inside `lead`.
    queueMicrotask(() => {
      if (!given) onLead()
    })
    return () => {
      given = true
    }
  },
  // No other tab hears anything.
  publish: () => undefined,
  subscribe: () => () => undefined,
  close: () => undefined,
})
