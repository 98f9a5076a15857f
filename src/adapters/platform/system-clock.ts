/** The real clock and timers of the page (or of Node). */
import type { Clock } from '../../ports'

/**
 * Clock over Date.now and the global timers. `tzOffsetMinutes` is minutes east of UTC (UTC+1 → 60),
 * the opposite sign of Date#getTimezoneOffset, read at each call so a DST change is picked up.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  tzOffsetMinutes: () => {
    const offset = -new Date().getTimezoneOffset()
    // Avoid -0 for UTC so equality checks and rendering see a plain 0.
    return offset === 0 ? 0 : offset
  },
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}
