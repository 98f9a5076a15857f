/** Named one-shot timers on the Clock port: setting a name again replaces its timer. */
import type { Clock } from '../../ports'

export class Timers<Name extends string> {
  private readonly handles = new Map<Name, unknown>()

  constructor(private readonly clock: Clock) {}

  set(name: Name, ms: number, fn: () => void): void {
    this.clear(name)
    const handle = this.clock.setTimeout(() => {
      this.handles.delete(name)
      fn()
    }, ms)
    this.handles.set(name, handle)
  }

  clear(name: Name): void {
    const handle = this.handles.get(name)
    if (handle === undefined) return
    this.clock.clearTimeout(handle)
    this.handles.delete(name)
  }

  clearAll(): void {
    for (const name of [...this.handles.keys()]) this.clear(name)
  }

  has(name: Name): boolean {
    return this.handles.has(name)
  }
}
