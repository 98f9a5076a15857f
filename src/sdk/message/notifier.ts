/** Emits client events for a module without letting an app listener's exception break SDK flows. */
import type { EventCenter, EventMap, EventName } from '../../domain/events'
import type { Logger } from '../../ports'

export class Notifier {
  constructor(
    private readonly events: EventCenter,
    private readonly logger: Logger,
  ) {}

  /** Emits when someone listens; a throwing listener is logged at error level. */
  emit<K extends EventName>(name: K, payload: EventMap[K]): void {
    this.safely(name, () => this.events.emitIfListened(name, payload))
  }

  /** Runs `fn`, logging instead of throwing. */
  private safely(what: string, fn: () => void): void {
    try {
      fn()
    } catch (error) {
      this.logger.error(`${what} listener threw`, error)
    }
  }
}
