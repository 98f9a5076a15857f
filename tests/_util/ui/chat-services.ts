/**
 * Chat services for component tests: an unread total a test sets, drafts kept in a map it can read, and
 * the chat machines (as they are, the mute on a node without Web Push, unless a test provides its own with
 * `provide`).
 */
import { createValueStore } from '../../../src/composition/value-store'
import type { ChatMachines, ChatServices } from '../../../src/machines/app/app-services'
import { conversationMachine } from '../../../src/machines/conversation/conversation.machine'
import { inboxMachine } from '../../../src/machines/inbox/inbox.machine'
import { fakeMute } from '../machines/mute'

export interface FakeChat extends ChatServices {
  setUnread(total: number): void
  /** The drafts written so far, by topic. */
  readonly saved: Map<string, string>
  /** Replaces chat machines (e.g. with fake actors) for the screens started from now on. */
  provide(machines: Partial<ChatMachines>): void
}

export const fakeChatServices = (): FakeChat => {
  const total = createValueStore(0)
  const saved = new Map<string, string>()
  let machines = Promise.resolve<ChatMachines>({
    inbox: inboxMachine,
    conversation: conversationMachine,
    // A node without Web Push: no mute toggle, unless a test provides its own.
    mute: fakeMute().machine,
  })
  return {
    saved,
    setUnread: total.set,
    provide(replacements) {
      machines = machines.then((current) => ({ ...current, ...replacements }))
    },
    machines: () => machines,
    unread: { total: total.get, subscribe: total.subscribe },
    drafts: {
      get: (topic) => saved.get(topic) ?? '',
      set: (topic, text) => void saved.set(topic, text),
    },
  }
}
