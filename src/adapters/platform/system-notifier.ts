/** SystemNotifier over the browser's Notification API and the page's visibility. */
import type { AlertPermission, SystemNotifier } from '../../ports/system-notifications'

type NotificationApi = Pick<typeof Notification, 'permission' | 'requestPermission'> &
  (new (
    title: string,
    options?: NotificationOptions,
  ) => Notification)

interface NotifierHost {
  Notification?: NotificationApi
  document?: Pick<Document, 'visibilityState'>
  focus?: () => void
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
      try {
        const shown = new api(alert.title, { body: alert.body, tag: alert.tag })
        // A click on it brings the person back to this tab, where the list shows it.
        shown.onclick = () => {
          host.focus?.()
          shown.close()
        }
      } catch {
        // Mobile Chrome allows only service-worker notifications; the in-page list still shows it.
      }
    },
  }
}
