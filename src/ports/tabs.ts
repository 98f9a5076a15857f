/**
 * The tabs of one app in one browser: which of them leads (holds the one socket) and a bus between them.
 * The browser's adapter uses Web Locks and a BroadcastChannel (`adapters/tabs/browser-tabs.ts`); Node and
 * tests use a single tab that always leads (`adapters/tabs/single-tab.ts`).
 */

/** What one tab tells the others: a topic and plain, structured-clonable data. */
export interface TabMessage {
  topic: string
  body: unknown
}

export interface TabCoordinator {
  /**
   * Asks for the lead: `onLead` runs once, when this tab holds it (at once for a single tab, or when the
   * leading tab closes). The returned function gives the lead up or withdraws the request.
   */
  lead(onLead: () => void): () => void
  /** Sends to every other tab; the sender never receives its own message. */
  publish(message: TabMessage): void
  /** Listens to the other tabs; returns the unsubscribe. */
  subscribe(listener: (message: TabMessage) => void): () => void
  close(): void
}
