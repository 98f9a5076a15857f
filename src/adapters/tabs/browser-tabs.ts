/**
 * The browser's TabCoordinator: the lead is a Web Lock held for as long as the tab lives (the browser frees
 * it when the tab closes, and the next waiting tab gets it), and the bus is a BroadcastChannel of the same
 * origin. Where either is missing the tab acts alone (`single-tab.ts`).
 */
import type { TabCoordinator, TabMessage } from '../../ports'
import { createSingleTab } from './single-tab'

/** The parts of the browser this uses, so unit tests can pass fakes. */
export interface TabsEnvironment {
  locks: Pick<LockManager, 'request'> | undefined
  channel:
    | ((name: string) => Pick<BroadcastChannel, 'postMessage' | 'close' | 'addEventListener'>)
    | undefined
}

const browserEnvironment = (): TabsEnvironment => ({
  locks: globalThis.navigator?.locks,
  channel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
})

const isTabMessage = (data: unknown): data is TabMessage =>
  typeof data === 'object' && data !== null && typeof (data as TabMessage).topic === 'string'

export const createBrowserTabs = (
  name = 'web3mq',
  env: TabsEnvironment = browserEnvironment(),
): TabCoordinator => {
  const { locks, channel: openChannel } = env
  if (!locks || !openChannel) return createSingleTab()
  const channel = openChannel(`${name}:tabs`)
  const listeners = new Set<(message: TabMessage) => void>()
  channel.addEventListener('message', (event) => {
    const { data } = event as MessageEvent
    if (isTabMessage(data)) for (const listener of listeners) listener(data)
  })
  const releases = new Set<() => void>()
  return {
    lead: (onLead) => {
      const abort = new AbortController()
      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      const giveUp = () => {
        abort.abort()
        release()
        releases.delete(giveUp)
      }
      releases.add(giveUp)
      locks
        .request(`${name}:leader`, { signal: abort.signal }, () => {
          onLead()
          return held
        })
        // An aborted request (given up before it was granted) rejects; nothing to do.
        .catch(() => undefined)
      return giveUp
    },
    publish: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: () => {
      for (const release of [...releases]) release()
      listeners.clear()
      channel.close()
    },
  }
}
