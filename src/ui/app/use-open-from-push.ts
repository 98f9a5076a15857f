import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { isAppPath, OPEN_IN_APP } from '../../domain/push/content'

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
      if (data?.type === OPEN_IN_APP && isAppPath(data.url)) void navigate(data.url)
    }
    source.addEventListener('message', onMessage)
    // Messages wait in a queue until the page says it listens; a click must not wait for the page's load.
    source.startMessages?.()
    return () => source.removeEventListener('message', onMessage)
  }, [source, navigate])
}
