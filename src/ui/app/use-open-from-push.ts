import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'

/** What the service worker posts when a notification click chose this window (src/sw/worker.ts). */
const OPEN_MESSAGE = 'web3mq.open'

/** A path of this app; `//host` and `/\host` would be other origins to a browser. */
const isAppPath = (url: unknown): url is string => typeof url === 'string' && /^\/(?![/\\])/.test(url)

type MessageSource = Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'> &
  Partial<Pick<ServiceWorkerContainer, 'startMessages'>>

/**
 * Follows a notification click the service worker hands to this window: the router moves to the page the
 * push named, with no reload, so the open session and socket stay as they are.
 */
export const useOpenFromPush = (
  source: MessageSource | undefined = globalThis.navigator?.serviceWorker,
): void => {
  const navigate = useNavigate()
  useEffect(() => {
    if (!source) return
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null
      if (data?.type === OPEN_MESSAGE && isAppPath(data.url)) void navigate(data.url)
    }
    source.addEventListener('message', onMessage)
    // Messages wait in a queue until the page says it listens; a click must not wait for the page's load.
    source.startMessages?.()
    return () => source.removeEventListener('message', onMessage)
  }, [source, navigate])
}
