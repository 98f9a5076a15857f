/** What the chat views receive from the running machines. */
import type { EventFrom, SnapshotFrom } from 'xstate'
import type { conversationMachine } from '../../machines/conversation/conversation.machine'
import type { inboxMachine } from '../../machines/inbox/inbox.machine'

export interface InboxProps {
  state: SnapshotFrom<typeof inboxMachine>
  send: (event: EventFrom<typeof inboxMachine>) => void
}

export type ConversationSnapshot = SnapshotFrom<typeof conversationMachine>
export type ConversationSend = (event: EventFrom<typeof conversationMachine>) => void
