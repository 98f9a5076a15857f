/**
 * This Chromium's push service never answers `pushManager.subscribe()` here (no network), so a test puts
 * the browser's PushManager in the hands of a loopback push service (tests/_util/push-service.ts): the
 * page's PushManager hands out that service's subscription, under the key the app asked with, and keeps
 * it across reloads as a browser would.
 */
import type { BrowserContext } from 'playwright-core'

export interface HeldKeys {
  endpoint: string
  p256dh: string
  auth: string
}

/** Runs in the page before the app: PushManager's subscribe, getSubscription and unsubscribe. */
const replacePushManager = (keys: HeldKeys): void => {
  const STORE = 'e2e.pushSubscription'
  const made = (key: number[]) =>
    ({
      endpoint: keys.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
      getKey: () => null,
      toJSON: () => ({
        endpoint: keys.endpoint,
        expirationTime: null,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      }),
      unsubscribe: async () => {
        localStorage.removeItem(STORE)
        return true
      },
    }) as unknown as PushSubscription
  const bytesOf = (key: BufferSource | string | null | undefined): number[] => {
    if (key instanceof ArrayBuffer) return [...new Uint8Array(key)]
    if (ArrayBuffer.isView(key)) return [...new Uint8Array(key.buffer, key.byteOffset, key.byteLength)]
    return []
  }
  PushManager.prototype.getSubscription = async () => {
    const held = localStorage.getItem(STORE)
    return held ? made(JSON.parse(held) as number[]) : null
  }
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const key = bytesOf(options?.applicationServerKey)
    localStorage.setItem(STORE, JSON.stringify(key))
    return made(key)
  }
}

/** Every page of `context` gets the loopback service's subscription from its PushManager. */
export const usePushService = async (context: BrowserContext, keys: HeldKeys): Promise<void> => {
  await context.addInitScript(replacePushManager, {
    endpoint: keys.endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
  })
}
