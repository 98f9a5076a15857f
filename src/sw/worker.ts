/**
 * The service worker's behaviour, written against the few parts of its global scope it uses (below) so the
 * app's TypeScript program (DOM lib) checks it and a unit test can drive it with a fake scope. On a push it
 * shows the notification unless a window of the app is visible (that tab alerts by itself, and tells the
 * worker nothing); a click opens the push's page in a window of the app, or in a new one.
 */
import { OPEN_IN_APP } from '../domain/push/content'
import { appPath, readPush } from './payload'

/** A window of this origin, as `clients.matchAll({ type: 'window' })` lists it. */
export interface AppWindow {
  readonly visibilityState: 'visible' | 'hidden' | 'prerender'
  readonly focused: boolean
  focus(): Promise<unknown>
  postMessage(message: unknown): void
}

interface WaitUntil {
  waitUntil(work: Promise<unknown>): void
}

export interface PushLike extends WaitUntil {
  readonly data: { text(): string } | null
}

export interface ClickLike extends WaitUntil {
  readonly notification: { readonly data: unknown; close(): void }
}

interface Handlers {
  install: (event: WaitUntil) => void
  activate: (event: WaitUntil) => void
  push: (event: PushLike) => void
  notificationclick: (event: ClickLike) => void
}

/** The parts of `ServiceWorkerGlobalScope` the worker uses. */
export interface WorkerScope {
  readonly registration: {
    showNotification(
      title: string,
      options: { body: string; tag: string; data: { url: string }; timestamp: number; icon: string },
    ): Promise<void>
  }
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AppWindow[]>
    openWindow(url: string): Promise<unknown>
    claim(): Promise<void>
  }
  skipWaiting(): Promise<void>
  addEventListener<K extends keyof Handlers>(type: K, listener: Handlers[K]): void
}

/** Posted to every visible window of the app when a push was not shown because a window is visible. */
const PUSH_MESSAGE = 'web3mq.push'
const ICON = '/icons/icon-192.png'

const windowsOf = (scope: WorkerScope) =>
  scope.clients.matchAll({ type: 'window', includeUncontrolled: true })

const onPush = async (scope: WorkerScope, event: PushLike, now: number): Promise<void> => {
  const shown = readPush(event.data?.text(), now)
  const visible = (await windowsOf(scope)).filter((client) => client.visibilityState === 'visible')
  if (visible.length > 0) {
    for (const client of visible) client.postMessage({ type: PUSH_MESSAGE, ...shown })
    return
  }
  const { title, body, tag, url, ts } = shown
  await scope.registration.showNotification(title, { body, tag, data: { url }, timestamp: ts, icon: ICON })
}

const onClick = async (scope: WorkerScope, event: ClickLike): Promise<void> => {
  event.notification.close()
  const data = event.notification.data as { url?: unknown } | null
  const url = appPath(data?.url)
  const windows = await windowsOf(scope)
  const target =
    windows.find((client) => client.focused) ??
    windows.find((client) => client.visibilityState === 'visible') ??
    windows[0]
  if (!target) {
    await scope.clients.openWindow(url)
    return
  }
  // Told first: focusing is refused when the click did not come from the person, and the page moves anyway.
  target.postMessage({ type: OPEN_IN_APP, url })
  await target.focus().catch(() => undefined)
}

/** Registers the worker's handlers on `scope`; `now` stamps a push that carries no time. */
export const listen = (scope: WorkerScope, now: () => number): void => {
  // A new version takes over at once: it holds no state an old page depends on.
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()))
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()))
  scope.addEventListener('push', (event) => event.waitUntil(onPush(scope, event, now())))
  scope.addEventListener('notificationclick', (event) => event.waitUntil(onClick(scope, event)))
}
