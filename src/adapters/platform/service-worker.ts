/**
 * Registers the app's service worker (`/sw.js`, built from `src/sw/`): it shows pushes while no tab of the
 * app is open and makes the app installable. A browser that has none, or refuses it, keeps every in-tab
 * feature: the failure is logged for a developer, never shown to the person.
 */

/** Where the build puts the worker, and the pages it serves: the whole app. */
const SERVICE_WORKER_URL = '/sw.js'
const SERVICE_WORKER_SCOPE = '/'

type Warn = (message: string, detail: unknown) => void

export const registerServiceWorker = async (
  container: Pick<ServiceWorkerContainer, 'register'> | undefined,
  warn: Warn = (message, detail) => console.warn(message, detail),
): Promise<void> => {
  if (!container) return
  try {
    await container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
  } catch (error) {
    warn('[web3mq] service worker not registered', error)
  }
}
