/**
 * PushSubscriber over the browser's PushManager, reached through the app's service worker
 * (./service-worker.ts registers it). Every wait has a deadline: `pushManager.subscribe()` can hang forever
 * in some Chromium builds, and `serviceWorker.ready` never settles where no worker was registered.
 */
import { base64UrlToBytes, bytesToBase64Url } from '../../domain/push/base64url'
import { PushSubscribeError } from '../../domain/push/subscribe-error'
import type { BrowserPushSubscription, PushSubscriber } from '../../ports/push-subscriber'

/** How long the browser may take to hand over the worker, or a subscription. */
export const PUSH_DEADLINE_MS = 15_000

interface PushHost {
  serviceWorker?: Pick<ServiceWorkerContainer, 'ready' | 'getRegistration'>
  hasPushManager: boolean
  notificationPermission?: () => NotificationPermission
  deadlineMs?: number
}

const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushSubscribeError('timeout')), ms)
    work.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })

const keysOf = (subscription: PushSubscription): BrowserPushSubscription => {
  const json = subscription.toJSON()
  const p256dh = json.keys?.p256dh
  const auth = json.keys?.auth
  if (!p256dh || !auth) throw new PushSubscribeError('failed')
  return { endpoint: subscription.endpoint, p256dh, auth }
}

/** Whether a held subscription was made under `serverKey` (a node with a new key needs a new one). */
const madeWith = (subscription: PushSubscription, serverKey: string): boolean => {
  const key = subscription.options?.applicationServerKey
  return key ? bytesToBase64Url(new Uint8Array(key)) === serverKey : false
}

export const createBrowserPushSubscriber = (host: PushHost): PushSubscriber => {
  const deadline = host.deadlineMs ?? PUSH_DEADLINE_MS
  const manager = async (): Promise<PushManager> => {
    if (!host.serviceWorker || !host.hasPushManager) throw new PushSubscribeError('unsupported')
    return (await within(host.serviceWorker.ready, deadline)).pushManager
  }
  return {
    supported: () => Boolean(host.serviceWorker) && host.hasPushManager,
    async current() {
      if (!host.serviceWorker || !host.hasPushManager) return undefined
      // No worker registered (a development build, or not yet): nothing is held, and nothing to wait for.
      const registration = await host.serviceWorker.getRegistration()
      const held = await registration?.pushManager.getSubscription()
      return held ? keysOf(held) : undefined
    },
    async subscribe(serverKey) {
      if (host.notificationPermission?.() === 'denied') throw new PushSubscribeError('denied')
      const push = await manager()
      const held = await push.getSubscription()
      if (held && madeWith(held, serverKey)) return keysOf(held)
      await held?.unsubscribe()
      try {
        const made = await within(
          push.subscribe({
            userVisibleOnly: true,
            applicationServerKey: new Uint8Array(base64UrlToBytes(serverKey)),
          }),
          deadline,
        )
        return keysOf(made)
      } catch (error) {
        if (error instanceof PushSubscribeError) throw error
        const denied = error instanceof DOMException && error.name === 'NotAllowedError'
        throw new PushSubscribeError(denied ? 'denied' : 'failed', error)
      }
    },
    async unsubscribe() {
      if (!host.serviceWorker || !host.hasPushManager) return
      const registration = await host.serviceWorker.getRegistration()
      await (await registration?.pushManager.getSubscription())?.unsubscribe()
    },
  }
}

/** The adapter over this page's navigator, or undefined outside a browser. */
export const browserPushSubscriber = (): PushSubscriber | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : createBrowserPushSubscriber({
        ...(navigator.serviceWorker ? { serviceWorker: navigator.serviceWorker } : {}),
        hasPushManager: typeof PushManager !== 'undefined',
        ...(typeof Notification !== 'undefined'
          ? { notificationPermission: () => Notification.permission }
          : {}),
      })
