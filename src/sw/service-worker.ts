/**
 * The app's service worker, built on its own to `/sw.js` (vite.config.ts): notifications for pushes that
 * arrive while no window of the app is visible, and the page a click opens. No fetch handler: the app is
 * not cached offline, and an installable app does not need one.
 */
import { listen, type WorkerScope } from './worker'

listen(self as unknown as WorkerScope, () => Date.now())
