/** SystemNotifier over the browser's Notification API and the page's visibility. */
import type { AlertPermission, SystemAlert, SystemNotifier } from '../../ports/system-notifications'

type NotificationApi = Pick<typeof Notification, 'permission' | 'requestPermission'> &
  (new (
    title: string,
    options?: NotificationOptions,
  ) => Notification)

interface NotifierHost {
  Notification?: NotificationApi
  document?: Pick<Document, 'visibilityState'>
  focus?: () => void
  /** The app's service worker, when one is registered: its notifications open `url` on a click. */
  navigator?: { serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistration'> }
}

const known = (value: string): AlertPermission =>
  value === 'granted' || value === 'denied' ? value : 'default'

export const createBrowserNotifier = (host: NotifierHost): SystemNotifier => {
  const api = host.Notification
  return {
    permission: () => (api ? known(api.permission) : 'unsupported'),
    async requestPermission() {
      if (!api) return 'unsupported'
      try {
        return known(await api.requestPermission())
      } catch {
        // Old engines only take a callback, and a refusal to ask at all reads as "not decided".
        return known(api.permission)
      }
    },
    pageHidden: () => host.document?.visibilityState === 'hidden',
    show(alert) {
      if (api?.permission !== 'granted') return
      const worker = host.navigator?.serviceWorker
      if (worker) void throughWorker(worker, api, host, alert)
      else pageNotification(api, host, alert)
    },
  }
}

/** A page notification; a click on it brings the person back to this tab, where the list shows it. */
const pageNotification = (api: NotificationApi, host: NotifierHost, alert: SystemAlert): void => {
  try {
    const note = new api(alert.title, { body: alert.body, tag: alert.tag })
    note.onclick = () => {
      host.focus?.()
      note.close()
    }
  } catch {
    // Mobile Chrome allows only service-worker notifications; the in-page list still shows it.
  }
}

/**
 * Through the app's service worker once it is active: a push of the same tag then replaces it
 * (docs/product.md §14.6), and a click opens the alert's page. Without an active worker, a page one.
 */
const throughWorker = async (
  worker: Pick<ServiceWorkerContainer, 'getRegistration'>,
  api: NotificationApi,
  host: NotifierHost,
  alert: SystemAlert,
): Promise<void> => {
  try {
    const registration = await worker.getRegistration()
    if (registration?.active) {
      await registration.showNotification(alert.title, {
        body: alert.body,
        tag: alert.tag,
        data: { url: alert.url ?? '/' },
      })
      return
    }
  } catch {
    // A worker that refuses leaves the page's own notification.
  }
  pageNotification(api, host, alert)
}
