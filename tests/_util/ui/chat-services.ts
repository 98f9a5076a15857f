/** Chat services for component tests: an unread total a test sets, and drafts kept in a map it can read. */
import type { ChatServices } from '../../../src/machines/app/app-services'

export interface FakeChat extends ChatServices {
  setUnread(total: number): void
  /** The drafts written so far, by topic. */
  readonly saved: Map<string, string>
}

export const fakeChatServices = (): FakeChat => {
  let total = 0
  const listeners = new Set<() => void>()
  const saved = new Map<string, string>()
  return {
    saved,
    setUnread(next) {
      total = next
      for (const listener of listeners) listener()
    },
    unread: {
      total: () => total,
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    drafts: {
      get: (topic) => saved.get(topic) ?? '',
      set: (topic, text) => void saved.set(topic, text),
    },
  }
}
