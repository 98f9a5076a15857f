/** This browser's push subscription: the endpoint its push service gave and its keys, base64url. */
export interface BrowserPushSubscription {
  endpoint: string
  p256dh: string
  auth: string
}

/**
 * The browser's push service, reached through the app's service worker (docs/product.md §14.6). A test
 * adapter hands out subscriptions whose keys the test holds; the browser adapter asks `PushManager`.
 */
export interface PushSubscriber {
  /** Whether this browser can receive pushes at all: a service worker and a push manager. */
  supported(): boolean
  /** The subscription this browser holds for the app, if any. */
  current(): Promise<BrowserPushSubscription | undefined>
  /**
   * A subscription under the node's key (base64url), made now or the one held if it has that key. Rejects
   * when the browser refuses, or gives no answer within its deadline (some builds never answer).
   */
  subscribe(serverKey: string): Promise<BrowserPushSubscription>
  /** Drops the browser's subscription; nothing when there is none. */
  unsubscribe(): Promise<void>
}
