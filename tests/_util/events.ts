/** Waits for SDK events in tests (integration and contract), always with a deadline. */
import type { EventCenter, EventMap, EventName } from '#domain/events'

export const WAIT_MS = 5_000

/** The next payload of `type` that satisfies `match`; rejects after `ms`. */
export const nextEvent = <K extends EventName>(
  events: EventCenter,
  type: K,
  match: (payload: EventMap[K]) => boolean = () => true,
  ms = WAIT_MS,
): Promise<EventMap[K]> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off()
      reject(new Error(`no ${type} event within ${ms} ms`))
    }, ms)
    const off = events.on(type, (payload) => {
      if (!match(payload)) return
      clearTimeout(timer)
      off()
      resolve(payload)
    })
  })
