/**
 * The app's service worker as a test drives it through DevTools: hand it a push as the browser would after
 * decrypting one (CDP `ServiceWorker.deliverPushMessage`), read the notifications it shows, click one.
 */
import type { BrowserContext, CDPSession, Page, Worker } from 'playwright-core'
import { appUrl } from './harness'

const origin = () => new URL(appUrl()).origin

/** The running worker, as Playwright sees it now (a stopped worker comes back as a new one). */
export const appWorker = async (context: BrowserContext): Promise<Worker> =>
  context.serviceWorkers().at(-1) ?? (await context.waitForEvent('serviceworker'))

/** Delivers `data` (a string as is, anything else as JSON) to the app's worker, through a DevTools session on `page`. */
export const workerPusher = async (context: BrowserContext, page: Page) => {
  const cdp: CDPSession = await context.newCDPSession(page)
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin()}/` && !r.isDeleted)
      if (ours) resolve(ours.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  const registrationId = await registration
  return (data: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: origin(),
      registrationId,
      data: typeof data === 'string' ? data : JSON.stringify(data),
    })
}

/** The notifications the worker's registration shows, as a person reads them. */
export const shownNotifications = async (context: BrowserContext) =>
  (await appWorker(context)).evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration }
    return (await scope.registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: string } | null)?.url,
    }))
  })

/** Clicks the shown notification of `tag` inside the worker, as the browser does on a person's click. */
export const clickNotification = async (context: BrowserContext, tag: string) =>
  (await appWorker(context)).evaluate(async (tag) => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration } & EventTarget
    const [notification] = await scope.registration.getNotifications({ tag })
    const Click = (self as unknown as { NotificationEvent: new (type: string, init: object) => Event })
      .NotificationEvent
    scope.dispatchEvent(new Click('notificationclick', { notification }))
  }, tag)

/**
 * Resolves once the worker sees no window of the app: a page just closed may still be listed for a moment,
 * and a push then goes to it instead of becoming a notification.
 */
export const noAppWindows = async (context: BrowserContext): Promise<void> => {
  const worker = await appWorker(context)
  const count = () =>
    worker.evaluate(async () => {
      type WindowClients = { matchAll(options: object): Promise<readonly unknown[]> }
      const scope = self as unknown as { clients: WindowClients }
      return (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).length
    })
  for (let seen = await count(); seen > 0; seen = await count())
    await new Promise((resolve) => setTimeout(resolve, 50))
}
