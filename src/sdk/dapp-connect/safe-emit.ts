/** Emitting bridge events without letting an application listener break the bridge protocol. */
import type { EventCenter, EventMap, EventName } from '../../domain/events'
import type { Logger } from '../../ports'

export type Emit = <K extends EventName>(type: K, payload: EventMap[K]) => void

/**
 * An emit that calls listeners only when there are some (emitIfListened) and logs, instead of
 * rethrowing, an error a listener throws: the wallet's answer must still settle its request.
 */
export const safeEmitter =
  (events: EventCenter, logger?: Logger): Emit =>
  (type, payload) => {
    try {
      events.emitIfListened(type, payload)
    } catch (error) {
      logger?.error(`bridge: a ${type} listener threw`, { message: (error as Error).message })
    }
  }
