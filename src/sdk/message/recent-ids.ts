/**
 * Message ids this client already handled, so a relay, a reconnect overlap or a catch-up never shows
 * or counts a message twice. Bounded: the oldest ids are forgotten first.
 */
export class RecentIds {
  private readonly ids = new Set<string>()

  constructor(private readonly limit = 10_000) {}

  has(id: string): boolean {
    return this.ids.has(id)
  }

  /** Remembers `id`; returns false when it was already known. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false
    this.ids.add(id)
    // A Set iterates in insertion order, so the first entry is the oldest.
    if (this.ids.size > this.limit) this.ids.delete(this.ids.values().next().value as string)
    return true
  }
}
